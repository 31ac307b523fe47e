import { ProblemCollector } from "../collector.js";
import { describe, expect, it } from "vitest";
import { defaultTables } from "../../plans/defaultTables.js";
import { buildMember, buildQuote, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "../validateQuoteRequest.js";
import { checkSoundPartsAgainstTables } from "./checkSoundParts.js";

const Q = POINTERS.quote;
const M0 = POINTERS.member(0);

/** The problems of a request on the default tables, as "code path" strings. */
function problemsOf(request: unknown): string[] {
  const result = validateQuoteRequest(request, { tables: defaultTables });
  return result.success ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

function withOptions(options: unknown[], members: unknown[] = [buildMember()]): Record<string, unknown> {
  const quote = buildQuote({}, members);
  const [category] = quote["memberCategory"] as Record<string, unknown>[];
  return { individualHealthCarePolicy: { quote: { ...quote, memberCategory: [{ ...category, option: options }] } } };
}

describe("every problem at once: the table checks run on the sound parts", () => {
  it("reports a bad paymentFrequency and a wrong NCD level together", () => {
    expect(problemsOf(buildRequest({ paymentFrequency: 2 }, [buildMember({ ncdLevel: 10 })]))).toEqual([
      `INVALID_VALUE ${Q}/paymentFrequency`,
      `NCD_LEVEL_MISMATCH ${M0}/ncdLevel`,
    ]);
  });

  it("reports an unknown option and a missing postcode together", () => {
    const request = withOptions([{ id: 999, name: "Massage", value: "Yes" }], [buildMember({ postcode: "" })]);
    expect(problemsOf(request)).toEqual([`REQUIRED ${M0}/postcode`, `UNKNOWN_OPTION ${POINTERS.option(0)}`]);
  });

  it("checks a member's age when another field of the same member is broken", () => {
    const request = buildRequest({}, [buildMember({ dateOfBirth: undefined, age: 90, gender: "F", memberTenure: "long" })]);
    expect(problemsOf(request)).toEqual([`INVALID_TYPE ${M0}/memberTenure`, `AGE_OUT_OF_RANGE ${M0}/age`]);
  });

  it("skips only the checks whose own inputs are broken", () => {
    // transactionType unreadable: whether New Business rules (entry age, expected NCD) apply is unknown.
    const request = buildRequest({ transactionType: "Sale" }, [buildMember({ dateOfBirth: undefined, age: 90, ncdLevel: 10, wellnessDiscount: 50 })]);
    expect(problemsOf(request)).toEqual([`INVALID_VALUE ${Q}/transactionType`, `ADJUSTMENT_OUT_OF_RANGE ${M0}/wellnessDiscount`]);
  });

  it("leaves a broken member out of a member check, and checks the others", () => {
    const partner = buildMember({ number: "2", relationship: "partner", dateOfBirth: undefined, age: 85 });
    const request = buildRequest({}, [buildMember({ gender: "X", dateOfBirth: undefined, age: 85 }), partner]);
    expect(problemsOf(request)).toEqual([`INVALID_VALUE ${M0}/gender`, `AGE_OUT_OF_RANGE ${POINTERS.member(1)}/age`]);
  });

  it("does not check the expected NCD level while an incentive is unreadable (it could be an NCD Uplift)", () => {
    const request = buildRequest({ incentive: [{ incentiveType: "NCD Upliftt", incentiveParameter: "2" }] }, [buildMember({ ncdLevel: 10 })]);
    expect(problemsOf(request)).toEqual([`UNKNOWN_INCENTIVE ${Q}/incentive/0/incentiveType`]);
  });

  it("still reports an NCD level out of the table while an incentive is unreadable: that check reads the level alone", () => {
    const request = buildRequest({ incentive: [{ incentiveType: "NCD Upliftt", incentiveParameter: "2" }] }, [buildMember({ ncdLevel: 14 })]);
    expect(problemsOf(request)).toEqual([`UNKNOWN_INCENTIVE ${Q}/incentive/0/incentiveType`, `INVALID_NCD_LEVEL ${M0}/ncdLevel`]);
  });

  it("checks nothing against the tables when priceRequiredDate, which chooses them, is broken", () => {
    expect(problemsOf(buildRequest({ priceRequiredDate: "2026-02-30" }, [buildMember({ ncdLevel: 10 })]))).toEqual([`INVALID_DATE ${Q}/priceRequiredDate`]);
  });

  it("refuses an option sent once by id and once by name, rather than pricing it twice", () => {
    const request = withOptions([
      { id: 369, value: "Yes" },
      { name: "Psychiatric", value: "Yes" },
    ]);
    expect(problemsOf(request)).toEqual([`DUPLICATE_OPTION ${POINTERS.option(1)}`]);
  });

  it("takes the structural problems as given, and adds only the tables' findings", () => {
    const draft = { priceRequiredDate: "2026-03-01", taxRequiredDate: "2026-03-01", transactionType: "New Business" as const, memberCategory: [], incentive: [] };
    const problems = new ProblemCollector();
    problems.issue(`${Q}/paymentFrequency`, "INVALID_VALUE", "m");
    problems.markBroken(draft, "paymentFrequency");
    expect(checkSoundPartsAgainstTables(draft, problems, defaultTables)).toEqual([]);
  });
});
