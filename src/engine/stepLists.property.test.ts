import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateBookRequests } from "@pmi-rating/rate-change";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultSteps } from "../factors/index.js";
import { defaultTables } from "../plans/defaultTables.js";
import { compilePipeline } from "./compilePipeline.js";

const folder = join(import.meta.dirname, "../../examples/requests");
const examples: unknown[] = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as unknown);

/** A caller's composed list (the one the docs teach) and the same list compiled once as a pipeline. */
const composedSteps = defaultSteps.filter(() => true);
const pipeline = compilePipeline(defaultTables, composedSteps);

/**
 * safeQuote with the plan's default steps, with a caller's copy of the list (compiled per
 * quote) and with a pipeline compiled once, as JSON text: one runner, so always the same.
 */
function threeWays(request: unknown, explain: boolean): [string, string, string] {
  const byDefault = JSON.stringify(safeQuote(request, defaultTables, { explain }));
  const composed = JSON.stringify(safeQuote(request, defaultTables, { explain, steps: composedSteps }));
  const compiled = JSON.stringify(safeQuote(request, defaultTables, { explain, steps: pipeline }));
  return [byDefault, composed, compiled];
}

const seededRequest = fc.tuple(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 8 })).map(([seed, index]) => {
  let last: unknown;
  for (const request of generateBookRequests(index, seed)) last = request;
  return last as Record<string, any>;
});

type Mutation = (quote: Record<string, any>, member: Record<string, any>) => void;

/** Changes an integrator might make, sound or not, aimed at every step's inputs. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom("New Business", "Renewal", "MTC").map(
    (type): Mutation =>
      (quote) =>
        void (quote["transactionType"] = type),
  ),
  fc.constantFrom("ZZ9 9ZZ", "SW1A 1AA", "BT1 1AA", "E1 6AN", "AB10 1AA").map(
    (postcode): Mutation =>
      (_, member) =>
        void (member["postcode"] = postcode),
  ),
  fc.constantFrom("A", "b", "Z", " C ").map((band): Mutation => (_, member) => {
    member["postcodeBand"] = band;
    member["isPostbandCallRequired"] = "N";
  }),
  fc.constantFrom("FMU", "MORI", "NMORI", "CMORI", "CPME", "XYZ").map(
    (type): Mutation =>
      (_, member) =>
        void (member["uwType"] = type),
  ),
  fc.integer({ min: -2, max: 30 }).map(
    (level): Mutation =>
      (_, member) =>
        void (member["ncdLevel"] = level),
  ),
  fc.constantFrom(0, 5, 12.5, 99, 100, 101, -5).map(
    (discount): Mutation =>
      (_, member) =>
        void (member["wellnessDiscount"] = discount),
  ),
  fc.constantFrom(0, 0.01, 100, 650.5, 1200, 99999, -1).map((previous): Mutation => (quote, member) => {
    quote["transactionType"] = "Renewal";
    member["previousnetPremium"] = previous;
  }),
  fc.constantFrom(0, 0.5, 0.987654, 1, 1.25, 3).map((factor): Mutation => (quote, member) => {
    quote["transactionType"] = "MTC";
    member["cncFactor"] = factor;
  }),
  fc.constantFrom("0", "N", "n", "1", "Y").map(
    (needed): Mutation =>
      (_, member) =>
        void (member["isMemberNeeded"] = needed),
  ),
  fc.constantFrom("Y", "N").map(
    (protectedNcd): Mutation =>
      (_, member) =>
        void (member["pncdInd"] = protectedNcd),
  ),
  fc.constantFrom(-50, -10, 0, 5, 25, 500).map(
    (adjustment): Mutation =>
      (quote) =>
        void (quote["commercialAdjustment"] = adjustment),
  ),
  fc.constantFrom(-10, 0, 7.5).map(
    (adjustment): Mutation =>
      (quote) =>
        void (quote["experienceAdjustment"] = adjustment),
  ),
  fc.tuple(fc.constantFrom("A", "B", "C"), fc.constantFrom(1, 2, 4, 12)).map(([type, frequency]): Mutation => (quote) => {
    quote["paymentType"] = type;
    quote["paymentFrequency"] = frequency;
  }),
  fc
    .tuple(
      fc.constantFrom("psDiscount", "monthsFree", "gift", "NCD Uplift", "SwitchDec", "freeOption", "Price Beater"),
      fc.constantFrom("Yes", "No", "1", "0", "3", "11", "12", "5", "-5", "7.5", "365", "Psychiatric", "x", ""),
      fc.boolean(),
    )
    .map(([incentiveType, incentiveParameter, requote]): Mutation => (quote) => {
      quote["incentive"] = [...(quote["incentive"] ?? []), { incentiveType, incentiveParameter }];
      if (requote) quote["isRequote"] = true;
    }),
  fc.constantFrom(100, 400.5, 750, 2000, 1e6, 0).map(
    (price): Mutation =>
      (quote) =>
        void (quote["competitorPrice"] = price),
  ),
  fc.constantFrom("250", "500", "£1,000", "0", "9999", "").map((level): Mutation => (quote) => {
    const option = quote["memberCategory"]?.[0]?.option?.[0];
    if (option !== undefined) {
      option["value"] = "Yes";
      option["optionTypeName"] = level;
    }
  }),
  fc.constantFrom("2016-09-30", "2020-01-01", "2026-04-01", "1990-01-01").map(
    (date): Mutation =>
      (quote) =>
        void (quote["taxRequiredDate"] = date),
  ),
);

function mutated(request: Record<string, any>, changes: readonly Mutation[], memberIndex: number): unknown {
  const copy = structuredClone(request);
  const quote = copy["individualHealthCarePolicy"]["quote"] as Record<string, any>;
  const members = (quote["memberCategory"] as any[]).flatMap((category) => (category.familyUnit as any[]).flatMap((unit) => unit.member as Record<string, any>[]));
  for (const change of changes) change(quote, members[memberIndex % members.length] ?? {});
  return copy;
}

describe("a step list, however it is passed", () => {
  it("gives safeQuote the same JSON text on every example, with and without explain", () => {
    for (const request of examples) {
      for (const explain of [false, true]) {
        const [byDefault, composed, compiled] = threeWays(request, explain);
        expect(composed).toBe(byDefault);
        expect(compiled).toBe(byDefault);
      }
    }
  });

  it("gives the same JSON text on seeded books, with and without explain", () => {
    fc.assert(
      fc.property(seededRequest, fc.boolean(), (request, explain) => {
        const [byDefault, composed, compiled] = threeWays(request, explain);
        expect(composed).toBe(byDefault);
        expect(compiled).toBe(byDefault);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same JSON text on mutated and broken requests, with and without explain", () => {
    let priced = 0;
    fc.assert(
      fc.property(seededRequest, fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.nat(), fc.boolean(), (request, changes, memberIndex, explain) => {
        const [byDefault, composed, compiled] = threeWays(mutated(request, changes, memberIndex), explain);
        expect(composed).toBe(byDefault);
        expect(compiled).toBe(byDefault);
        if (byDefault.startsWith('{"success":true')) priced += 1;
      }),
      { numRuns: 600 },
    );
    // Both kinds must be exercised: a generator that only broke requests would prove little.
    expect(priced).toBeGreaterThan(100);
  });
});
