import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNDERWRITING_TYPES } from "../model/enums.js";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultTables } from "../plans/defaultTables.js";
import { buildMember, buildRequest } from "@pmi-rating/test-support";
import { safeExpectedNcdLevel } from "./safeExpectedNcdLevel.js";

const ncdCodes = (request: unknown) => {
  const result = safeQuote(request, defaultTables);
  return result.success ? [] : result.issues.map((issue) => issue.code);
};

describe("expectedNcdLevel agrees with the quote (property)", () => {
  it("a New Business quote accepts exactly the levels answered, with and without uplift", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNDERWRITING_TYPES),
        fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 12 }),
        (uwType, years, uplift, level) => {
          const answer = safeExpectedNcdLevel(
            { uwType, ncdUplift: uplift, ...(years === undefined ? {} : { memberYearsClaimFree: years }) },
            defaultTables,
            "2026-03-01",
          );
          if (!answer.success) throw new Error(JSON.stringify(answer.issues));
          const member = buildMember({ uwType, ncdLevel: level, ...(years === undefined ? {} : { memberYearsClaimFree: years }) });
          // An NCD Uplift needs an agent the tables allow it for.
          const request = buildRequest(uplift === 0 ? {} : { fsaNumber: "FSA123456", incentive: [{ incentiveType: "NCD Uplift", incentiveParameter: String(uplift) }] }, [
            member,
          ]);
          const accepted = level >= answer.data.from && level <= answer.data.to;
          expect(ncdCodes(request)).toEqual(accepted ? [] : ["NCD_LEVEL_MISMATCH"]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
