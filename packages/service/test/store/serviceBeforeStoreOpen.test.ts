import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startReferenceService, type ReferenceService, type ReferenceServiceOptions } from "@pmi-rating/service";
import { MIGRATION_LOCK } from "@pmi-rating/store";
import { openPostgresClient } from "@pmi-rating/store";
import { openQuoteStore, type QuoteStoreLocation } from "@pmi-rating/store";
import { QuoteStoreOpenError } from "@pmi-rating/store";
import { expectNoPriceGiven } from "@pmi-rating/test-support";
import { exampleRequestText } from "@pmi-rating/test-support";
import { freshPgliteLocation, freshPostgresLocation, POSTGRES_SKIP_REASON, TEST_DATABASE_URL } from "@pmi-rating/test-support";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";

/** Starts the service on `location`; resolves to its URL as soon as it listens, with the start itself still running. */
async function startListening(location: QuoteStoreLocation, options: Partial<ReferenceServiceOptions> = {}) {
  const env = {
    PMI_QUOTE_STORE: "on",
    ...("databaseUrl" in location ? { DATABASE_URL: location.databaseUrl } : { PMI_DATA_DIR: location.pgliteDir.replace(/\/quotes$/, "") }),
  };
  let listening: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (listening = resolve));
  const started = startReferenceService({ port: 0, env, handleSignals: false, workbench: false, log: () => {}, onListening: listening, ...options });
  // Either it listens, or it fails first: the test then sees the failure.
  return { url: await Promise.race([url, started.then((service) => service.url)]), started };
}

async function tokenOf(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials&client_id=hrsol-test-client&client_secret=hrsol-test-secret",
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

function postQuote(url: string, token: string): Promise<Response> {
  return fetch(`${url}${QUOTE_PATH}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": "c-1", "Requesting-System": "HrSolWeb" },
    body: exampleRequestText(),
  });
}

/** Holds the migration lock on the test PostgreSQL, as a backend migrating would, until `release()`: the service's store cannot open meanwhile. */
async function holdMigrationLock(databaseUrl: string) {
  const client = await openPostgresClient(databaseUrl, { maxConnections: 1 });
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = client.transaction(async (transaction) => {
    await transaction.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= (async () => {
        release();
        await held;
        await client.close();
      })()),
  };
}

async function storedQuoteIds(location: QuoteStoreLocation): Promise<string[]> {
  const store = await openQuoteStore(location);
  try {
    return (await store.list()).map((record) => record.quoteId);
  } finally {
    await store.close();
  }
}

describe("the reference service listening before its quote store is open", () => {
  it.skipIf(TEST_DATABASE_URL === undefined)(
    `answers its port at once, says 503 on /readyz, and holds a quotation until its record is kept${TEST_DATABASE_URL === undefined ? ` (${POSTGRES_SKIP_REASON})` : ""}`,
    async () => {
      const location = await freshPostgresLocation(TEST_DATABASE_URL ?? "");
      const lock = await holdMigrationLock(TEST_DATABASE_URL ?? "");
      let service: ReferenceService | undefined;
      try {
        const { url, started } = await startListening(location);
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const readiness = await fetch(`${url}/readyz`);
        expect(readiness.status).toBe(503);
        expect(await readiness.json()).toEqual({ status: "starting" });

        let answered = false;
        const answer = postQuote(url, await tokenOf(url)).then((response) => {
          answered = true;
          return response;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false);

        await lock.release();
        const response = await answer;
        expect(response.status).toBe(200);
        const quoteId = response.headers.get("quote-id");
        expect(quoteId).not.toBeNull();
        service = await started;
        expect((await fetch(`${url}/readyz`)).status).toBe(200);
        await service.close();
        expect(await storedQuoteIds(location)).toEqual([quoteId]);
      } finally {
        await lock.release();
        await service?.close();
      }
    },
    60_000,
  );

  it.skipIf(TEST_DATABASE_URL === undefined)(
    `answers 503 QUOTE_NOT_RECORDED with Retry-After, never a price, to a quotation that waits longer than the request timeout${TEST_DATABASE_URL === undefined ? ` (${POSTGRES_SKIP_REASON})` : ""}`,
    async () => {
      const location = await freshPostgresLocation(TEST_DATABASE_URL ?? "");
      const lock = await holdMigrationLock(TEST_DATABASE_URL ?? "");
      let service: ReferenceService | undefined;
      try {
        const { url, started } = await startListening(location, { requestTimeoutMs: 1_000 });
        await expectNoPriceGiven(await postQuote(url, await tokenOf(url)));
        await lock.release();
        service = await started;
        await service.close();
        expect(await storedQuoteIds(location)).toEqual([]);
      } finally {
        await lock.release();
        await service?.close();
      }
    },
    60_000,
  );

  it("on PGlite, answers no quotation 200 that is not on record, from its first moment", async () => {
    const location = await freshPgliteLocation();
    const { url, started } = await startListening(location);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const response = await postQuote(url, await tokenOf(url));
    const service = await started;
    await service.close();
    // A 503 would be allowed (a store slower than the request timeout); a 200 must be on record.
    if (response.status === 200) expect(await storedQuoteIds(location)).toEqual([response.headers.get("quote-id")]);
    else expect(response.status).toBe(503);
  }, 120_000);

  it("stops listening, and says why, when its quote store cannot be opened", async () => {
    // A port nothing listens on: the database refuses the connection.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { started } = await startListening({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` }).catch((error: unknown) => ({
      started: Promise.reject(error as Error),
    }));
    const failure = await started.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(QuoteStoreOpenError);
    expect((failure as Error).message).toMatch(/quote store, PostgreSQL \(DATABASE_URL\), could not be opened: .*ECONNREFUSED/);
  }, 60_000);
});
