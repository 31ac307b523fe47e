import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateBookRequests } from "@pmi-rating/rate-change";
import { expectedNcdLevel } from "../lookups/expectedNcdLevel.js";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultTables } from "../plans/defaultTables.js";

type Json = Record<string, unknown>;

/**
 * The New Business request of the same risk, written here from the wire request as a caller
 * would write it by hand (not with the engine's derivation): New Business, no supplied band, the
 * NCD level New Business gives, and no capping inputs.
 */
function asNewBusinessByHand(request: Json): Json {
  const copy = structuredClone(request) as {
    individualHealthCarePolicy: { quote: Json & { memberCategory: { familyUnit: { member: Json[] }[] }[]; incentive?: Json[] } };
  };
  const quote = copy.individualHealthCarePolicy.quote;
  quote.transactionType = "New Business";
  const uplift = Number(quote.incentive?.find((incentive) => incentive.incentiveType === "NCD Uplift")?.incentiveParameter ?? 0);
  for (const category of quote.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const member of unit.member) {
        for (const field of ["postcodeBand", "isPostbandCallRequired", "previousnetPremium", "previousCNCFactor", "cncFactor"]) delete member[field];
        const answer = expectedNcdLevel(
          {
            uwType: String(member.uwType),
            ...(typeof member.memberYearsClaimFree === "number" ? { memberYearsClaimFree: member.memberYearsClaimFree } : {}),
            ...(uplift > 0 ? { ncdUplift: uplift } : {}),
          },
          defaultTables,
          String(quote.priceRequiredDate),
        );
        member.ncdLevel = answer.level ?? Math.min(answer.to, Math.max(answer.from, Number(member.ncdLevel)));
      }
    }
  }
  return copy;
}

describe("equivalent new-business price", () => {
  it("equals a separate New Business quote of the same risk, policy and member", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        for (const request of generateBookRequests(4, seed)) {
          const quote = (request as unknown as { individualHealthCarePolicy: { quote: Json } }).individualHealthCarePolicy.quote;
          if (quote.transactionType === "New Business") continue;
          const renewal = safeQuote(request, defaultTables);
          if (!renewal.success) continue;
          const separate = safeQuote(asNewBusinessByHand(request), defaultTables);
          const equivalent = renewal.data.equivalentNewBusiness;
          if (!separate.success) {
            expect(equivalent?.available).toBe(false);
            continue;
          }
          compared += 1;
          expect(equivalent).toMatchObject({ available: true, netPrice: separate.data.netPrice, ipt: separate.data.ipt, grossPrice: separate.data.grossPrice });
          const members = (data: typeof separate.data) => data.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
          expect(members(renewal.data).map((member) => member.equivalentNewBusiness)).toEqual(
            members(separate.data).map((member) => ({ netPrice: member.netPrice, ipt: member.ipt, grossPrice: member.grossPrice })),
          );
        }
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(10);
  });

  it("movement parts sum exactly to this year's net less last year's", () => {
    let movements = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        for (const request of generateBookRequests(4, seed)) {
          const result = safeQuote(request, defaultTables, { movement: true });
          const movement = result.success ? result.data.movement : undefined;
          if (movement === undefined) continue;
          movements += 1;
          const pennies = (amount: number) => Math.round(amount * 100);
          const sum = movement.parts.reduce((total, part) => total + pennies(part.amount), 0);
          expect(sum).toBe(pennies(movement.netPrice) - pennies(movement.previousNetPrice));
          expect(movement.parts.map((part) => part.part)).toEqual(["ageBand", "tariff", "options", "ncd", "wellness", "payment", "capping"]);
        }
      }),
      { numRuns: 40 },
    );
    expect(movements).toBeGreaterThan(5);
  });
});
