import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../book/generateBook.js";
import { defaultTables } from "pmi-rating/tables";
import { pinTablesVersion } from "./pinTablesVersion.js";
import { pricePolicyLine } from "./pricePolicyLine.js";
import { parseRequestJson } from "pmi-rating/http";

const [request] = [...generateBookRequests(1, 5)];
const first = pinTablesVersion(defaultTables, defaultTables.versions[0]!.manifest.version)!;
const last = pinTablesVersion(defaultTables, defaultTables.versions.at(-1)!.manifest.version)!;

describe("pricePolicyLine", () => {
  it("prices a request with both tables and names it by its id", () => {
    const pricing = pricePolicyLine(JSON.stringify(request), 3, first, last);
    expect(pricing.policyId).toBe(request!.individualHealthCarePolicy.quote.id);
    expect(pricing.from).toMatchObject({ ok: true, version: defaultTables.versions[0]!.manifest.version });
    expect(pricing.to).toMatchObject({ ok: true, version: defaultTables.versions.at(-1)!.manifest.version });
    if (pricing.from.ok) expect(pricing.from.gross).toMatch(/^\d+\.\d\d$/);
  });

  it("reports a line that is not JSON on both sides, named by its line number", () => {
    const pricing = pricePolicyLine("{oops", 7, first, last);
    expect(pricing.policyId).toBe("line 7");
    expect(pricing.from).toMatchObject({ ok: false, reason: expect.stringMatching(/^MALFORMED_JSON: The body is not valid JSON/) });
  });

  it("reports the first problem of a refused request", () => {
    const refused = { individualHealthCarePolicy: { quote: { ...request!.individualHealthCarePolicy.quote, productName: "Other" } } };
    const pricing = pricePolicyLine(JSON.stringify(refused), 1, first, last);
    expect(pricing.to).toMatchObject({ ok: false, reason: expect.stringContaining("UNSUPPORTED_PRODUCT at /individualHealthCarePolicy/quote/productName") });
  });

  it("refuses a line that gives a key twice instead of pricing whichever JSON.parse kept", () => {
    const sound = JSON.stringify(request);
    // The same policy with an unsupported product written first: JSON.parse keeps the last, HrSol.
    const attack = sound.replace('"productName":"HrSol"', '"productName":"Other","productName":"HrSol"');
    expect(attack).not.toBe(sound);
    const pricing = pricePolicyLine(attack, 4, first, last);
    expect(pricing.policyId).toBe(request!.individualHealthCarePolicy.quote.id);
    expect(pricing.from).toEqual({
      ok: false,
      reason: 'DUPLICATE_JSON_KEY at /individualHealthCarePolicy/quote/productName: The key "productName" is given more than once in the same object; send it once.',
    });
    expect(pricing.to).toEqual(pricing.from);
  });

  it("refuses a line the service refuses, with its code and message: __proto__ and constructor.prototype keys", () => {
    const quote = request!.individualHealthCarePolicy.quote;
    for (const [attack, pointer] of [
      [`{"individualHealthCarePolicy":{"quote":${JSON.stringify(quote).replace(/^\{/, '{"__proto__":{"x":1},')}}}`, "/individualHealthCarePolicy/quote/__proto__"],
      [`{"constructor":{"prototype":{"x":1}},"individualHealthCarePolicy":{"quote":${JSON.stringify(quote)}}}`, "/constructor/prototype"],
    ] as const) {
      const service = parseRequestJson(attack);
      expect(service).toMatchObject({ ok: false, code: "FORBIDDEN_JSON_KEY" });
      const pricing = pricePolicyLine(attack, 9, first, last);
      expect(pricing.policyId).toBe(quote.id);
      expect(pricing.from).toEqual({ ok: false, reason: `FORBIDDEN_JSON_KEY at ${pointer}: ${service.ok ? "" : service.errors![0]!.message}` });
      expect(pricing.to).toEqual(pricing.from);
    }
  });
});
