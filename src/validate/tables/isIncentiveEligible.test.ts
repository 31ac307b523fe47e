import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INCENTIVE_TYPES, PAYMENT_FREQUENCIES, PAYMENT_TYPES } from "../../model/enums.js";
import { defaultTables } from "../../tables/default/index.js";
import { incentiveEligibility } from "./incentiveEligibility.js";
import { isIncentiveEligible } from "./isIncentiveEligible.js";

describe("isIncentiveEligible", () => {
  const agents = [undefined, "*", " fsa123456 ", ...defaultTables.versions.flatMap((version) => version.incentives.eligibility.map((rule) => rule.agent)), "nobody"];

  it("answers as incentiveEligibility(...).eligible for every type, agent and payment method of the default tables", () => {
    for (const version of defaultTables.versions) {
      for (const type of INCENTIVE_TYPES) {
        for (const fsaNumber of agents) {
          for (const paymentType of PAYMENT_TYPES) {
            for (const paymentFrequency of PAYMENT_FREQUENCIES) {
              const applicant = { fsaNumber, paymentType, paymentFrequency };
              expect(isIncentiveEligible(type, applicant, version)).toBe(incentiveEligibility(type, applicant, version).eligible);
            }
          }
        }
      }
    }
  });

  it("answers as incentiveEligibility on generated eligibility tables", () => {
    const rule = fc.record({
      incentiveType: fc.constantFrom(...INCENTIVE_TYPES),
      agent: fc.constantFrom("*", "A1", " a1 ", "B2"),
      paymentType: fc.option(fc.constantFrom(...PAYMENT_TYPES), { nil: undefined }),
      paymentFrequency: fc.option(fc.constantFrom(...PAYMENT_FREQUENCIES), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.constantFrom(...INCENTIVE_TYPES),
        fc.constantFrom(undefined, "a1", "B2 ", "C3"),
        fc.constantFrom(...PAYMENT_TYPES),
        fc.constantFrom(...PAYMENT_FREQUENCIES),
        (eligibility, type, fsaNumber, paymentType, paymentFrequency) => {
          const tables = { incentives: { eligibility } } as unknown as Parameters<typeof incentiveEligibility>[2];
          const applicant = { fsaNumber, paymentType, paymentFrequency };
          expect(isIncentiveEligible(type, applicant, tables)).toBe(incentiveEligibility(type, applicant, tables).eligible);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
