import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_PATH, quoteHeaders, start, testToken, type Started } from "./harness.js";

const MTC = readFileSync(new URL("../../../examples/requests/mtc-postcode-band-cnc-factor.json", import.meta.url), "utf8");
const RENEWAL = readFileSync(new URL("../../../examples/requests/renewal-previous-premium.json", import.meta.url), "utf8");
const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

let started: Started;
let token: string;

beforeAll(async () => {
  started = await start();
  token = await testToken(started.service);
});
afterAll(() => started.service.close());

/** The example with its first member's `field` set to `value`, as JSON text (1e308 stays a number). */
function withFirstMember(example: string, field: string, value: number): string {
  const request = JSON.parse(example) as { individualHealthCarePolicy: { quote: { memberCategory: { familyUnit: { member: Record<string, unknown>[] }[] }[] } } };
  request.individualHealthCarePolicy.quote.memberCategory[0]!.familyUnit[0]!.member[0]![field] = value;
  return JSON.stringify(request);
}

async function problemFor(body: string): Promise<{ status: number; errors: { pointer: string; code: string }[] }> {
  const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body });
  const problem = (await response.json()) as { errors?: { pointer: string; code: string }[] };
  return { status: response.status, errors: problem.errors ?? [] };
}

describe("absurd money and factor inputs through the reference service", () => {
  it("prices the examples as sent", async () => {
    for (const body of [MTC, RENEWAL]) {
      const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
  });

  it.each([1e308, 1e15])("answers 400 ADJUSTMENT_OUT_OF_RANGE with a pointer to an MTC cncFactor of %d", async (cncFactor) => {
    const { status, errors } = await problemFor(withFirstMember(MTC, "cncFactor", cncFactor));
    expect(status).toBe(400);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: `${MEMBER}/cncFactor`, code: "ADJUSTMENT_OUT_OF_RANGE" }));
  });

  it("answers 400 ADJUSTMENT_OUT_OF_RANGE with a pointer to a previousnetPremium of 1e300", async () => {
    const { status, errors } = await problemFor(withFirstMember(RENEWAL, "previousnetPremium", 1e300));
    expect(status).toBe(400);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: `${MEMBER}/previousnetPremium`, code: "ADJUSTMENT_OUT_OF_RANGE" }));
  });
});
