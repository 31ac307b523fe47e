import { z } from "zod";
import { validateQuoteRequest } from "../validate/validateQuoteRequest.js";
import { REQUEST_LIMITS } from "../validate/limits.js";
import { INCENTIVE_TYPES, PAYMENT_TYPES, PRODUCT_NAME, RELATIONSHIPS, TRANSACTION_TYPES, UNDERWRITING_TYPES } from "./enums.js";
import { toZodPath } from "./wire/toZodPath.js";
import {
  choiceField,
  dateField,
  flagField,
  ignoredField,
  integerField,
  listField,
  ncdLevelField,
  numberField,
  postcodeField,
  textField,
} from "./wire/wireFields.js";

/**
 * The request model: the wire shape of docs/interface.md sections 2.1 to 2.7, as zod schemas.
 *
 * Each field is built by the builder of its kind (src/model/wire/wireFields.ts), which
 * accepts exactly what the validator's reader of that kind accepts: blanks and `null` as
 * absent, closed lists in any case and spacing, identifiers as numbers, `ncdLevel` as a
 * string of digits, flags as Y/N, Yes/No, 1/0 or true/false. The OpenAPI document is
 * generated from these shapes (`z.toJSONSchema(..., { io: "input" })`), so it says what the
 * service takes. `QuoteRequestSchema` adds the rules across fields (one self, counts, age
 * and date of birth agreeing, no duplicates, ...) by running the structural validator, so
 * that it accepts exactly what `validateQuoteRequest` accepts without tables; a property
 * test holds the two together. See docs/errors.md.
 */

/** An output of the service: accepted whatever it holds, ignored with a warning `OUTPUT_FIELD_IGNORED`. */
function outputField(description: string) {
  return ignoredField(`${description} Calculated by the service and returned; not an input (ignored with a warning).`).optional();
}

/** A field the interface marks "not in use": accepted whatever it holds, and ignored. */
function notInUse() {
  return ignoredField("Not in use (accepted whatever it holds, and ignored).").optional();
}

/** A percentage: -10 means 10 % off, 5 means 5 % more. */
const PERCENTAGE = "Percentage: -10 means 10 % off, 5 means 5 % more.";

/**
 * A member of a family unit (docs/interface.md section 2.7). Either `dateOfBirth` or `age` is needed;
 * when both are given they must agree.
 */
export const MemberSchema = z
  .object({
    number: textField("The actual member number when the calling system is GMS; otherwise a sequence number.", { acceptNumber: true }),
    relationship: choiceField(RELATIONSHIPS, "Relation to the primary member: self, partner or child (case-insensitive). Exactly one self per policy, at most one partner.", { required: true }),
    effectiveDate: dateField("Member's effective date in the policy (YYYY-MM-DD).", { required: true }),
    gender: choiceField(["M", "F"], "Gender: M or F (case-insensitive; male and female are accepted).", { required: true, aliases: ["male", "female"] }),
    dateOfBirth: dateField("Member's date of birth (YYYY-MM-DD). May be blank if age is supplied; either age or dateOfBirth is needed. The age used is the age last birthday on priceRequiredDate."),
    postcode: postcodeField("Member's UK postcode, e.g. SW1A 1AA (case and spacing are normalised).", { required: true }),
    wellnessDiscount: numberField("Wellness discount for the member, in percent (5 is 5 % off); within the tables' limits."),
    uwType: choiceField(UNDERWRITING_TYPES, "Underwriting type: FMU, NMORI, CME, CMORI or MHD (case-insensitive). FMU or NMORI for virgin business; CMORI, CME or MHD for switch business.", { required: true }),
    grossPrice: outputField("Gross premium for the member."),
    netPrice: outputField("Net premium for the member."),
    ipt: outputField("Insurance premium tax for the member."),
    age: integerField("Age of the member in completed years (0 or more). May be blank if dateOfBirth is supplied; either age or dateOfBirth is needed."),
    memberTaxDetail: outputField("Premium breakdown."),
    ncdLevel: ncdLevelField(
      "No claim discount level (a whole number; a string of digits is accepted). Virgin business: 12. Switch business: fewer than 1 year claim free 8; 1 year 9; 2 years 10; 3 years 10; 4 years 11; 5 years or never claimed 12. With an NCD Uplift incentive, send the uplifted level.",
    ),
    pncdInd: flagField("Protected no claim discount indicator: Y or N (also Yes/No, 1/0, true/false; case-insensitive)."),
    previousWellnessDiscount: numberField("Previous wellness discount, in percent (-100 to 100; not used in rating).", { min: -100, max: 100 }),
    previousNCDLevel: integerField("Previous no claim discount level.", { min: 0 }),
    previousPNCDInd: flagField("Previous protected no claim discount indicator: Y or N (case-insensitive)."),
    previousnetPremium: numberField("Previous annual net premium in GBP; on Renewal the new premium is capped and collared against it. At most the tables' maximum_previous_net_premium.", { min: 0 }),
    previousCNCFactor: numberField("Previous capping and collaring factor; within the tables' cnc_factor_min to cnc_factor_max.", { above: 0 }),
    cncFactor: numberField("Current capping and collaring factor; applied on MTC, and on Renewal without previousnetPremium. Within the tables' cnc_factor_min to cnc_factor_max (0.5 to 2 in the default tables).", { above: 0 }),
    memberTenure: integerField("Member tenure.", { min: 0 }),
    memberInceptionDate: dateField("Inception date of the member (YYYY-MM-DD)."),
    isMemberNeeded: flagField("Whether the member is needed in the policy: 1 or Y (default) yes; 0 or N no, and the member is not priced (all its premiums are 0)."),
    postcodeBand: textField("Postcode band for MTC and Renewal transactions; for New Business it is calculated from the member's postcode.", { acceptNumber: true }),
    isPostbandCallRequired: flagField("Y: the service calculates the postcode band even when postcodeBand is sent. Applies only to MTC and Renewal."),
    memberYearsClaimFree: integerField("Number of claim-free years; for switch business it fixes the expected ncdLevel.", { min: 0 }),
  })
  .meta({ id: "Member", description: "A member of a family unit (docs/interface.md section 2.7)." });

/** A family unit of a member category (docs/interface.md section 2.5). */
export const FamilyUnitSchema = z
  .object({
    familyStatus: textField("Status of the family, for example single, parent, single parent."),
    number: textField("Family group number.", { acceptNumber: true }),
    member: listField(MemberSchema, "Members of the family unit; at least one.", { required: true, maxItems: REQUEST_LIMITS.member }),
  })
  .meta({ id: "FamilyUnit", description: "A family unit (docs/interface.md section 2.5)." });

/** A policy option of a member category (docs/interface.md section 2.4); it applies to every member of the category. */
export const OptionSchema = z
  .object({
    id: integerField(
      "Identifier of the option, e.g. 352 Excess, 376 ReducedOutpatientLimit, 359 SixWeekOption, 372 SelectedBenefitReductionLimit, 356 GPReferredServices, 349 ProtectedNCD, 365 DentalandOptical, 369 Psychiatric. At least one of id and name is needed.",
    ),
    name: textField("Name of the option, e.g. Excess. The id and name must agree with the tables' option catalogue; at least one of them is needed."),
    value: flagField("Yes (the option is taken) or No (also Y/N, 1/0, true/false; case-insensitive).", { required: true }),
    optionTypeId: integerField("Identifier of the option type."),
    optionTypeName: textField(
      'Name of the option type; for an option with levels (Excess, ReducedOutpatientLimit, SelectedBenefitReductionLimit) the level, e.g. "500" for a £500 excess.',
      { acceptNumber: true },
    ),
  })
  .meta({ id: "Option", description: "A policy option (docs/interface.md section 2.4). Each option at most once per category, whether sent by id or by name." });

/** A category of members (docs/interface.md section 2.3). */
export const MemberCategorySchema = z
  .object({
    id: integerField("Identifier of the category."),
    name: textField("Name of the category.", { acceptNumber: true }),
    option: listField(OptionSchema, "Policy options of the category; they apply to every member of it. Each option at most once.", { maxItems: REQUEST_LIMITS.option }),
    familyUnit: listField(FamilyUnitSchema, "Family units of the category; at least one.", { required: true, maxItems: REQUEST_LIMITS.familyUnit }),
  })
  .meta({ id: "MemberCategory", description: "A category of members (docs/interface.md section 2.3)." });

/** An incentive applied to the quote (docs/interface.md section 2.6). */
export const IncentiveSchema = z
  .object({
    id: integerField("Incentive identifier."),
    incentiveType: choiceField(
      INCENTIVE_TYPES,
      "One of Price Beater, NCD Uplift, gift, monthsFree, freeOption, SwitchDec, psDiscount (case, spaces, hyphens and underscores are ignored when matching). Each type at most once; it must be eligible for the fsaNumber.",
      { required: true },
    ),
    incentiveParameter: textField(
      "Parameter value such as 1, 2, Yes, No: psDiscount the percentage (negative for a loading), monthsFree the number of months, NCD Uplift the number of levels, Price Beater Yes/No (on a requote, the percentage granted by the first quote), freeOption the option waived.",
      { required: true, acceptNumber: true },
    ),
    subkey: textField("Sub key of the incentive. Not used for New Business.", { acceptNumber: true }),
  })
  .meta({ id: "Incentive", description: "An incentive applied (docs/interface.md section 2.6)." });

const FREQUENCIES_AS_LISTED = [1, 12, 4] as const;

/** The policy to be priced (docs/interface.md section 2.2). */
export const QuoteRequestPolicySchema = z
  .object({
    id: textField("Quote reference; any unique reference.", { acceptNumber: true }),
    commercialAdjustment: numberField(`Adjustment to the book rates, in percent (-10 is 10 % off); within the tables' limits. ${PERCENTAGE}`),
    paymentType: choiceField(PAYMENT_TYPES, "Payment type: B (direct debit), C or A (case-insensitive). The pair paymentType/paymentFrequency must exist in the payment table.", { required: true }),
    paymentFrequency: integerField("Number of payments per year: 1, 12 (monthly) or 4 (quarterly).", { required: true, allowed: FREQUENCIES_AS_LISTED }),
    experienceAdjustment: numberField(`Adjustment to the book rates based on claims experience, in percent; within the tables' limits. ${PERCENTAGE}`),
    pmiPolicyType: textField("Type of PMI policy."),
    policyholderPostcode: postcodeField("UK postcode of the policy holder (case and spacing are normalised)."),
    priceRequiredDate: dateField(
      "Date for which the price is calculated (YYYY-MM-DD); treated as the policy start date. It chooses the tables version and is the date ages are worked out on.",
      { required: true },
    ),
    groupSize: integerField("Number of family groups in the policy; when given, it must equal the number of family units.", { min: 0 }),
    salesChannel: textField("Name of the channel that provided the sale; may be set to Internet when unknown."),
    fsaNumber: textField("Agent code; incentives must be eligible for it.", { acceptNumber: true }),
    originalEffectiveDate: dateField("Original effective date of the policy (YYYY-MM-DD)."),
    productId: notInUse(),
    productVersion: notInUse(),
    productName: choiceField([PRODUCT_NAME], "Product name: HrSol, the only product (compared ignoring case only: hr-sol is not HrSol).", { required: true, caseOnly: true }),
    transactionType: choiceField(TRANSACTION_TYPES, "New Business, MTC (mid-term change) or Renewal (case, spaces, hyphens and underscores are ignored). Absent, null or blank: New Business."),
    grossPrice: outputField("Policy gross premium."),
    netPrice: outputField("Policy net premium."),
    memberCategory: listField(MemberCategorySchema, `Categories of members; at least one, and at most ${REQUEST_LIMITS.membersInPolicy} members in the whole policy.`, {
      required: true,
      maxItems: REQUEST_LIMITS.memberCategory,
    }),
    incentive: listField(IncentiveSchema, "Incentives applied; they must apply to the consumer's agent (fsaNumber). Each type at most once.", { maxItems: REQUEST_LIMITS.incentive }),
    maxAllowableDiscount: notInUse(),
    taxRequiredDate: dateField("Date against which Insurance Premium Tax is calculated (YYYY-MM-DD); defaults to priceRequiredDate."),
    callingSystem: textField("Name of the system that makes the price call; must be registered with the operator.", { required: true }),
    sourceCode: textField("Source of the request.", { acceptNumber: true }),
    competitorPrice: numberField(
      "Annual gross premium quoted by a competitor for the same kind of policy, GBP; needed by the Price Beater incentive. At most the tables' maximum_competitor_price.",
      { min: 0 },
    ),
    previousPaymentFrequency: integerField("Previous payment term: 1, 12 or 4.", { allowed: FREQUENCIES_AS_LISTED }),
    previousPaymentType: choiceField(PAYMENT_TYPES, "Previous payment type: B, C or A (case-insensitive)."),
    previousIncentive: listField(ignoredField("A previous incentive; not examined."), "Previous incentive details; the interface does not specify their fields, and they are not used in rating.", {
      maxItems: REQUEST_LIMITS.ignoredList,
    }),
    previousCommercialDiscount: numberField("Previous commercial discount, in percent (-100 to 100; not used in rating).", { min: -100, max: 100 }),
    noOfPeople: integerField("Number of people on the policy; when given, it must equal the number of members.", { min: 0 }),
    isRequote: flagField(
      "True when the call recalculates after options were changed (also Y/N, 1/0). Applies only to the Price Beater incentive: its parameter then carries the percentage granted by the first quote.",
    ),
  })
  .meta({ id: "QuoteRequestPolicy", description: "The policy to be priced (docs/interface.md section 2.2)." });

/**
 * The request envelope `{ individualHealthCarePolicy: { quote } }` (docs/interface.md section 2.1), field
 * by field: the shape the OpenAPI document describes. The rules across fields are not in it;
 * `QuoteRequestSchema` adds them.
 */
export const QuoteRequestShapeSchema = z
  .object({
    individualHealthCarePolicy: z
      .object({
        quote: QuoteRequestPolicySchema,
      })
      .meta({ id: "IndividualHealthCarePolicy", description: "Top-level wrapper." }),
  })
  .meta({ id: "QuoteRequest", description: "A quotation request for an HrSol individual private medical insurance policy." });

/**
 * A quotation request, as zod: the shape of every field, and the rules across fields (one
 * self per policy, counts, age and date of birth agreeing, an option's id or name, no
 * duplicate options or incentives, at most 100 members) checked by the structural validator.
 * It accepts exactly what `validateQuoteRequest(value)` (without tables) accepts; its issues
 * carry the validator's code in `params.code`. Use `validateQuoteRequest` for the normalised
 * request and the project's problem format.
 *
 * @example
 * QuoteRequestSchema.safeParse(JSON.parse(body)).success; // true for a sound request
 */
export const QuoteRequestSchema = QuoteRequestShapeSchema.superRefine((value, context) => {
  const result = validateQuoteRequest(value);
  if (result.success) return;
  for (const issue of result.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: toZodPath(issue.path), params: { code: issue.code } });
  }
});

/** The request envelope as an integrator sends it. */
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
/** The policy (`individualHealthCarePolicy.quote`). */
export type QuoteRequestPolicy = z.input<typeof QuoteRequestPolicySchema>;
/** An item of `memberCategory`. */
export type MemberCategory = z.input<typeof MemberCategorySchema>;
/** An item of a category's `option`. */
export type Option = z.input<typeof OptionSchema>;
/** An item of a category's `familyUnit`. */
export type FamilyUnit = z.input<typeof FamilyUnitSchema>;
/** An item of a family unit's `member`. */
export type Member = z.input<typeof MemberSchema>;
/** An item of `incentive`. */
export type Incentive = z.input<typeof IncentiveSchema>;
