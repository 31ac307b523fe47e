import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INCENTIVE_TYPES, type IncentiveType } from "../model/enums.js";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultTables } from "../plans/defaultTables.js";
import { buildMember, buildRequest } from "@pmi-rating/test-support";
import { safeEligibleIncentives } from "./safeEligibleIncentives.js";

/** The default tables' agents, in other cases and spacings, and agents they do not know. */
const agent = fc.option(fc.constantFrom("FSA123456", "fsa123456", " FSA654321 ", "FSA654321", "FSA999999", "", "*"), { nil: undefined });
const paymentMethod = fc.constantFrom(...[...defaultTables.versions[1]!.payment.factors.keys()].map((key) => key.split(":")));
const priceDate = fc.constantFrom("2025-06-01", "2026-03-01", "2027-02-01");

/** A New Business quote with one incentive, in which every other rule of that incentive holds. */
function quoteWith(type: IncentiveType, parameter: string, fsaNumber: string | undefined, paymentType: string, paymentFrequency: number, date: string) {
  // A switch-business member (for SwitchDec), 5 years claim free, at the level it expects (12, also with an uplift).
  const member = buildMember({ uwType: "CME", memberYearsClaimFree: 5, ncdLevel: 12, effectiveDate: date });
  const request = buildRequest(
    {
      paymentType,
      paymentFrequency,
      priceRequiredDate: date,
      incentive: [{ incentiveType: type, incentiveParameter: parameter }],
      ...(fsaNumber === undefined ? {} : { fsaNumber }),
      ...(type === "Price Beater" ? { competitorPrice: 500 } : {}),
    },
    [member],
  );
  // freeOption waives an add-on the category takes.
  const category = (request.individualHealthCarePolicy as { quote: { memberCategory: { option: Record<string, unknown>[] }[] } }).quote.memberCategory[0]!;
  category.option = [{ id: 352, name: "Excess", value: "Yes", optionTypeName: "500" }, ...(type === "freeOption" ? [{ name: parameter, value: "Yes" }] : [])];
  return request;
}

describe("eligibleIncentives agrees with the quote (property)", () => {
  it("every incentive listed is accepted in a quote, every other one is refused as not eligible", () => {
    fc.assert(
      fc.property(agent, paymentMethod, priceDate, (fsaNumber, [paymentType, frequencyText], date) => {
        const paymentFrequency = Number(frequencyText);
        const answer = safeEligibleIncentives({ ...(fsaNumber === undefined ? {} : { fsaNumber }), paymentType: paymentType!, paymentFrequency }, defaultTables, date);
        if (!answer.success) throw new Error(JSON.stringify(answer.issues));
        const listed = new Map(answer.data.incentives.map((incentive) => [incentive.incentiveType, incentive]));
        for (const type of INCENTIVE_TYPES) {
          const eligible = listed.get(type);
          const parameter =
            eligible?.exampleParameter ??
            (type === "freeOption"
              ? "DentalandOptical"
              : type === "gift"
                ? "Hamper"
                : type === "psDiscount"
                  ? "5"
                  : type === "SwitchDec" || type === "Price Beater"
                    ? "Yes"
                    : "1");
          const result = safeQuote(quoteWith(type, parameter, fsaNumber, paymentType!, paymentFrequency, date), defaultTables);
          if (eligible !== undefined) {
            expect(result.success ? [] : result.issues, `${type} for ${fsaNumber} ${paymentType}/${paymentFrequency}`).toEqual([]);
          } else {
            expect(result.success ? [] : result.issues.map((issue) => issue.code), `${type} for ${fsaNumber}`).toEqual(["INCENTIVE_NOT_ELIGIBLE"]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("every exclusive pair listed is refused together, and listed incentives outside the pairs combine", () => {
    const answer = safeEligibleIncentives({ fsaNumber: "FSA123456", paymentType: "B", paymentFrequency: 12 }, defaultTables, "2026-03-01");
    if (!answer.success) throw new Error("no answer");
    for (const [first, second] of answer.data.exclusivePairs) {
      const request = quoteWith(first, "Yes", "FSA123456", "B", 12, "2026-03-01");
      const quote = (request.individualHealthCarePolicy as { quote: { incentive: unknown[] } }).quote;
      quote.incentive.push({
        incentiveType: second,
        incentiveParameter: answer.data.incentives.find((incentive) => incentive.incentiveType === second)!.exampleParameter,
      });
      const result = safeQuote(request, defaultTables);
      expect(result.success ? [] : result.issues.map((issue) => issue.code)).toEqual(["INCENTIVES_NOT_COMBINABLE"]);
    }
  });
});
