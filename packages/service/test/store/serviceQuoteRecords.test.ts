import { SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_REQUIRED_SCOPE } from "@pmi-rating/service";
import { createTestSigningKeyPem } from "@pmi-rating/service";
import { sharedTestSigningKey } from "@pmi-rating/service";
import { startReferenceService, type ReferenceService } from "@pmi-rating/service";
import { TEST_AUDIENCE } from "@pmi-rating/service";
import { copyDefaultTables } from "@pmi-rating/test-support";
import { approveTablesVersion, loadTables } from "pmi-rating/node";
import { openQuoteStore, type QuoteStoreLocation } from "@pmi-rating/store";
import { replayQuotes } from "@pmi-rating/store";
import { exampleRequestText } from "@pmi-rating/test-support";
import { describeOnStoreBackends } from "@pmi-rating/test-support";

const ISSUER = "urn:pmi-rating:test-issuer";
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";

describeOnStoreBackends("the reference service keeping its quotes on", ({ skip, fresh }) => {
  let service: ReferenceService;
  let location: QuoteStoreLocation;
  let env: Record<string, string>;
  let tokenOf: (clientId: string) => Promise<string>;
  const logLines: string[] = [];

  beforeAll(async () => {
    if (skip) return;
    location = await fresh();
    const pem = await createTestSigningKeyPem();
    env = {
      PMI_QUOTE_STORE: "on",
      PMI_TEST_SIGNING_KEY: pem,
      PMI_TEST_ISSUER: ISSUER,
      ...("databaseUrl" in location ? { DATABASE_URL: location.databaseUrl } : { PMI_DATA_DIR: location.pgliteDir.replace(/\/quotes$/, "") }),
    };
    const shared = await sharedTestSigningKey(env);
    if (!shared.ok || shared.key === undefined) throw new Error("the test signing key is not usable");
    const key = shared.key;
    // Tokens of two clients, signed with the service's shared test key, as its token endpoint would.
    tokenOf = (clientId) =>
      new SignJWT({ scope: DEFAULT_REQUIRED_SCOPE, client_id: clientId })
        .setProtectedHeader({ alg: "ES256", kid: key.keyId, typ: "at+jwt" })
        .setIssuer(ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setSubject(clientId)
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(key.privateKey);
    service = await startReferenceService({ port: 0, env, handleSignals: false, workbench: false, log: (line) => logLines.push(line) });
  }, 240_000);
  afterAll(async () => {
    await service?.close();
  }, 60_000);

  async function post(clientId: string, body: string, query = "") {
    return fetch(`${service.url}${QUOTE_PATH}${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${await tokenOf(clientId)}`, "content-type": "application/json", "Correlation-ID": "corr-1", "Requesting-System": "HrSolWeb" },
      body,
    });
  }
  async function get(clientId: string | undefined, quoteId: string, query = "") {
    return fetch(`${service.url}${QUOTE_PATH}/${quoteId}${query}`, { headers: clientId === undefined ? {} : { authorization: `Bearer ${await tokenOf(clientId)}` } });
  }

  it.skipIf(skip)("answers a quotation with its quote id, and gives its record back to the client that made it", async () => {
    const requestText = exampleRequestText();
    const response = await post("broker-1", requestText);
    expect(response.status).toBe(200);
    const quoteId = response.headers.get("quote-id");
    expect(quoteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const answer = (await response.json()) as { quoteId: string; quoteResponse: unknown };
    expect(answer.quoteId).toBe(quoteId);

    const mine = await get("broker-1", quoteId!);
    expect(mine.status).toBe(200);
    const { quoteRecord } = (await mine.json()) as { quoteRecord: Record<string, unknown> };
    expect(quoteRecord).toMatchObject({
      quoteId,
      outcome: "quoted",
      status: 200,
      clientId: "broker-1",
      callingSystem: "HrSolWeb",
      correlationId: "corr-1",
      requestingSystem: "HrSolWeb",
      callerQuoteId: "EX-COUPLE-1",
    });
    expect(quoteRecord.request).toEqual(JSON.parse(requestText));
    expect(quoteRecord.response).toEqual({ quoteResponse: answer.quoteResponse });

    // Another client, an unknown id and a malformed one look alike: 404, so ids cannot be probed.
    for (const other of [await get("broker-2", quoteId!), await get("broker-1", "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"), await get("broker-1", "nonsense")]) {
      expect(other.status).toBe(404);
      expect(((await other.json()) as { code: string }).code).toBe("QUOTE_NOT_FOUND");
    }
    expect((await get(undefined, quoteId!)).status).toBe(401);
  });

  it.skipIf(skip)("derives the worksheet again from the stored request and tables, equal to the one of the day", async () => {
    const response = await post("broker-1", exampleRequestText("incentive-price-beater"), "?explain=true");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { quoteId: string; quoteResponse: { worksheet: unknown[] } };
    const again = (await (await get("broker-1", answer.quoteId, "?explain=true")).json()) as {
      quoteRecord: { rederived: { reproduced: boolean; worksheet: unknown[] } };
    };
    expect(again.quoteRecord.rederived.reproduced).toBe(true);
    expect(again.quoteRecord.rederived.worksheet).toEqual(answer.quoteResponse.worksheet);
    expect(answer.quoteResponse.worksheet.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)("keeps a refusal with its problems", async () => {
    const response = await post("broker-1", '{"individualHealthCarePolicy":{"quote":{"id":"BAD-1"}}}');
    expect(response.status).toBe(400);
    const quoteId = response.headers.get("quote-id")!;
    const { quoteRecord } = (await (await get("broker-1", quoteId)).json()) as { quoteRecord: { outcome: string; response: { errors: unknown[] } } };
    expect(quoteRecord.outcome).toBe("refused");
    expect(quoteRecord.response.errors.length).toBeGreaterThan(0);
  });

  it.skipIf(skip)("logs quote ids but nothing of a request: no postcode, no date of birth", async () => {
    const requestText = exampleRequestText();
    await post("broker-1", requestText);
    const request = JSON.parse(requestText) as { individualHealthCarePolicy: { quote: { policyholderPostcode: string } } };
    const log = logLines.join("\n");
    expect(log).toContain('"event":"quote-store"');
    expect(log).not.toContain(request.individualHealthCarePolicy.quote.policyholderPostcode);
    expect(log).not.toMatch(/dateOfBirth|\d{4}-\d{2}-\d{2}"?,"?gender/);
  });

  it.skipIf(skip)(
    "replays every stored quotation with the tables on record, and reports a tables file changed without a new version",
    async () => {
      for (let index = 0; index < 5; index += 1) expect((await post("broker-3", exampleRequestText())).status).toBe(200);
      await service.close();
      const folder = await copyDefaultTables();
      const [version] = (await loadTables(folder.directory)).versions;
      const label = version!.manifest.version;
      await folder.edit(`${label}/base-rates.csv`, (text) =>
        text.replace(/(\d+\.\d\d)(\r?\n)/, (_match, rate: string, end: string) => `${(Number(rate) + 1).toFixed(2)}${end}`),
      );
      // Approved again under the same label, so that the service serves it: a new content without a new version.
      await approveTablesVersion(folder.directory, label, { by: "A. Actuary", at: "2026-10-01" });
      const changedTables = await loadTables(folder.directory);
      const store = await openQuoteStore(location);
      try {
        const report = await replayQuotes(store, { tablesOnDisk: changedTables });
        expect(report.replayed).toBeGreaterThanOrEqual(7);
        expect(report.unreproduced).toEqual([]);
        expect(report.reproduced).toBe(report.replayed);
        expect(report.refused).toBeGreaterThanOrEqual(1);
        expect(report.changedOnDisk).toEqual([{ version: label, hashOnDisk: changedTables.versions[0]!.hash, hashesOnRecord: [version!.hash] }]);
      } finally {
        await store.close();
      }
      // The service started on the changed files warns, and replay names the version served twice.
      const warned: string[] = [];
      service = await startReferenceService({ port: 0, env, tables: changedTables, handleSignals: false, workbench: false, log: (line) => warned.push(line) });
      expect(warned.join("\n")).toContain('"event":"tables-version-changed"');
      expect((await post("broker-3", exampleRequestText())).status).toBe(200);
      await service.close();
      const reopened = await openQuoteStore(location);
      try {
        const report = await replayQuotes(reopened);
        expect(report.unreproduced).toEqual([]);
        expect(report.changedVersions.map((changed) => changed.version)).toContain(label);
      } finally {
        await reopened.close();
      }
    },
    240_000,
  );
});
