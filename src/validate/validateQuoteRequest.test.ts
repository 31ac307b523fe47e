import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { buildMember, buildQuote, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

const Q = POINTERS.quote;
const M0 = POINTERS.member(0);

function validData(input: unknown) {
  const result = validateQuoteRequest(input);
  if (!result.success) throw new Error(`expected a valid request, got ${JSON.stringify(result.issues, null, 2)}`);
  return result;
}

describe("validateQuoteRequest: the envelope", () => {
  it.each([[undefined], [null], ["a string"], [42], [[1, 2]], [true]])("reports %j as INVALID_REQUEST", (input) => {
    expect(issuesOf(input)).toEqual([{ code: "INVALID_REQUEST", path: "" }]);
  });

  it("reports a missing individualHealthCarePolicy and quote", () => {
    expect(issuesOf({})).toEqual([{ code: "REQUIRED", path: "/individualHealthCarePolicy" }]);
    expect(issuesOf({ individualHealthCarePolicy: {} })).toEqual([{ code: "REQUIRED", path: Q }]);
    expect(issuesOf({ individualHealthCarePolicy: { quote: [] } })).toEqual([{ code: "INVALID_TYPE", path: Q }]);
  });

  it("accepts the base request", () => {
    expect(validateQuoteRequest(buildRequest())).toMatchObject({ success: true, warnings: [] });
  });
});

describe("validateQuoteRequest: required fields and types", () => {
  it("reports every missing required field", () => {
    const quote = buildQuote({}, [{}]);
    for (const key of ["paymentType", "paymentFrequency", "priceRequiredDate", "productName", "callingSystem"]) delete quote[key];
    expect(issuesOf({ individualHealthCarePolicy: { quote } })).toEqual(
      expect.arrayContaining([
        { code: "REQUIRED", path: `${Q}/productName` },
        { code: "REQUIRED", path: `${Q}/paymentType` },
        { code: "REQUIRED", path: `${Q}/paymentFrequency` },
        { code: "REQUIRED", path: `${Q}/priceRequiredDate` },
        { code: "REQUIRED", path: `${Q}/callingSystem` },
        { code: "REQUIRED", path: `${M0}/relationship` },
        { code: "REQUIRED", path: `${M0}/effectiveDate` },
        { code: "REQUIRED", path: `${M0}/gender` },
        { code: "REQUIRED", path: `${M0}/postcode` },
        { code: "REQUIRED", path: `${M0}/uwType` },
        { code: "REQUIRED", path: `${M0}/ncdLevel` },
        { code: "AGE_REQUIRED", path: M0 },
      ]),
    );
  });

  it("treats a blank required field as missing and a blank optional field as absent", () => {
    expect(issuesOf(buildRequest({ callingSystem: "   " }))).toEqual([{ code: "REQUIRED", path: `${Q}/callingSystem` }]);
    const result = validData(buildRequest({ salesChannel: " ", policyholderPostcode: "", commercialAdjustment: "", taxRequiredDate: "" }));
    // Absent, as in every normalised object: the key holds undefined (one layout whatever was sent).
    expect(result.data.salesChannel).toBeUndefined();
    expect(result.data.policyholderPostcode).toBeUndefined();
    expect(result.data.commercialAdjustment).toBeUndefined();
    expect(result.data.taxRequiredDate).toBe("2026-03-01");
    const notSent = validData(
      JSON.parse(JSON.stringify(buildRequest({ salesChannel: undefined, policyholderPostcode: undefined, commercialAdjustment: undefined, taxRequiredDate: "" }))),
    );
    expect(result.data).toStrictEqual(notSent.data);
  });

  it("reports a value of the wrong JSON type", () => {
    expect(issuesOf(buildRequest({ callingSystem: 7, commercialAdjustment: "5", isRequote: {}, memberCategory: {} }))).toEqual([
      { code: "INVALID_TYPE", path: `${Q}/commercialAdjustment` },
      { code: "INVALID_TYPE", path: `${Q}/memberCategory` },
      { code: "INVALID_TYPE", path: `${Q}/callingSystem` },
      { code: "INVALID_TYPE", path: `${Q}/isRequote` },
    ]);
  });

  it("reports values not allowed", () => {
    expect(issuesOf(buildRequest({ paymentType: "D", paymentFrequency: 2, transactionType: "Cancellation" }))).toEqual([
      { code: "INVALID_VALUE", path: `${Q}/paymentType` },
      { code: "INVALID_VALUE", path: `${Q}/paymentFrequency` },
      { code: "INVALID_VALUE", path: `${Q}/transactionType` },
    ]);
    expect(issuesOf(buildRequest({}, [buildMember({ gender: "X", uwType: "ABC", pncdInd: "maybe" })]))).toEqual([
      { code: "INVALID_VALUE", path: `${M0}/gender` },
      { code: "INVALID_VALUE", path: `${M0}/uwType` },
      { code: "INVALID_VALUE", path: `${M0}/pncdInd` },
    ]);
  });

  it("reports a non-integer where an int32 is expected", () => {
    expect(issuesOf(buildRequest({ paymentFrequency: 12.5, groupSize: 1.2 }))).toEqual([
      { code: "NOT_AN_INTEGER", path: `${Q}/paymentFrequency` },
      { code: "NOT_AN_INTEGER", path: `${Q}/groupSize` },
    ]);
  });

  it("reports numbers outside the int32 range, infinities and NaN", () => {
    expect(issuesOf(buildRequest({ noOfPeople: 2 ** 31, groupSize: -Infinity, commercialAdjustment: Infinity, experienceAdjustment: Number.NaN }))).toEqual([
      { code: "NUMBER_OUT_OF_RANGE", path: `${Q}/commercialAdjustment` },
      { code: "INVALID_TYPE", path: `${Q}/experienceAdjustment` },
      { code: "NUMBER_OUT_OF_RANGE", path: `${Q}/groupSize` },
      { code: "NUMBER_OUT_OF_RANGE", path: `${Q}/noOfPeople` },
    ]);
    expect(issuesOf(JSON.parse('{"individualHealthCarePolicy":{"quote":{"paymentFrequency":1e309}}}'))).toContainEqual({
      code: "NUMBER_OUT_OF_RANGE",
      path: `${Q}/paymentFrequency`,
    });
  });

  it("reads -0 as 0", () => {
    expect(validData(buildRequest({ commercialAdjustment: -0 })).data.commercialAdjustment).toBe(0);
    expect(Object.is(validData(buildRequest({ commercialAdjustment: -0 })).data.commercialAdjustment, -0)).toBe(false);
  });

  it("reports empty category, family unit and member lists", () => {
    expect(issuesOf(buildRequest({ memberCategory: [] }))).toEqual([{ code: "EMPTY_LIST", path: `${Q}/memberCategory` }]);
    expect(issuesOf(buildRequest({ memberCategory: [{ familyUnit: [] }] }))).toEqual([{ code: "EMPTY_LIST", path: `${POINTERS.category}/familyUnit` }]);
    expect(issuesOf(buildRequest({}, []))).toEqual([{ code: "EMPTY_LIST", path: `${POINTERS.familyUnit}/member` }]);
  });

  it("reports a list longer than the request limits without reading its items", () => {
    const members = Array.from({ length: 100_000 }, () => "junk");
    expect(issuesOf(buildRequest({}, members))).toEqual([{ code: "TOO_MANY_ITEMS", path: `${Q}/memberCategory` }]);
    expect(issuesOf(buildRequest({ incentive: Array.from({ length: 100_000 }, () => ({})) }))).toEqual([{ code: "TOO_MANY_ITEMS", path: `${Q}/incentive` }]);
  });
});

describe("validateQuoteRequest: normalisation", () => {
  it("matches enums case-insensitively and returns the canonical spelling", () => {
    const member = buildMember({ relationship: " SELF ", gender: "f", uwType: "nmori", pncdInd: "y" });
    const result = validData(buildRequest({ transactionType: "renewal", paymentType: "b", productName: "hrsol" }, [member]));
    expect(result.data).toMatchObject({ transactionType: "Renewal", paymentType: "B", productName: "HrSol" });
    expect(result.data.memberCategory[0]?.familyUnit[0]?.member[0]).toMatchObject({ relationship: "self", gender: "F", uwType: "NMORI", protectedNcd: true });
  });

  it.each([[undefined], [""], ["  "], [null]])("reads transactionType %j as New Business", (transactionType) => {
    expect(validData(buildRequest({ transactionType })).data.transactionType).toBe("New Business");
  });

  it("accepts New Business and MTC however they are written", () => {
    expect(validData(buildRequest({ transactionType: "new business" })).data.transactionType).toBe("New Business");
    expect(validData(buildRequest({ transactionType: "mtc" })).data.transactionType).toBe("MTC");
  });

  it("defaults taxRequiredDate to priceRequiredDate and keeps one that is sent", () => {
    expect(validData(buildRequest()).data.taxRequiredDate).toBe("2026-03-01");
    expect(validData(buildRequest({ taxRequiredDate: "2026-04-01" })).data.taxRequiredDate).toBe("2026-04-01");
  });

  it("reports dates that do not exist or are not YYYY-MM-DD", () => {
    expect(issuesOf(buildRequest({ priceRequiredDate: "2025-02-30", taxRequiredDate: "2026-3-1", originalEffectiveDate: 20260301 }))).toEqual([
      { code: "INVALID_DATE", path: `${Q}/priceRequiredDate` },
      { code: "INVALID_TYPE", path: `${Q}/originalEffectiveDate` },
      { code: "INVALID_DATE", path: `${Q}/taxRequiredDate` },
    ]);
  });

  it("normalises postcodes and reports ones that are not UK postcodes", () => {
    const result = validData(buildRequest({ policyholderPostcode: "je23ab" }, [buildMember({ postcode: "gy1 1aa" })]));
    expect(result.data.policyholderPostcode).toBe("JE2 3AB");
    expect(result.data.memberCategory[0]?.familyUnit[0]?.member[0]?.postcode).toBe("GY1 1AA");
    expect(issuesOf(buildRequest({ policyholderPostcode: "75001" }, [buildMember({ postcode: "SW1A" })]))).toEqual([
      { code: "INVALID_POSTCODE", path: `${Q}/policyholderPostcode` },
      { code: "INVALID_POSTCODE", path: `${M0}/postcode` },
    ]);
  });

  it("compares productName ignoring case only: hr-sol and Hr Sol are not the product", () => {
    for (const productName of ["hr-sol", "Hr Sol", "HR_SOL"]) {
      expect(issuesOf(buildRequest({ productName }))).toEqual([{ code: "UNSUPPORTED_PRODUCT", path: `${Q}/productName` }]);
    }
    expect(validateQuoteRequest(buildRequest({ productName: "HRSOL" })).success).toBe(true);
  });

  it("requires productName HrSol", () => {
    expect(issuesOf(buildRequest({ productName: "HrCorp" }))).toEqual([{ code: "UNSUPPORTED_PRODUCT", path: `${Q}/productName` }]);
  });

  it("accepts ncdLevel as an integer or a string of digits, and nothing else", () => {
    expect(validData(buildRequest({}, [buildMember({ ncdLevel: "11" })])).data.memberCategory[0]?.familyUnit[0]?.member[0]?.ncdLevel).toBe(11);
    for (const ncdLevel of ["twelve", 12.5, -1, {}, true, "1 2"]) {
      expect(issuesOf(buildRequest({}, [buildMember({ ncdLevel })]))).toEqual([{ code: "INVALID_NCD_LEVEL", path: `${M0}/ncdLevel` }]);
    }
  });

  it.each([
    ["1", true],
    [1, true],
    ["Y", true],
    [true, true],
    ["0", false],
    [0, false],
    ["n", false],
    [false, false],
    [undefined, true],
  ])("reads isMemberNeeded %j as %j", (isMemberNeeded, expected) => {
    // A second member is needed: a policy with no member needed is refused (NO_MEMBER_NEEDED).
    const members = [buildMember({ isMemberNeeded }), buildMember({ relationship: "partner", number: "2" })];
    expect(validData(buildRequest({}, members)).data.memberCategory[0]?.familyUnit[0]?.member[0]?.isMemberNeeded).toBe(expected);
  });

  it("reports isMemberNeeded, isPostbandCallRequired and isRequote values that are not flags", () => {
    expect(issuesOf(buildRequest({ isRequote: "perhaps" }, [buildMember({ isMemberNeeded: 2, isPostbandCallRequired: "X" })]))).toEqual([
      { code: "INVALID_VALUE", path: `${M0}/isMemberNeeded` },
      { code: "INVALID_VALUE", path: `${M0}/isPostbandCallRequired` },
      { code: "INVALID_VALUE", path: `${Q}/isRequote` },
    ]);
  });

  it("reads isRequote as a boolean or the strings true/false, default false", () => {
    expect(validData(buildRequest()).data.isRequote).toBe(false);
    expect(validData(buildRequest({ isRequote: true })).data.isRequote).toBe(true);
    expect(validData(buildRequest({ isRequote: "TRUE" })).data.isRequote).toBe(true);
    expect(validData(buildRequest({ isRequote: "false" })).data.isRequote).toBe(false);
  });

  it("reads isPostbandCallRequired Y/N and an option's value Yes/No case-insensitively", () => {
    const member = buildMember({ isPostbandCallRequired: "y" });
    const result = validData(buildRequest({ transactionType: "MTC" }, [member]));
    expect(result.data.memberCategory[0]?.familyUnit[0]?.member[0]?.isPostbandCallRequired).toBe(true);
    expect(result.data.memberCategory[0]?.option.map((option) => option.taken)).toEqual([true, false]);
  });

  it("gives every element its JSON pointer", () => {
    const result = validData(buildRequest({ incentive: [{ incentiveType: "gift", incentiveParameter: 1 }] }));
    const category = result.data.memberCategory[0];
    expect(category?.pointer).toBe(POINTERS.category);
    expect(category?.option[1]?.pointer).toBe(POINTERS.option(1));
    expect(category?.familyUnit[0]?.pointer).toBe(POINTERS.familyUnit);
    expect(category?.familyUnit[0]?.member[0]?.pointer).toBe(M0);
    expect(result.data.incentive[0]).toEqual({ pointer: `${Q}/incentive/0`, incentiveType: "gift", incentiveParameter: "1" });
  });
});

describe("validateQuoteRequest: fields that are not inputs", () => {
  it("ignores output fields with a warning each", () => {
    const member = buildMember({ grossPrice: 100, netPrice: 90, ipt: 10, memberTaxDetail: [{ netPrice: 90, taxAmount: 10, taxRate: 12 }] });
    const result = validData(buildRequest({ grossPrice: 100, netPrice: 90 }, [member]));
    expect(result.warnings.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "OUTPUT_FIELD_IGNORED", path: `${Q}/grossPrice` },
      { code: "OUTPUT_FIELD_IGNORED", path: `${Q}/netPrice` },
      { code: "OUTPUT_FIELD_IGNORED", path: `${M0}/grossPrice` },
      { code: "OUTPUT_FIELD_IGNORED", path: `${M0}/netPrice` },
      { code: "OUTPUT_FIELD_IGNORED", path: `${M0}/ipt` },
      { code: "OUTPUT_FIELD_IGNORED", path: `${M0}/memberTaxDetail` },
    ]);
    expect(result.data).not.toHaveProperty("grossPrice");
    expect(result.data.memberCategory[0]?.familyUnit[0]?.member[0]).not.toHaveProperty("ipt");
  });

  it("accepts fields marked not in use, whatever they hold, and ignores them", () => {
    const result = validData(buildRequest({ productId: "x", productVersion: 1.5, maxAllowableDiscount: {} }));
    expect(result.warnings).toEqual([]);
    expect(result.data).not.toHaveProperty("productId");
  });

  it("ignores unknown fields and never echoes them", () => {
    const request = buildRequest({ futureField: 1, __proto__: { polluted: true }, constructor: "x" });
    const result = validData(request);
    expect(JSON.stringify(result.data)).not.toContain("futureField");
    expect(JSON.stringify(result.data)).not.toContain("polluted");
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});

describe("validateQuoteRequest: every problem at once", () => {
  it("reports a request breaking five rules with five issues", () => {
    const members = [buildMember({ dateOfBirth: "2025-02-30" }), buildMember({ relationship: "self", postcode: "NOWHERE" })];
    const result = validateQuoteRequest(buildRequest({ productName: "Other", noOfPeople: 5 }, members));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: "UNSUPPORTED_PRODUCT", path: `${Q}/productName` },
      { code: "INVALID_DATE", path: `${M0}/dateOfBirth` },
      { code: "INVALID_POSTCODE", path: `${POINTERS.member(1)}/postcode` },
      { code: "PRIMARY_MEMBER", path: `${POINTERS.member(1)}/relationship` },
      { code: "COUNT_MISMATCH", path: `${Q}/noOfPeople` },
    ]);
  });

  it("writes messages that say what was received and what is allowed", () => {
    const result = validateQuoteRequest(buildRequest({ paymentFrequency: 2 }, [buildMember({ dateOfBirth: "2025-02-30" })]));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.message)).toEqual([
      "paymentFrequency must be one of 1, 12, 4; received 2.",
      'dateOfBirth must be a real calendar date in the form YYYY-MM-DD; received "2025-02-30".',
    ]);
  });

  it("does not modify its input", () => {
    const request = buildRequest({ transactionType: "mtc", policyholderPostcode: "sw1a1aa" }, [buildMember({ gender: "f" })]);
    const copy = structuredClone(request);
    validateQuoteRequest(request);
    expect(request).toEqual(copy);
  });

  it("turns a throwing getter into an issue instead of throwing", () => {
    const hostile = {
      get individualHealthCarePolicy(): unknown {
        throw new Error("boom");
      },
    };
    expect(issuesOf(hostile)).toEqual([{ code: "INVALID_REQUEST", path: "" }]);
  });
});

describe("validateQuoteRequest: member effective dates with every other problem", () => {
  it("reports an effective date too far ahead and one before the policy start together with a structural problem", () => {
    const members = [buildMember({ effectiveDate: "2026-06-29" }), buildMember({ number: "2", relationship: "partner", gender: "X", effectiveDate: "2020-01-01" })];
    const result = validateQuoteRequest(buildRequest({ originalEffectiveDate: "2024-03-01" }, members), { tables: defaultTables });
    expect(result.success ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      `INVALID_VALUE ${POINTERS.member(1)}/gender`,
      `EFFECTIVE_DATE_TOO_FAR_AHEAD ${M0}/effectiveDate`,
      `EFFECTIVE_DATE_BEFORE_POLICY_START ${POINTERS.member(1)}/effectiveDate`,
    ]);
  });
});
