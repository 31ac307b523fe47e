import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../../book/generateBook.js";
import { defaultTables } from "../../tables/default/index.js";
import { validateQuoteRequestInFull } from "../validateQuoteRequestInFull.js";
import { validateSoundRequest } from "./validateSoundRequest.js";

const [sound] = generateBookRequests(1, 11, defaultTables);
type Json = { individualHealthCarePolicy: { quote: Record<string, unknown> } };
const changed = (change: (quote: Record<string, unknown>) => void): Json => {
  const copy = structuredClone(sound) as Json;
  change(copy.individualHealthCarePolicy.quote);
  return copy;
};

describe("validateSoundRequest", () => {
  it("answers a sound request with exactly the full validator's success", () => {
    const answered = validateSoundRequest(sound, { tables: defaultTables });
    expect(answered).toBeDefined();
    expect(JSON.stringify(answered)).toBe(JSON.stringify(validateQuoteRequestInFull(sound, { tables: defaultTables })));
  });

  it("leaves a request with a problem, or a warning of its own, to the full validator", () => {
    expect(validateSoundRequest(changed((quote) => (quote["paymentFrequency"] = 2)), { tables: defaultTables })).toBeUndefined();
    expect(validateSoundRequest(changed((quote) => (quote["priceRequiredDate"] = "1990-01-01")), { tables: defaultTables })).toBeUndefined();
    expect(validateSoundRequest(changed((quote) => (quote["grossPrice"] = 100)), { tables: defaultTables })).toBeUndefined();
    expect(validateSoundRequest(sound, { tables: defaultTables, registry: ["SomeoneElse"] })).toBeUndefined();
    expect(validateSoundRequest("not a request", undefined)).toBeUndefined();
  });

  it("checks the tables only when they are given", () => {
    const outOfTables = changed((quote) => (quote["priceRequiredDate"] = "1990-01-01"));
    expect(validateSoundRequest(outOfTables, {})?.success).toBe(true);
  });
});
