import { describe, expect, it } from "vitest";
import { FamilyUnitSchema, IncentiveSchema, MemberCategorySchema, MemberSchema, OptionSchema, QuoteRequestPolicySchema } from "../model/request.js";
import { buildMember, buildQuote, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

/** Fields the interface marks "not in use": accepted whatever they hold. */
const NOT_IN_USE = new Set(["productId", "productVersion", "maxAllowableDiscount"]);
/** Outputs of the service: ignored with a warning. */
const OUTPUTS = new Set(["grossPrice", "netPrice", "ipt", "memberTaxDetail"]);

/** What the validator says about `path` when the field holds a value of no field's type. */
function findingsAt(request: unknown, path: string): string[] {
  const result = validateQuoteRequest(request);
  const problems = result.success ? result.warnings : result.issues;
  return problems.filter((problem) => problem.path === path).map((problem) => problem.code);
}

const JUNK = { not: "a field value" };

/**
 * The zod model (types, OpenAPI) declares the fields and the validator's readers read them;
 * these tests keep the two on the same fields both ways: every field of the model is read by
 * the validator, which reports a value of the wrong type there, and the validator reads no
 * field the model does not declare. What each field accepts is held together by
 * wireSchemaEquivalence.property.test.ts.
 */
describe("the validator reads every field of the wire schema", () => {
  it.each(Object.keys(QuoteRequestPolicySchema.shape))("policy field %s", (field) => {
    const findings = findingsAt(buildRequest({ [field]: JUNK }), `${POINTERS.quote}/${field}`);
    if (NOT_IN_USE.has(field)) expect(findings).toEqual([]);
    else if (OUTPUTS.has(field)) expect(findings).toEqual(["OUTPUT_FIELD_IGNORED"]);
    else expect(findings).toEqual(["INVALID_TYPE"]);
  });

  it.each(Object.keys(MemberSchema.shape))("member field %s", (field) => {
    const findings = findingsAt(buildRequest({}, [buildMember({ [field]: JUNK })]), `${POINTERS.member(0)}/${field}`);
    if (OUTPUTS.has(field)) expect(findings).toEqual(["OUTPUT_FIELD_IGNORED"]);
    else if (field === "ncdLevel") expect(findings).toEqual(["INVALID_NCD_LEVEL"]);
    else expect(findings).toEqual(["INVALID_TYPE"]);
  });

  it.each(Object.keys(MemberCategorySchema.shape))("category field %s", (field) => {
    const quote = buildQuote();
    const [category] = quote["memberCategory"] as Record<string, unknown>[];
    const request = { individualHealthCarePolicy: { quote: { ...quote, memberCategory: [{ ...category, [field]: JUNK }] } } };
    expect(findingsAt(request, `${POINTERS.category}/${field}`)).toEqual(["INVALID_TYPE"]);
  });

  it.each(Object.keys(OptionSchema.shape))("option field %s", (field) => {
    const quote = buildQuote();
    const [category] = quote["memberCategory"] as Record<string, unknown>[];
    const option = { id: 369, name: "Psychiatric", value: "Yes", [field]: JUNK };
    const request = { individualHealthCarePolicy: { quote: { ...quote, memberCategory: [{ ...category, option: [option] }] } } };
    expect(findingsAt(request, `${POINTERS.option(0)}/${field}`)).toEqual(["INVALID_TYPE"]);
  });

  it.each(Object.keys(FamilyUnitSchema.shape))("family unit field %s", (field) => {
    const quote = buildQuote();
    const [category] = quote["memberCategory"] as Record<string, unknown>[];
    const unit = { member: [buildMember()], [field]: JUNK };
    const request = { individualHealthCarePolicy: { quote: { ...quote, memberCategory: [{ ...category, familyUnit: [unit] }] } } };
    expect(findingsAt(request, `${POINTERS.familyUnit}/${field}`)).toEqual(["INVALID_TYPE"]);
  });

  it.each(Object.keys(IncentiveSchema.shape))("incentive field %s", (field) => {
    const incentive = { incentiveType: "gift", incentiveParameter: "1", [field]: JUNK };
    expect(findingsAt(buildRequest({ incentive: [incentive] }), `${POINTERS.quote}/incentive/0/${field}`)).toEqual(["INVALID_TYPE"]);
  });
});

/** Wraps `target` so that every own key the validator asks for is recorded under `level`. */
function recording<T extends object>(target: T, level: string, asked: Map<string, Set<string>>): T {
  const names = asked.get(level) ?? new Set<string>();
  asked.set(level, names);
  return new Proxy(target, {
    getOwnPropertyDescriptor(object, key) {
      if (typeof key === "string") names.add(key);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    get(object, key, receiver) {
      if (typeof key === "string" && !Array.isArray(object)) names.add(key);
      return Reflect.get(object, key, receiver);
    },
  });
}

describe("the wire schema declares every field the validator reads", () => {
  it("asks a request for no field that the zod model does not declare", () => {
    const asked = new Map<string, Set<string>>();
    const quote = buildQuote({ incentive: [{ incentiveType: "gift", incentiveParameter: "1" }] });
    const [category] = quote["memberCategory"] as Record<string, any>[];
    const wrapped = {
      ...quote,
      incentive: [recording({ incentiveType: "gift", incentiveParameter: "1" }, "incentive", asked)],
      memberCategory: [
        recording(
          {
            ...category,
            option: (category!["option"] as object[]).map((option) => recording({ ...option }, "option", asked)),
            familyUnit: [recording({ familyStatus: "single", number: "1", member: [recording(buildMember(), "member", asked)] }, "familyUnit", asked)],
          },
          "category",
          asked,
        ),
      ],
    };
    const result = validateQuoteRequest({ individualHealthCarePolicy: { quote: recording(wrapped, "policy", asked) } });
    expect(result.success).toBe(true);
    const declared: Record<string, readonly string[]> = {
      policy: Object.keys(QuoteRequestPolicySchema.shape),
      category: Object.keys(MemberCategorySchema.shape),
      option: Object.keys(OptionSchema.shape),
      familyUnit: Object.keys(FamilyUnitSchema.shape),
      member: Object.keys(MemberSchema.shape),
      incentive: Object.keys(IncentiveSchema.shape),
    };
    for (const [level, names] of asked) {
      expect(
        [...names].filter((name) => !declared[level]?.includes(name)),
        level,
      ).toEqual([]);
    }
    expect([...asked.keys()].sort()).toEqual(Object.keys(declared).sort());
    // The recording works: the fields read are there.
    expect(asked.get("member")).toContain("ncdLevel");
    expect(asked.get("policy")).toContain("callingSystem");
  });
});
