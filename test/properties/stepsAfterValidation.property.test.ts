import { rm } from "node:fs/promises";
import fc from "fast-check";
import { copyDefaultTables, mutatedQuoteRequest } from "@pmi-rating/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { RATING_FACTORS, safeQuote, validateQuoteRequest, type RatingTables } from "../../src/index.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { safeLoadTables } from "../../src/plans/loadTables.js";

/**
 * The guard on a success's amounts is not a step: the one problem pricing may add to a request
 * the validator passed (an amount above the tables' maximum_quote_amount).
 */
const GUARD_CODES: ReadonlySet<string> = new Set(["PRICE_OUT_OF_RANGE"]);

type Json = { individualHealthCarePolicy: { quote: Record<string, unknown> } };

/** Tables where the territories' and the renewal rule's checks matter: Jersey taxed from 2026-06-01, renewals capped at their new-business price, a low ceiling. */
async function variantTables(): Promise<RatingTables> {
  const folder = await copyDefaultTables();
  try {
    await folder.edit("premium-tax.csv", (text) => text.replace("JE,1994-10-01,0,", "JE,2026-06-01,0,"));
    for (const version of ["2025.1", "2026.1", "2027.1"]) {
      await folder.edit(`${version}/limits.csv`, (text) =>
        text.replace(/^renewal_price_rule,warn,/m, "renewal_price_rule,cap_at_enbp,").replace(/^maximum_quote_amount,[^,]*,/m, "maximum_quote_amount,20000.00,"),
      );
    }
    const loaded = await safeLoadTables(folder.directory);
    if (!loaded.success) throw new Error(JSON.stringify(loaded.problems));
    return loaded.tables;
  } finally {
    await rm(folder.directory, { recursive: true, force: true });
  }
}

/** A request moved to a tax territory and a tax date, so that the IPT factor's check is exercised. */
const taxPlace = fc.record({
  policyholderPostcode: fc.constantFrom(undefined, "JE2 3AB", "GY1 1AA", "IM1 1AA", "SW1A 1AA"),
  taxRequiredDate: fc.constantFrom(undefined, "2026-03-01", "2026-07-01", "1990-01-01"),
});

function movedTo(request: Json, place: { policyholderPostcode: string | undefined; taxRequiredDate: string | undefined }): Json {
  const copy = structuredClone(request);
  const quote = copy.individualHealthCarePolicy?.quote;
  if (typeof quote !== "object" || quote === null) return copy;
  if (place.policyholderPostcode !== undefined) quote["policyholderPostcode"] = place.policyholderPostcode;
  if (place.taxRequiredDate !== undefined) quote["taxRequiredDate"] = place.taxRequiredDate;
  return copy;
}

describe("a request the validator passes", () => {
  let variant: RatingTables;
  beforeAll(async () => {
    variant = await variantTables();
  });

  it("is refused by no factor's step: every problem a step can raise is found by its factor's checks first", { timeout: 180_000 }, () => {
    let passed = 0;
    for (const tables of [defaultTables, variant]) {
      fc.assert(
        fc.property(mutatedQuoteRequest(tables) as fc.Arbitrary<Json>, taxPlace, (generated, place) => {
          const request = movedTo(generated, place);
          if (!validateQuoteRequest(request, { tables }).success) return;
          passed += 1;
          const result = safeQuote(request, tables);
          const fromSteps = result.success ? [] : result.issues.filter((issue) => !GUARD_CODES.has(issue.code));
          expect(fromSteps).toEqual([]);
        }),
        { numRuns: 400 },
      );
    }
    // The property is about passed requests: enough of them must have been priced.
    expect(passed).toBeGreaterThan(150);
  });

  it("covers every factor of the registry", () => {
    // A factor whose step can refuse has checks; those whose steps cannot refuse have none.
    const refusing = RATING_FACTORS.filter((factor) => factor.checks.length > 0).map((factor) => factor.step.name);
    expect(refusing).toEqual([
      "postcodeBand",
      "baseRate",
      "smokerLoading",
      "options",
      "ncd",
      "adjustments",
      "paymentMethod",
      "incentiveDiscounts",
      "cappingAndCollaring",
      "priceBeater",
      "renewalPriceRule",
      "ipt",
    ]);
  });
});
