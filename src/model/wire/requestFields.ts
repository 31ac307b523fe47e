import { GENDERS, INCENTIVE_TYPES, PAYMENT_TYPES, PRODUCT_NAME, RELATIONSHIPS, TRANSACTION_TYPES, UNDERWRITING_TYPES } from "../enums.js";
import { REQUEST_LIMITS } from "../limits.js";
import { TEXT_LENGTHS } from "./textBounds.js";
import type { ObjectDescription } from "./fieldKinds.js";

/**
 * THE description of the quotation request (docs/interface.md sections 2.1 to 2.7): every field
 * once, with its kind (JSON type and format), the leniency the reader allows, its bounds,
 * whether it is required, its documentation sentence and an example. Nothing else lists
 * fields: the zod schemas and TypeScript types (request.ts, normalized.ts), the validator
 * (src/validate/read), the OpenAPI components and docs/request-fields.md are derived from it.
 *
 * Fields are listed in the order they are read, which is the order their problems are
 * reported in. To add a field, add its entry here and write the rule that uses it; see
 * docs/architecture.md, "Adding a request field".
 */

/** The payment frequencies in the interface's order (1, 12 or 4). */
const FREQUENCIES_AS_LISTED = [1, 12, 4] as const;

/** A percentage: -10 means 10 % off, 5 means 5 % more. */
const PERCENTAGE = "Percentage: -10 means 10 % off, 5 means 5 % more.";

const OUTPUT = "Calculated by the service and returned; not an input (ignored with a warning).";
const NOT_IN_USE = "Not in use (accepted whatever it holds, and ignored).";

/** A member of a family unit (docs/interface.md section 2.7). Either `dateOfBirth` or `age` is needed; when both are given they must agree. */
export const MEMBER_DESCRIPTION = {
  id: "Member",
  doc: "A member of a family unit (interface 2.7).",
  pointer: true,
  fields: [
    {
      kind: "text",
      name: "number",
      maxLength: TEXT_LENGTHS.code,
      acceptNumber: true,
      doc: "The actual member number when the calling system is GMS; otherwise a sequence number.",
      example: "1",
    },
    {
      kind: "choice",
      name: "relationship",
      values: RELATIONSHIPS,
      required: true,
      doc: "Relation to the primary member: self, partner or child (case-insensitive). Exactly one self per policy, at most one partner.",
      example: "self",
    },
    { kind: "date", name: "effectiveDate", required: true, doc: "Member's effective date in the policy (YYYY-MM-DD).", example: "2026-04-01" },
    {
      kind: "choice",
      name: "gender",
      values: GENDERS,
      aliases: { male: "M", female: "F" },
      required: true,
      doc: "Gender: M or F (case-insensitive; male and female are accepted).",
      example: "F",
    },
    {
      kind: "date",
      name: "dateOfBirth",
      doc: "Member's date of birth (YYYY-MM-DD). May be blank if age is supplied; either age or dateOfBirth is needed. The age used is the age last birthday on priceRequiredDate.",
      example: "1988-09-14",
    },
    {
      kind: "integer",
      name: "age",
      min: 0,
      belowMinCode: "AGE_OUT_OF_RANGE",
      filled: true,
      doc: "Age of the member in completed years (0 or more). May be blank if dateOfBirth is supplied; either age or dateOfBirth is needed.",
      boundedBy: "the tables' rated ages (age-bands) and maximum entry age",
      example: 37,
    },
    { kind: "postcode", name: "postcode", required: true, doc: "Member's UK postcode, e.g. SW1A 1AA (case and spacing are normalised).", example: "SW1A 1AA" },
    {
      kind: "number",
      name: "wellnessDiscount",
      doc: "Wellness discount for the member, in percent (5 is 5 % off); within the tables' limits.",
      boundedBy: "limits.csv wellness_discount_min to wellness_discount_max",
      example: 5,
    },
    {
      kind: "choice",
      name: "uwType",
      values: UNDERWRITING_TYPES,
      required: true,
      doc: "Underwriting type: FMU, NMORI, CME, CMORI or MHD (case-insensitive). FMU or NMORI for virgin business; CMORI, CME or MHD for switch business.",
      example: "FMU",
    },
    {
      kind: "ncdLevel",
      name: "ncdLevel",
      required: true,
      doc: "No claim discount level (a whole number; a string of digits is accepted). Virgin business: 12. Switch business: fewer than 1 year claim free 8; 1 year 9; 2 years 10; 3 years 10; 4 years 11; 5 years or never claimed 12. With an NCD Uplift incentive, send the uplifted level.",
      boundedBy: "the levels of ncd.csv",
      example: 12,
    },
    {
      kind: "flag",
      name: "pncdInd",
      into: "protectedNcd",
      default: false,
      expected: "Y or N",
      doc: "Protected no claim discount indicator: Y or N (also Yes/No, 1/0, true/false; case-insensitive).",
      example: "N",
    },
    {
      kind: "flag",
      name: "smoker",
      default: false,
      expected: "Y or N",
      doc: "Whether the member smokes: Y or N (as pncdInd). Priced by the smoker loading of tables that have one.",
      example: "N",
    },
    {
      kind: "number",
      name: "previousWellnessDiscount",
      min: -100,
      max: 100,
      doc: "Previous wellness discount, in percent (-100 to 100; not used in rating).",
      example: 0,
    },
    { kind: "integer", name: "previousNCDLevel", min: 0, doc: "Previous no claim discount level.", example: 12 },
    { kind: "flag", name: "previousPNCDInd", expected: "Y or N", doc: "Previous protected no claim discount indicator: Y or N (case-insensitive).", example: "N" },
    {
      kind: "number",
      name: "previousnetPremium",
      min: 0,
      doc: "Previous annual net premium in GBP; on Renewal the new premium is capped and collared against it. At most the tables' maximum_previous_net_premium.",
      boundedBy: "limits.csv maximum_previous_net_premium",
      example: 1200.5,
    },
    {
      kind: "number",
      name: "previousCNCFactor",
      above: 0,
      doc: "Previous capping and collaring factor; within the tables' cnc_factor_min to cnc_factor_max.",
      boundedBy: "limits.csv cnc_factor_min to cnc_factor_max",
      example: 1,
    },
    {
      kind: "number",
      name: "cncFactor",
      above: 0,
      doc: "Current capping and collaring factor; applied on MTC, and on Renewal without previousnetPremium. Within the tables' cnc_factor_min to cnc_factor_max (0.5 to 2 in the default tables).",
      boundedBy: "limits.csv cnc_factor_min to cnc_factor_max",
      example: 1.05,
    },
    { kind: "integer", name: "memberTenure", min: 0, doc: "Member tenure.", example: 3 },
    { kind: "date", name: "memberInceptionDate", doc: "Inception date of the member (YYYY-MM-DD).", example: "2023-04-01" },
    {
      kind: "flag",
      name: "isMemberNeeded",
      default: true,
      expected: "1 (or Y) or 0 (or N)",
      doc: "Whether the member is needed in the policy: 1 or Y (default) yes; 0 or N no, and the member is not priced (all its premiums are 0). At least one member of a policy must be needed.",
      example: "1",
    },
    {
      kind: "text",
      name: "postcodeBand",
      maxLength: TEXT_LENGTHS.code,
      acceptNumber: true,
      doc: "Postcode band for MTC and Renewal transactions; for New Business it is calculated from the member's postcode.",
      boundedBy: "the bands of postcode-bands.csv",
      example: "C",
    },
    {
      kind: "flag",
      name: "isPostbandCallRequired",
      default: false,
      expected: "Y or N",
      doc: "Y: the service calculates the postcode band even when postcodeBand is sent. Applies only to MTC and Renewal.",
      example: "N",
    },
    { kind: "integer", name: "memberYearsClaimFree", min: 0, doc: "Number of claim-free years; for switch business it fixes the expected ncdLevel.", example: 2 },
    { kind: "output", name: "grossPrice", doc: `Gross premium for the member. ${OUTPUT}` },
    { kind: "output", name: "netPrice", doc: `Net premium for the member. ${OUTPUT}` },
    { kind: "output", name: "ipt", doc: `Insurance premium tax for the member. ${OUTPUT}` },
    { kind: "output", name: "memberTaxDetail", doc: `Premium breakdown. ${OUTPUT}` },
  ],
} as const satisfies ObjectDescription;

/** A family unit of a member category (docs/interface.md section 2.5). */
export const FAMILY_UNIT_DESCRIPTION = {
  id: "FamilyUnit",
  doc: "A family unit (interface 2.5).",
  pointer: true,
  fields: [
    { kind: "text", name: "familyStatus", maxLength: TEXT_LENGTHS.name, doc: "Status of the family, for example single, parent, single parent.", example: "single" },
    { kind: "text", name: "number", maxLength: TEXT_LENGTHS.code, acceptNumber: true, doc: "Family group number.", example: "1" },
    {
      kind: "list",
      name: "member",
      item: MEMBER_DESCRIPTION,
      itemName: "member",
      required: true,
      maxItems: REQUEST_LIMITS.member,
      doc: "Members of the family unit; at least one.",
    },
  ],
} as const satisfies ObjectDescription;

/** A policy option of a member category (docs/interface.md section 2.4); it applies to every member of the category. */
export const OPTION_DESCRIPTION = {
  id: "Option",
  doc: "A policy option (interface 2.4). Each option at most once per category, whether sent by id or by name.",
  pointer: true,
  fields: [
    {
      kind: "integer",
      name: "id",
      doc: "Identifier of the option, e.g. 352 Excess, 376 ReducedOutpatientLimit, 359 SixWeekOption, 372 SelectedBenefitReductionLimit, 356 GPReferredServices, 349 ProtectedNCD, 365 DentalandOptical, 369 Psychiatric. At least one of id and name is needed.",
      boundedBy: "the option catalogue (options.csv)",
      example: 352,
    },
    {
      kind: "text",
      name: "name",
      maxLength: TEXT_LENGTHS.name,
      doc: "Name of the option, e.g. Excess. The id and name must agree with the tables' option catalogue; at least one of them is needed.",
      example: "Excess",
    },
    {
      kind: "flag",
      name: "value",
      into: "taken",
      required: true,
      expected: "Yes or No",
      doc: "Yes (the option is taken) or No (also Y/N, 1/0, true/false; case-insensitive).",
      example: "Yes",
    },
    { kind: "integer", name: "optionTypeId", doc: "Identifier of the option type.", example: 1 },
    {
      kind: "text",
      name: "optionTypeName",
      maxLength: TEXT_LENGTHS.name,
      acceptNumber: true,
      doc: 'Name of the option type; for an option with levels (Excess, ReducedOutpatientLimit, SelectedBenefitReductionLimit) the level, e.g. "500" for a £500 excess.',
      boundedBy: "the option's levels in option-levels.csv",
      example: "500",
    },
  ],
} as const satisfies ObjectDescription;

/** A category of members (docs/interface.md section 2.3). */
export const MEMBER_CATEGORY_DESCRIPTION = {
  id: "MemberCategory",
  doc: "A category of members (interface 2.3).",
  pointer: true,
  fields: [
    { kind: "integer", name: "id", doc: "Identifier of the category.", example: 1 },
    { kind: "text", name: "name", maxLength: TEXT_LENGTHS.name, acceptNumber: true, doc: "Name of the category.", example: "Standard" },
    {
      kind: "list",
      name: "option",
      item: OPTION_DESCRIPTION,
      itemName: "option",
      maxItems: REQUEST_LIMITS.option,
      filled: true,
      doc: "Policy options of the category; they apply to every member of it. Each option at most once.",
    },
    {
      kind: "list",
      name: "familyUnit",
      item: FAMILY_UNIT_DESCRIPTION,
      itemName: "family unit",
      required: true,
      maxItems: REQUEST_LIMITS.familyUnit,
      doc: "Family units of the category; at least one.",
    },
  ],
} as const satisfies ObjectDescription;

/** An incentive applied to the quote (docs/interface.md section 2.6). */
export const INCENTIVE_DESCRIPTION = {
  id: "Incentive",
  doc: "An incentive applied (interface 2.6).",
  pointer: true,
  fields: [
    { kind: "integer", name: "id", doc: "Incentive identifier.", example: 1 },
    {
      kind: "choice",
      name: "incentiveType",
      values: INCENTIVE_TYPES,
      unknownCode: "UNKNOWN_INCENTIVE",
      required: true,
      doc: "One of Price Beater, NCD Uplift, gift, monthsFree, freeOption, SwitchDec, psDiscount (case, spaces, hyphens and underscores are ignored when matching). Each type at most once; it must be eligible for the fsaNumber.",
      boundedBy: "incentive-eligibility.csv and incentive-exclusions.csv",
      example: "psDiscount",
    },
    {
      kind: "text",
      name: "incentiveParameter",
      maxLength: TEXT_LENGTHS.description,
      acceptNumber: true,
      required: true,
      doc: "Parameter value such as 1, 2, Yes, No: psDiscount the percentage (negative for a loading), monthsFree the number of months, NCD Uplift the number of levels, Price Beater Yes/No (on a requote, the percentage granted by the first quote), freeOption the option waived.",
      boundedBy: "limits.csv (incentive bounds)",
      example: "5",
    },
    { kind: "text", name: "subkey", maxLength: TEXT_LENGTHS.code, acceptNumber: true, doc: "Sub key of the incentive. Not used for New Business.", example: "A" },
  ],
} as const satisfies ObjectDescription;

/** The policy to be priced (docs/interface.md section 2.2). */
export const POLICY_DESCRIPTION = {
  id: "QuoteRequestPolicy",
  doc: "The policy to be priced (interface 2.2).",
  pointer: false,
  fields: [
    { kind: "text", name: "id", maxLength: TEXT_LENGTHS.reference, acceptNumber: true, doc: "Quote reference; any unique reference.", example: "Q-1" },
    {
      kind: "number",
      name: "commercialAdjustment",
      doc: `Adjustment to the book rates, in percent (-10 is 10 % off); within the tables' limits. ${PERCENTAGE}`,
      boundedBy: "limits.csv commercial_adjustment_min to commercial_adjustment_max",
      example: -5,
    },
    {
      kind: "choice",
      name: "paymentType",
      values: PAYMENT_TYPES,
      required: true,
      doc: "Payment type: B (direct debit), C or A (case-insensitive). The pair paymentType/paymentFrequency must exist in the payment table.",
      boundedBy: "payment.csv",
      example: "B",
    },
    {
      kind: "integer",
      name: "paymentFrequency",
      allowed: FREQUENCIES_AS_LISTED,
      required: true,
      doc: "Number of payments per year: 1, 12 (monthly) or 4 (quarterly).",
      boundedBy: "payment.csv",
      example: 12,
    },
    {
      kind: "number",
      name: "experienceAdjustment",
      doc: `Adjustment to the book rates based on claims experience, in percent; within the tables' limits. ${PERCENTAGE}`,
      boundedBy: "limits.csv experience_adjustment_min to experience_adjustment_max",
      example: 0,
    },
    { kind: "text", name: "pmiPolicyType", maxLength: TEXT_LENGTHS.name, doc: "Type of PMI policy.", example: "Individual" },
    { kind: "postcode", name: "policyholderPostcode", doc: "UK postcode of the policy holder (case and spacing are normalised).", example: "SW1A 1AA" },
    {
      kind: "date",
      name: "priceRequiredDate",
      required: true,
      doc: "Date for which the price is calculated (YYYY-MM-DD); treated as the policy start date. It chooses the tables version and is the date ages are worked out on.",
      boundedBy: "the tables versions' effective dates",
      example: "2026-04-01",
    },
    { kind: "integer", name: "groupSize", min: 0, doc: "Number of family groups in the policy; when given, it must equal the number of family units.", example: 1 },
    {
      kind: "text",
      name: "salesChannel",
      maxLength: TEXT_LENGTHS.name,
      doc: "Name of the channel that provided the sale; may be set to Internet when unknown.",
      example: "Internet",
    },
    { kind: "text", name: "fsaNumber", maxLength: TEXT_LENGTHS.code, acceptNumber: true, doc: "Agent code; incentives must be eligible for it.", example: "FSA123456" },
    { kind: "date", name: "originalEffectiveDate", doc: "Original effective date of the policy (YYYY-MM-DD).", example: "2024-04-01" },
    { kind: "notInUse", name: "productId", doc: NOT_IN_USE },
    { kind: "notInUse", name: "productVersion", doc: NOT_IN_USE },
    {
      kind: "choice",
      name: "productName",
      values: [PRODUCT_NAME],
      caseOnly: true,
      unknownCode: "UNSUPPORTED_PRODUCT",
      required: true,
      doc: "Product name: HrSol, the only product (compared ignoring case only: hr-sol is not HrSol).",
      example: "HrSol",
    },
    {
      kind: "choice",
      name: "transactionType",
      values: TRANSACTION_TYPES,
      default: "New Business",
      doc: "New Business, MTC (mid-term change) or Renewal (case, spaces, hyphens and underscores are ignored). Absent, null or blank: New Business.",
      example: "New Business",
    },
    { kind: "output", name: "grossPrice", doc: `Policy gross premium. ${OUTPUT}` },
    { kind: "output", name: "netPrice", doc: `Policy net premium. ${OUTPUT}` },
    {
      kind: "list",
      name: "memberCategory",
      item: MEMBER_CATEGORY_DESCRIPTION,
      itemName: "member category",
      required: true,
      maxItems: REQUEST_LIMITS.memberCategory,
      doc: `Categories of members; at least one, and at most ${REQUEST_LIMITS.membersInPolicy} members in the whole policy.`,
    },
    {
      kind: "list",
      name: "incentive",
      item: INCENTIVE_DESCRIPTION,
      itemName: "incentive",
      maxItems: REQUEST_LIMITS.incentive,
      filled: true,
      doc: "Incentives applied; they must apply to the consumer's agent (fsaNumber). Each type at most once.",
    },
    { kind: "notInUse", name: "maxAllowableDiscount", doc: NOT_IN_USE },
    {
      kind: "date",
      name: "taxRequiredDate",
      filled: true,
      doc: "Date against which Insurance Premium Tax is calculated (YYYY-MM-DD); defaults to priceRequiredDate.",
      boundedBy: "ipt.csv",
      example: "2026-04-01",
    },
    {
      kind: "text",
      name: "callingSystem",
      maxLength: TEXT_LENGTHS.name,
      required: true,
      doc: "Name of the system that makes the price call; must be registered with the operator.",
      example: "HrSolWeb",
    },
    { kind: "text", name: "sourceCode", maxLength: TEXT_LENGTHS.code, acceptNumber: true, doc: "Source of the request.", example: "WEB" },
    {
      kind: "number",
      name: "competitorPrice",
      min: 0,
      doc: "Annual gross premium quoted by a competitor for the same kind of policy, GBP; needed by the Price Beater incentive. At most the tables' maximum_competitor_price.",
      boundedBy: "limits.csv maximum_competitor_price",
      example: 950,
    },
    { kind: "integer", name: "previousPaymentFrequency", allowed: FREQUENCIES_AS_LISTED, doc: "Previous payment term: 1, 12 or 4.", example: 12 },
    { kind: "choice", name: "previousPaymentType", values: PAYMENT_TYPES, doc: "Previous payment type: B, C or A (case-insensitive).", example: "B" },
    {
      kind: "opaqueList",
      name: "previousIncentive",
      itemName: "previous incentive",
      maxItems: REQUEST_LIMITS.ignoredList,
      doc: "Previous incentive details; the interface does not specify their fields, and they are not used in rating.",
    },
    {
      kind: "number",
      name: "previousCommercialDiscount",
      min: -100,
      max: 100,
      doc: "Previous commercial discount, in percent (-100 to 100; not used in rating).",
      example: 0,
    },
    { kind: "integer", name: "noOfPeople", min: 0, doc: "Number of people on the policy; when given, it must equal the number of members.", example: 1 },
    {
      kind: "flag",
      name: "isRequote",
      default: false,
      expected: "true or false",
      doc: "True when the call recalculates after options were changed (also Y/N, 1/0). Applies only to the Price Beater incentive: its parameter then carries the percentage granted by the first quote.",
      example: false,
    },
  ],
} as const satisfies ObjectDescription;

/** The request envelope `{ individualHealthCarePolicy: { quote } }` (docs/interface.md section 2.1). */
export const ENVELOPE_DESCRIPTION = {
  request: { id: "QuoteRequest", doc: "A quotation request for an HrSol individual private medical insurance policy." },
  wrapper: { id: "IndividualHealthCarePolicy", doc: "Top-level wrapper." },
} as const;
