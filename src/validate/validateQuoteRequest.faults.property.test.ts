import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lenientlySpelt } from "../../packages/bench/lib/lenientlySpelt.js";
import type { IssueCode } from "../model/issue.js";
import { defaultTables } from "../plans/defaultTables.js";
import { buildMember, buildQuote, POINTERS } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

const Q = POINTERS.quote;
const M = POINTERS.member;
const O = POINTERS.option;
const I = (index: number) => `${Q}/incentive/${index}`;

type Quote = Record<string, any>;

/**
 * One fault: what it does to a sound request, the problem it must raise (code and path), the
 * fields it breaks (a problem the reader reports, so that other checks may not read them) and
 * the fields its own check reads. Locations are `policy.x`, `member1.x`, `option0`,
 * `incentive0`, `incentives` (every incentive's type and parameter), `structure` (the lists).
 */
interface Fault {
  readonly name: string;
  readonly code: IssueCode;
  readonly path: string;
  readonly breaks: readonly string[];
  readonly reads: readonly string[];
  readonly apply: (quote: Quote) => void;
}

const member = (quote: Quote, index: number) => quote["memberCategory"][0].familyUnit[0].member[index];
const option = (quote: Quote, index: number) => quote["memberCategory"][0].option[index];

const FAULTS: readonly Fault[] = [
  {
    name: "paymentFrequency 2",
    code: "INVALID_VALUE",
    path: `${Q}/paymentFrequency`,
    breaks: ["policy.paymentFrequency"],
    reads: [],
    apply: (q) => void (q["paymentFrequency"] = 2),
  },
  { name: "paymentType Z", code: "INVALID_VALUE", path: `${Q}/paymentType`, breaks: ["policy.paymentType"], reads: [], apply: (q) => void (q["paymentType"] = "Z") },
  {
    name: "callingSystem blank",
    code: "REQUIRED",
    path: `${Q}/callingSystem`,
    breaks: ["policy.callingSystem"],
    reads: [],
    apply: (q) => void (q["callingSystem"] = " "),
  },
  {
    name: "competitorPrice -1",
    code: "NUMBER_OUT_OF_RANGE",
    path: `${Q}/competitorPrice`,
    breaks: ["policy.competitorPrice"],
    reads: [],
    apply: (q) => void (q["competitorPrice"] = -1),
  },
  {
    name: "commercialAdjustment 500",
    code: "ADJUSTMENT_OUT_OF_RANGE",
    path: `${Q}/commercialAdjustment`,
    breaks: [],
    reads: ["policy.commercialAdjustment"],
    apply: (q) => void (q["commercialAdjustment"] = 500),
  },
  { name: "groupSize 5", code: "COUNT_MISMATCH", path: `${Q}/groupSize`, breaks: [], reads: ["structure", "policy.groupSize"], apply: (q) => void (q["groupSize"] = 5) },
  {
    name: "member 0 without age or birth date",
    code: "AGE_REQUIRED",
    path: M(0),
    breaks: ["member0.age"],
    reads: [],
    apply: (q) => {
      delete member(q, 0).dateOfBirth;
      delete member(q, 0).age;
    },
  },
  { name: "member 0 gender X", code: "INVALID_VALUE", path: `${M(0)}/gender`, breaks: ["member0.gender"], reads: [], apply: (q) => void (member(q, 0).gender = "X") },
  { name: "member 0 uwType XYZ", code: "INVALID_VALUE", path: `${M(0)}/uwType`, breaks: ["member0.uwType"], reads: [], apply: (q) => void (member(q, 0).uwType = "XYZ") },
  {
    name: "member 1 NCD level 9 for 2 years claim free",
    code: "NCD_LEVEL_MISMATCH",
    path: `${M(1)}/ncdLevel`,
    breaks: [],
    reads: [
      "member1.ncdLevel",
      "member1.uwType",
      "member1.memberYearsClaimFree",
      "member1.isMemberNeeded",
      "policy.transactionType",
      "policy.priceRequiredDate",
      "incentives",
    ],
    apply: (q) => void (member(q, 1).ncdLevel = 9),
  },
  {
    name: "member 1 wellness 99 %",
    code: "ADJUSTMENT_OUT_OF_RANGE",
    path: `${M(1)}/wellnessDiscount`,
    breaks: [],
    reads: ["member1.wellnessDiscount", "member1.isMemberNeeded", "policy.priceRequiredDate"],
    apply: (q) => void (member(q, 1).wellnessDiscount = 99),
  },
  {
    name: "member 2 postcode XX1",
    code: "INVALID_POSTCODE",
    path: `${M(2)}/postcode`,
    breaks: ["member2.postcode"],
    reads: [],
    apply: (q) => void (member(q, 2).postcode = "XX1"),
  },
  {
    name: "member 2 effective 30 February",
    code: "INVALID_DATE",
    path: `${M(2)}/effectiveDate`,
    breaks: ["member2.effectiveDate"],
    reads: [],
    apply: (q) => void (member(q, 2).effectiveDate = "2025-02-30"),
  },
  {
    name: "member 1 joins 120 days after the price date",
    code: "EFFECTIVE_DATE_TOO_FAR_AHEAD",
    path: `${M(1)}/effectiveDate`,
    breaks: [],
    reads: ["member1.effectiveDate", "member1.isMemberNeeded", "policy.priceRequiredDate"],
    apply: (q) => void (member(q, 1).effectiveDate = "2026-06-29"),
  },
  {
    name: "member 2 born 1900",
    code: "AGE_OUT_OF_RANGE",
    path: `${M(2)}/dateOfBirth`,
    breaks: [],
    reads: ["member2.age", "member2.dateOfBirth", "member2.gender", "member2.isMemberNeeded", "policy.transactionType", "policy.priceRequiredDate"],
    apply: (q) => void (member(q, 2).dateOfBirth = "1900-01-01"),
  },
  {
    name: "member 2 NCD level twelve",
    code: "INVALID_NCD_LEVEL",
    path: `${M(2)}/ncdLevel`,
    breaks: ["member2.ncdLevel"],
    reads: [],
    apply: (q) => void (member(q, 2).ncdLevel = "twelve"),
  },
  {
    name: "Excess at an unknown level",
    code: "UNKNOWN_OPTION_LEVEL",
    path: `${O(0)}/optionTypeName`,
    breaks: [],
    reads: ["option0", "policy.priceRequiredDate"],
    apply: (q) => void (option(q, 0).optionTypeName = "250"),
  },
  { name: "Psychiatric value Maybe", code: "INVALID_VALUE", path: `${O(2)}/value`, breaks: ["option2"], reads: [], apply: (q) => void (option(q, 2).value = "Maybe") },
  {
    name: "psDiscount 99 %",
    code: "INVALID_INCENTIVE_PARAMETER",
    path: `${I(0)}/incentiveParameter`,
    breaks: [],
    reads: ["incentive0", "policy.isRequote", "policy.priceRequiredDate"],
    apply: (q) => void (q["incentive"][0].incentiveParameter = "99"),
  },
  {
    name: "freeOption naming no option",
    code: "INVALID_INCENTIVE_PARAMETER",
    path: `${I(1)}/incentiveParameter`,
    breaks: [],
    reads: ["incentive1", "policy.isRequote", "policy.priceRequiredDate"],
    apply: (q) => void (q["incentive"][1].incentiveParameter = "Massage"),
  },
];

/** A sound policy of three members (self, a switching partner 2 years claim free, a child), three options and two incentives. */
function soundQuote(): Quote {
  const members = [
    buildMember({ wellnessDiscount: 5 }),
    buildMember({ number: "2", relationship: "partner", gender: "M", dateOfBirth: "1983-01-20", uwType: "CME", memberYearsClaimFree: 2, ncdLevel: 10 }),
    buildMember({ number: "3", relationship: "child", dateOfBirth: "2015-05-05" }),
  ];
  const quote = buildQuote({ fsaNumber: "FSA123456", commercialAdjustment: -5, groupSize: 1, noOfPeople: 3, competitorPrice: 900 }, members);
  (quote["memberCategory"] as Quote[])[0]!["option"] = [
    { id: 352, name: "Excess", value: "Yes", optionTypeName: "500" },
    { id: 365, name: "DentalandOptical", value: "Yes" },
    { id: 369, name: "Psychiatric", value: "No" },
  ];
  quote["incentive"] = [
    { incentiveType: "psDiscount", incentiveParameter: "5" },
    { incentiveType: "freeOption", incentiveParameter: "DentalandOptical" },
  ];
  return quote;
}

/** Two faults are independent when neither breaks a field the other breaks or reads. */
function independent(a: Fault, b: Fault): boolean {
  const touches = (broken: string, field: string) => field === broken || field.startsWith(`${broken}.`) || broken.startsWith(`${field}.`);
  const clash = (x: Fault, y: Fault) => x.breaks.some((broken) => [...y.breaks, ...y.reads].some((field) => touches(broken, field)));
  return !clash(a, b) && !clash(b, a);
}

/** Up to `k` faults of the shuffled list, each independent of those already kept. */
function pickIndependent(shuffled: readonly Fault[], k: number): Fault[] {
  const kept: Fault[] = [];
  for (const fault of shuffled) {
    if (kept.length === k) break;
    if (kept.every((other) => independent(fault, other))) kept.push(fault);
  }
  return kept;
}

describe("every problem at once: k independent faults in a sound request", () => {
  it("the sound request, however leniently spelt, is sound", () => {
    fc.assert(
      fc.property(fc.nat(1000), (seed) => {
        const result = validateQuoteRequest(lenientlySpelt({ individualHealthCarePolicy: { quote: soundQuote() } }, seed), { tables: defaultTables });
        expect(result.success, JSON.stringify(result)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("each fault alone raises its problem", () => {
    for (const fault of FAULTS) {
      const quote = soundQuote();
      fault.apply(quote);
      const result = validateQuoteRequest({ individualHealthCarePolicy: { quote } }, { tables: defaultTables });
      const found = result.success ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`);
      expect(found, fault.name).toContain(`${fault.code} ${fault.path}`);
    }
  });

  it("k faults (1 to 5) raise all k problems, whatever else is broken (10,000 cases)", () => {
    let withFive = 0;
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...FAULTS], { minLength: FAULTS.length, maxLength: FAULTS.length }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat(1000),
        (shuffled, k, seed) => {
          const faults = pickIndependent(shuffled, k);
          if (faults.length === 5) withFive += 1;
          const request = lenientlySpelt({ individualHealthCarePolicy: { quote: soundQuote() } }, seed);
          for (const fault of faults) fault.apply(request.individualHealthCarePolicy.quote);
          const result = validateQuoteRequest(request, { tables: defaultTables });
          const found = result.success ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`);
          for (const fault of faults) expect(found, `${fault.name} among ${faults.map((each) => each.name).join(", ")}`).toContain(`${fault.code} ${fault.path}`);
        },
      ),
      { numRuns: 10_000 },
    );
    // The faults are independent enough that five at once are common, not a corner.
    expect(withFive).toBeGreaterThan(1_000);
  }, 120_000);
});
