import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../book/generateBook.js";
import { defaultTables } from "pmi-rating/tables";
import { pinTablesVersion } from "./pinTablesVersion.js";
import { pricePolicyLine } from "./pricePolicyLine.js";

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
    expect(pricing.from).toMatchObject({ ok: false, reason: expect.stringMatching(/^not valid JSON/) });
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
      reason: "DUPLICATE_JSON_KEY at /individualHealthCarePolicy/quote/productName: a key is given more than once in the same object",
    });
    expect(pricing.to).toEqual(pricing.from);
  });
});
