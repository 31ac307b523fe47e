import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidQuoteRequest, validQuoteRequest } from "../../test/properties/arbitraries.js";
import { generateBookRequests } from "../book/generateBook.js";
import { defaultTables } from "../tables/default/index.js";
import { validateSoundRequest } from "./fast/validateSoundRequest.js";
import { FIELD_NAMES, mutatedQuoteRequest, TRICKY_VALUES } from "./testing/mutatedQuoteRequest.js";
import { type ValidateOptions, validateQuoteRequest } from "./validateQuoteRequest.js";
import { validateQuoteRequestInFull } from "./validateQuoteRequestInFull.js";

/**
 * The fast path for sound requests (`validateSoundRequest`) beside the full validator
 * (`validateQuoteRequestInFull`, the definition): `validateQuoteRequest` must give exactly
 * what the full validator gives, for every input, compared as JSON text in which `undefined`
 * values and `-0` are spelled out (plain JSON would hide a key holding undefined, and -0).
 */
function asText(result: unknown): string {
  return JSON.stringify(result, (_key, value: unknown) => (value === undefined ? "\u0000undefined" : Object.is(value, -0) ? "\u0000-0" : value));
}

/** The request, for the failure message of a mismatch (a hostile request may not be printable). */
function describeRequest(request: unknown): string {
  try {
    return asText(request);
  } catch {
    return "an unprintable request";
  }
}

/** The options a caller may pass: with or without tables, with a registry that holds the calling system or not. */
const optionsArbitrary: fc.Arbitrary<ValidateOptions> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ tables: defaultTables }) },
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ tables: defaultTables, registry: ["BOOK-GENERATOR", " HrSolWeb ", "hrsol-web", "Aggregator"] }) },
  { weight: 1, arbitrary: fc.constant({ tables: defaultTables, registry: ["SomeOtherSystem"] }) },
);

/** Counts how often the fast path answered, so that a test cannot pass by never taking it. */
class Tally {
  fast = 0;
  runs = 0;
}

function expectSameResult(request: unknown, options: ValidateOptions, tally: Tally): void {
  const full = validateQuoteRequestInFull(request, options);
  const answered = validateQuoteRequest(request, options);
  const expected = asText(full);
  const actual = asText(answered);
  if (actual !== expected) expect(actual, describeRequest(request)).toBe(expected);
  tally.runs += 1;
  if (validateSoundRequest(request, options) !== undefined) {
    tally.fast += 1;
    expect(full.success).toBe(true);
  }
}

/** Spellings a caller may use for sound values, and near misses: what the fast path must read as the full readers do. */
const NEAR_SOUND_VALUES: readonly unknown[] = [
  ...TRICKY_VALUES,
  " Y", "y ", "N", "n", " yes", "No ", "TRUE", "false", 1, 0, true, false, "Self", " self ", "PARTNER", "Child", "m", " F ", "Male", "female",
  "fmu", " NMORI", "Cme", "cmori", "mhd", "b", " C ", "A", "new business", "New  Business", "MTC", "Renewal ", "hrSOL", " HrSol ",
  "1990-06-15", "2000-02-29", "1960-02-29", "2026-02-28", "2026-03-01", "2027-03-01", "1926-01-01", " 1990-06-15",
  "sw1a 1aa", " SW1A1AA ", "ec1a1bb", "m11ae", "CR0 2AB", "B33 8TH", "DN55 1PT", 12, 11, 10, 9, 8, "12", " 10 ", 0.5, 2, 1.5, 25, -25, 100, -100,
  -0, 0.1, 99.99, 1e-7, 30, 36, 35, 64, 65, 75, 18, 17, "1", "2", 352, "352", "Excess", "excess", "250", "£500", "1,000",
];

/** A request with one of its values spelled another way: case, spaces, a number as text, a date's day moved. */
function respelled(request: unknown, pick: number, how: number): unknown {
  const copy = structuredClone(request);
  const slots: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === "string" || typeof item === "number") slots.push({ parent: value as Record<string | number, unknown>, key });
      visit(item);
    }
  };
  visit(copy);
  const slot = slots[pick % Math.max(1, slots.length)];
  if (slot === undefined) return copy;
  const value = slot.parent[slot.key];
  const spellings =
    typeof value === "string"
      ? [value.toUpperCase(), value.toLowerCase(), ` ${value} `, value.replace(/\s+/g, ""), value.replace(/-/g, " "), "", Number(value)]
      : [String(value), ` ${String(value)} `, -Number(value), Number(value) + 1, Number(value) - 1, value === 0 ? -0 : Number(value) / 10];
  slot.parent[slot.key] = spellings[how % spellings.length];
  return copy;
}

describe("validateQuoteRequest's fast path gives exactly the full validator's result", () => {
  it("on 3,000 generated valid requests, with and without tables and registries", () => {
    const tally = new Tally();
    fc.assert(fc.property(validQuoteRequest(defaultTables), optionsArbitrary, (request, options) => expectSameResult(request, options, tally)), { numRuns: 3_000 });
    // Nearly every generated request is sound, and the fast path answers it.
    expect(tally.fast).toBeGreaterThan(tally.runs * 0.6);
  }, 120_000);

  it("on 6,000 requests with values replaced by tricky and near-sound ones, or fields added", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(mutatedQuoteRequest(defaultTables, NEAR_SOUND_VALUES, 2), optionsArbitrary, (request, options) => expectSameResult(request, options, tally)),
      { numRuns: 6_000 },
    );
    expect(tally.fast).toBeGreaterThan(600);
    expect(tally.fast).toBeLessThan(tally.runs - 600);
  }, 120_000);

  it("on 4,000 requests with a value respelled (case, spaces, numbers as text, off by one)", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), fc.nat(), fc.nat(), optionsArbitrary, (request, pick, how, options) =>
        expectSameResult(respelled(request, pick, how), options, tally),
      ),
      { numRuns: 4_000 },
    );
    expect(tally.fast).toBeGreaterThan(400);
    expect(tally.fast).toBeLessThan(tally.runs - 400);
  }, 120_000);

  it("on 2,000 requests broken in one known way (the property tests' mutations)", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(invalidQuoteRequest(defaultTables), optionsArbitrary, ({ request }, options) => expectSameResult(request, options, tally)),
      { numRuns: 2_000 },
    );
  }, 120_000);

  it("on arbitrary values, inside and outside the envelope", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...FIELD_NAMES), optionsArbitrary, (value, field, options) => {
        expectSameResult(value, options, tally);
        expectSameResult({ individualHealthCarePolicy: { quote: value } }, options, tally);
        expectSameResult({ individualHealthCarePolicy: { quote: { [field]: value } } }, options, tally);
      }),
      { numRuns: 1_000 },
    );
  });

  it("on 1,500 requests of the seeded book, every example request and every golden request", () => {
    const tally = new Tally();
    for (const request of generateBookRequests(1_500, 20_260_301, defaultTables)) expectSameResult(request, { tables: defaultTables }, tally);
    const folders = [new URL("../../examples/requests/", import.meta.url), new URL("../../test/golden/cases/", import.meta.url)];
    for (const folder of folders) {
      for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
        const parsed = JSON.parse(readFileSync(new URL(file, folder), "utf8")) as { request?: unknown };
        const request = folder.pathname.includes("golden") ? parsed.request : parsed;
        expectSameResult(request, { tables: defaultTables }, tally);
        expectSameResult(request, {}, tally);
      }
    }
    expect(tally.fast).toBeGreaterThan(1_500);
  }, 120_000);
});

describe("inputs that are not plain JSON data", () => {
  const [sound] = generateBookRequests(1, 7, defaultTables);
  const tally = new Tally();

  it("reads an inherited field as absent, as the full validator does", () => {
    const request = structuredClone(sound) as { individualHealthCarePolicy: { quote: Record<string, unknown> } };
    const quote = request.individualHealthCarePolicy.quote;
    const withInheritedFields = Object.assign(Object.create({ noOfPeople: 99, competitorPrice: -5, productName: "Other" }) as object, quote);
    expectSameResult({ individualHealthCarePolicy: { quote: withInheritedFields } }, { tables: defaultTables }, tally);
    const member = (quote["memberCategory"] as { familyUnit: { member: Record<string, unknown>[] }[] }[])[0]!.familyUnit[0]!.member;
    member[0] = Object.assign(Object.create({ age: -1, ncdLevel: "x", grossPrice: 12 }) as object, member[0]);
    expectSameResult(request, { tables: defaultTables }, tally);
  });

  it("gives up on a throwing getter and leaves it to the full validator", () => {
    const request = structuredClone(sound) as { individualHealthCarePolicy: { quote: Record<string, unknown> } };
    Object.defineProperty(request.individualHealthCarePolicy.quote, "callingSystem", {
      enumerable: true,
      get() {
        throw new Error("no access");
      },
    });
    const result = validateQuoteRequest(request, { tables: defaultTables });
    expect(result.success).toBe(false);
    expectSameResult(request, { tables: defaultTables }, tally);
  });

  it("handles a null-prototype object and a Proxy as the full validator does", () => {
    const request = structuredClone(sound) as { individualHealthCarePolicy: { quote: Record<string, unknown> } };
    const bare = Object.assign(Object.create(null) as object, request.individualHealthCarePolicy.quote);
    expectSameResult({ individualHealthCarePolicy: { quote: bare } }, { tables: defaultTables }, tally);
    expectSameResult(new Proxy(request, {}), { tables: defaultTables }, tally);
    const revocable = Proxy.revocable(request, {});
    revocable.revoke();
    expectSameResult(revocable.proxy, { tables: defaultTables }, tally);
  });
});
