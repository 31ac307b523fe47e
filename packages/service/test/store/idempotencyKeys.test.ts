import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSigningKeyPem, DEFAULT_REQUIRED_SCOPE, sharedTestSigningKey, startReferenceService, TEST_AUDIENCE, type ReferenceService } from "@pmi-rating/service";
import { openPostgresClient, openQuoteStore, type QuoteStoreLocation } from "@pmi-rating/store";
import { exampleRequestText, skippedBecause, STORE_BACKENDS } from "@pmi-rating/test-support";

// Idempotency-Key through the real Node server: a retry never records a quotation twice.
const ISSUER = "urn:pmi-rating:test-issuer";
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const HOUR = 3_600_000;

/** A service on the environment given, with tokens of any client name signed with its shared test key, and a clock the test moves. */
async function startWithClients(env: Record<string, string>) {
  const pem = await createTestSigningKeyPem();
  const fullEnv = { ...env, PMI_TEST_SIGNING_KEY: pem, PMI_TEST_ISSUER: ISSUER, PMI_IDEMPOTENCY_WINDOW_HOURS: "2" };
  const shared = await sharedTestSigningKey(fullEnv);
  if (!shared.ok || shared.key === undefined) throw new Error("the test signing key is not usable");
  const key = shared.key;
  const clock = { now: Date.parse("2026-03-02T09:00:00Z") };
  const service = await startReferenceService({
    port: 0,
    env: fullEnv,
    handleSignals: false,
    workbench: false,
    log: () => {},
    idempotencyClock: () => new Date(clock.now),
  });
  const tokenOf = (clientId: string) =>
    new SignJWT({ scope: DEFAULT_REQUIRED_SCOPE, client_id: clientId })
      .setProtectedHeader({ alg: "ES256", kid: key.keyId, typ: "at+jwt" })
      .setIssuer(ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject(clientId)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(key.privateKey);
  async function post(clientId: string, idempotencyKey: string | undefined, body = exampleRequestText(), correlationId = "corr-1") {
    return fetch(`${service.url}${QUOTE_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await tokenOf(clientId)}`,
        "content-type": "application/json",
        "Correlation-ID": correlationId,
        "Requesting-System": "HrSolWeb",
        ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
      },
      body,
    });
  }
  return { service, clock, post };
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

describe.each(STORE_BACKENDS)("Idempotency-Key on the reference service keeping its quotes on $name", ({ name, skip, fresh }) => {
  let location: QuoteStoreLocation;
  let started: Awaited<ReturnType<typeof startWithClients>>;
  let service: ReferenceService;
  /** Records each client should have once every test has run: one per request priced, whatever its repeats. */
  const expectedRecords = new Map<string, number>();

  beforeAll(async () => {
    if (skip) return;
    location = await fresh();
    const where = "databaseUrl" in location ? { DATABASE_URL: location.databaseUrl } : { PMI_DATA_DIR: location.pgliteDir.replace(/\/quotes$/, "") };
    started = await startWithClients({ PMI_QUOTE_STORE: "on", ...where });
    service = started.service;
  }, 240_000);
  afterAll(async () => {
    await service?.close();
  }, 60_000);

  it.skipIf(skip)("answers a repeat with the same key and body with the first answer and its Quote-ID; the key with another body is 422", async () => {
    const first = await started.post("client-repeat", "order-1");
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    const quoteId = first.headers.get("quote-id");
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
    const repeat = await started.post("client-repeat", '"order-1"', undefined, "corr-2");
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("quote-id")).toBe(quoteId);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(repeat.headers.get("correlation-id")).toBe("corr-2");
    expect(await repeat.text()).toBe(firstBody);
    const reused = await started.post("client-repeat", "order-1", exampleRequestText("new-business-single-adult"));
    expect(reused.status).toBe(422);
    expect(await codeOf(reused)).toBe("IDEMPOTENCY_KEY_REUSED");
    // Without the header every request is priced and recorded.
    expect((await started.post("client-repeat", undefined)).headers.get("quote-id")).not.toBe(quoteId);
    expectedRecords.set("client-repeat", 2);
  });

  it.skipIf(skip)("keeps keys apart per client: the same key of another client is its own quotation", async () => {
    const mine = await started.post("client-a", "shared-key");
    const theirs = await started.post("client-b", "shared-key");
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.headers.get("quote-id")).not.toBe(mine.headers.get("quote-id"));
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expectedRecords.set("client-a", 1);
    expectedRecords.set("client-b", 1);
  });

  it.skipIf(skip)("prices a key sent many times at once once: every answer is its answer, or 409 IDEMPOTENCY_KEY_IN_FLIGHT", async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => started.post("client-burst", "burst-1")));
    const priced = answers.filter((answer) => answer.status === 200);
    expect(new Set(priced.map((answer) => answer.headers.get("quote-id"))).size).toBe(1);
    expect(priced.filter((answer) => answer.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    const conflicts = answers.filter((answer) => answer.status !== 200);
    for (const conflict of conflicts) expect([conflict.status, await codeOf(conflict)]).toEqual([409, "IDEMPOTENCY_KEY_IN_FLIGHT"]);
    expectedRecords.set("client-burst", 1);
  });

  it.skipIf(skip)("prices the key's request anew once the window (PMI_IDEMPOTENCY_WINDOW_HOURS=2) has ended", async () => {
    const first = await started.post("client-window", "daily-1");
    started.clock.now += 2 * HOUR - 1;
    expect((await started.post("client-window", "daily-1")).headers.get("quote-id")).toBe(first.headers.get("quote-id"));
    started.clock.now += 1;
    const anew = await started.post("client-window", "daily-1");
    expect(anew.status).toBe(200);
    expect(anew.headers.get("quote-id")).not.toBe(first.headers.get("quote-id"));
    expect(anew.headers.get("idempotent-replayed")).toBeNull();
    expectedRecords.set("client-window", 2);
  });

  it.skipIf(skip)("refuses a malformed key 400 INVALID_IDEMPOTENCY_KEY, recorded as any refusal of a header is", async () => {
    const malformed = await started.post("client-malformed", "k".repeat(256));
    expect(malformed.status).toBe(400);
    expect(await codeOf(malformed)).toBe("INVALID_IDEMPOTENCY_KEY");
    expectedRecords.set("client-malformed", 1);
  });

  // On PostgreSQL only: PGlite is one process's alone, so nothing else can hold its table.
  it.skipIf(skip || !name.startsWith("PostgreSQL"))(
    `answers 409 IDEMPOTENCY_KEY_IN_FLIGHT to a repeat while the first is still being recorded, then the first answer${skippedBecause(!name.startsWith("PostgreSQL") && "PostgreSQL only: PGlite is one process's alone, so nothing else can hold its table")}`,
    async () => {
      if (!("databaseUrl" in location)) throw new Error("this test needs PostgreSQL");
      // Another connection holds the records' table: the first request waits to be recorded, its key reserved.
      const blocker = await openPostgresClient(location.databaseUrl, { maxConnections: 1 });
      let unblock = () => {};
      let blocked = () => {};
      const isBlocked = new Promise<void>((resolve) => (blocked = resolve));
      const holding = blocker.transaction(async (transaction) => {
        await transaction.query("lock table quote_records in share mode");
        blocked();
        await new Promise<void>((resolve) => (unblock = resolve));
      });
      try {
        await isBlocked;
        const first = started.post("client-in-flight", "slow-1");
        let meanwhile: Response | undefined;
        // Until the first request has reserved its key, a repeat could be the first: ask until one finds it in flight.
        for (let attempt = 0; attempt < 50 && meanwhile?.status !== 409; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          meanwhile = await started.post("client-in-flight", "slow-1");
        }
        expect(meanwhile?.status).toBe(409);
        expect(meanwhile?.headers.get("retry-after")).toBe("1");
        expect(await codeOf(meanwhile!)).toBe("IDEMPOTENCY_KEY_IN_FLIGHT");
        unblock();
        await holding;
        const firstAnswer = await first;
        expect(firstAnswer.status).toBe(200);
        const replayed = await started.post("client-in-flight", "slow-1");
        expect(replayed.headers.get("quote-id")).toBe(firstAnswer.headers.get("quote-id"));
        expectedRecords.set("client-in-flight", 1);
      } finally {
        unblock();
        await holding.catch(() => {});
        await blocker.close();
      }
    },
  );

  it.skipIf(skip)(
    "has kept one record per request priced, whatever its repeats",
    async () => {
      await service.close();
      const store = await openQuoteStore(location);
      try {
        for (const [clientId, count] of expectedRecords) expect(await store.list({ clientId }), clientId).toHaveLength(count);
      } finally {
        await store.close();
      }
    },
    120_000,
  );
});

describe("Idempotency-Key on the reference service with its quote store off: honoured by the process, in memory", () => {
  let started: Awaited<ReturnType<typeof startWithClients>>;
  beforeAll(async () => {
    started = await startWithClients({ PMI_QUOTE_STORE: "off" });
  }, 60_000);
  afterAll(async () => {
    await started?.service.close();
  });

  it("gives the first answer again, without a Quote-ID, until the window ends; 422 for the key with another body", async () => {
    const first = await started.post("client-memory", "m-1");
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("quote-id")).toBeNull();
    const repeat = await started.post("client-memory", "m-1");
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await repeat.text()).toBe(firstBody);
    expect(await codeOf(await started.post("client-memory", "m-1", exampleRequestText("new-business-single-adult")))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await started.post("client-other", "m-1")).headers.get("idempotent-replayed")).toBeNull();
    started.clock.now += 2 * HOUR;
    expect((await started.post("client-memory", "m-1")).headers.get("idempotent-replayed")).toBeNull();
  });
});
