import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal/decimal.js";
import type { QuoteResponse } from "../../src/model/response.js";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import type { OptionDefinition } from "../../src/tables/types.js";
import { type JsonRequest, validQuoteRequest } from "@pmi-rating/test-support";
import { membersOfQuote } from "@pmi-rating/test-support";

/**
 * Comparative properties. A first-quote Price Beater is left out: it matches the policy's
 * total to a competitor, so one member's premium can rise when another's falls (the policy's
 * total still does not); every other step is monotonic member by member.
 */
const NUM_RUNS = 200;
const money = (amount: number): Decimal => new Decimal(String(amount));

function priced(request: unknown): QuoteResponse {
  const result = safeQuote(request, defaultTables);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.issues)}\n${JSON.stringify(request)}`);
  return result.data;
}

/** Each member's net and the policy's net of `cheaper` are at most those of `dearer`. */
function expectNoDearer(cheaper: QuoteResponse, dearer: QuoteResponse): void {
  expect(money(cheaper.netPrice).lte(money(dearer.netPrice)), `${cheaper.netPrice} ≤ ${dearer.netPrice}`).toBe(true);
  const dearerMembers = membersOfQuote(dearer);
  membersOfQuote(cheaper).forEach((member, index) => {
    const other = dearerMembers[index];
    if (other === undefined) throw new Error("the two quotes have different members");
    expect(money(member.netPrice).lte(money(other.netPrice)), `member ${index}: ${member.netPrice} ≤ ${other.netPrice}`).toBe(true);
  });
}

const excess = [...defaultTables.versions[0]!.options.byId.values()].find((option) => option.name === "Excess") as OptionDefinition;
/** Excess levels in ascending amount ("0", "100", "250", ...). */
const excessLevels = [...excess.levels.keys()].sort((left, right) => Number(left) - Number(right));

function withExcess(request: JsonRequest, categoryIndex: number, level: string): JsonRequest {
  const copy = structuredClone(request);
  const categories = copy.individualHealthCarePolicy.quote["memberCategory"] as { option?: Record<string, unknown>[] }[];
  const category = categories[categoryIndex % categories.length]!;
  const others = (category.option ?? []).filter((option) => option["id"] !== excess.id && option["name"] !== excess.name);
  category.option = [...others, { id: excess.id, name: excess.name, value: "Yes", optionTypeName: level }];
  return copy;
}

describe("comparative properties on the default tables", () => {
  it("never charges more for a higher excess (same request, only the Excess level raised)", () => {
    fc.assert(
      fc.property(
        validQuoteRequest(defaultTables, { withoutFirstQuotePriceBeater: true }),
        fc.nat(),
        fc.integer({ min: 0, max: excessLevels.length - 2 }),
        fc.integer({ min: 1, max: excessLevels.length - 1 }),
        (request, categoryIndex, lowerIndex, step) => {
          const higherIndex = Math.min(excessLevels.length - 1, lowerIndex + step);
          const lower = priced(withExcess(request, categoryIndex, excessLevels[lowerIndex]!));
          const higher = priced(withExcess(request, categoryIndex, excessLevels[higherIndex]!));
          expectNoDearer(higher, lower);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it("never charges less for an older member (same request, one member's age raised within the rated and entry ages)", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables, { withoutFirstQuotePriceBeater: true }), fc.nat(), fc.integer({ min: 1, max: 40 }), (request, memberDraw, years) => {
        const quote = request.individualHealthCarePolicy.quote;
        const version = defaultTables.versions.filter((candidate) => candidate.manifest.effectiveFrom <= (quote["priceRequiredDate"] as string)).at(-1)!;
        const oldest = quote["transactionType"] === "New Business" ? version.ages.maximumEntryAgeNewBusiness : version.ages.maximumAge;
        const younger = structuredClone(request);
        const older = structuredClone(request);
        const pick = (copy: JsonRequest) => {
          const categories = copy.individualHealthCarePolicy.quote["memberCategory"] as { familyUnit: { member: Record<string, unknown>[] }[] }[];
          const members = categories.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
          return members[memberDraw % members.length]!;
        };
        const original = priced(request);
        const originalAge = membersOfQuote(original)[memberDraw % membersOfQuote(original).length]!.age;
        const raisedAge = Math.min(oldest, originalAge + years);
        for (const [copy, age] of [
          [younger, originalAge],
          [older, raisedAge],
        ] as const) {
          const member = pick(copy);
          delete member["dateOfBirth"];
          member["age"] = age;
        }
        expectNoDearer(priced(younger), priced(older));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
