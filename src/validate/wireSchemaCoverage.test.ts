import { describe, expect, it } from "vitest";
import { FamilyUnitSchema, IncentiveSchema, MemberCategorySchema, MemberSchema, OptionSchema, QuoteRequestPolicySchema } from "../model/request.js";
import { buildMember, buildQuote, buildRequest, POINTERS } from "./testing/buildValidRequest.js";
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
 * The wire schema (documentation, OpenAPI) and the validator are written separately; these
 * tests keep them describing the same fields: every field of the schema is read by the
 * validator, which reports a value of the wrong type there.
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
