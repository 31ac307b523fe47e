import { z } from "zod";
import { INCENTIVE_TYPES, PAYMENT_TYPES, PRODUCT_NAME, RELATIONSHIPS, TRANSACTION_TYPES, UNDERWRITING_TYPES } from "./enums.js";

/**
 * The request model: the wire shape of interface.md sections 2.1 to 2.7, as zod schemas.
 *
 * These schemas document the canonical form an integrator sends and generate the OpenAPI
 * document (`z.toJSONSchema(QuoteRequestSchema, { target: "openapi-3.0", io: "input" })`), so
 * they hold no transforms. The validator (`validateQuoteRequest`) is the authority on what is
 * accepted: it is deliberately more lenient than this description (enums case-insensitive,
 * blanks as absent, `ncdLevel` as a string of digits, flags as 1/0/true/false...) and reports
 * every problem at once with the project's stable codes. See docs/errors.md.
 */

/** A calendar date `YYYY-MM-DD`; 2025-02-30 is not one. */
const date = z.iso.date();
/** A 32-bit signed integer. */
const int32 = z.int32();
/** A JSON number (double). */
const double = z.number();
/** A percentage: -10 means 10 % off, 5 means 5 % more. */
const percentage = z.number().describe("Percentage: -10 means 10 % off, 5 means 5 % more.");
/** Frequencies are listed in the interface's order. */
const paymentFrequency = z.literal([1, 12, 4]);
/** Yes/No indicators of the interface; case-insensitive. */
const yesNo = z.enum(["Y", "N", "y", "n"]);

/** An output of the service; ignored with a warning `OUTPUT_FIELD_IGNORED` when sent. */
function outputField(description: string) {
  return double.optional().describe(`${description} Calculated by the service and returned; not an input (ignored with a warning).`);
}

/** One item of `memberTaxDetail` (an output of the service; ignored when sent). */
export const MemberTaxDetailInputSchema = z
  .object({
    netPrice: double.optional().describe("Annual net premium the tax is worked on."),
    taxAmount: double.optional().describe("Insurance Premium Tax amount."),
    taxRate: double.optional().describe("Insurance Premium Tax rate in percent."),
  })
  .meta({ id: "MemberTaxDetailInput", description: "Premium breakdown; an output of the service, ignored when sent." });

/**
 * A member of a family unit (interface.md 2.7). Either `dateOfBirth` or `age` is needed;
 * when both are given they must agree.
 */
export const MemberSchema = z
  .object({
    /** The actual member number when the calling system is GMS; otherwise a sequence number. */
    number: z.string().optional().describe("The actual member number when the calling system is GMS; otherwise a sequence number."),
    /** Relation to the primary member: self, partner or child (case-insensitive). */
    relationship: z.enum(RELATIONSHIPS).describe("Relation to the primary member: self, partner or child (case-insensitive). Exactly one self per policy, at most one partner."),
    /** Member's effective date in the policy. */
    effectiveDate: date.describe("Member's effective date in the policy (YYYY-MM-DD)."),
    /** M or F (case-insensitive). */
    gender: z.enum(["M", "F"]).describe("Gender: M or F (case-insensitive)."),
    /** Member's date of birth; may be blank when `age` is supplied. */
    dateOfBirth: date.optional().describe("Member's date of birth (YYYY-MM-DD). May be blank if age is supplied; either age or dateOfBirth is needed. The age used is the age last birthday on priceRequiredDate."),
    /** Member's postcode: a UK postcode, normalised to upper case with one space before the inward code. */
    postcode: z.string().describe("Member's UK postcode, e.g. SW1A 1AA (case and spacing are normalised)."),
    /** Wellness discount for the member, a percentage (5 is 5 % off). */
    wellnessDiscount: double.optional().describe("Wellness discount for the member, in percent (5 is 5 % off); within the tables' limits."),
    /** Underwriting type: FMU or NMORI for virgin business; CMORI, CME or MHD for switch business. */
    uwType: z.enum(UNDERWRITING_TYPES).describe("Underwriting type: FMU, NMORI, CME, CMORI or MHD (case-insensitive). FMU or NMORI for virgin business; CMORI, CME or MHD for switch business."),
    /** Gross premium for the member: an output, ignored when sent. */
    grossPrice: outputField("Gross premium for the member."),
    /** Net premium for the member: an output, ignored when sent. */
    netPrice: outputField("Net premium for the member."),
    /** Insurance premium tax for the member: an output, ignored when sent. */
    ipt: outputField("Insurance premium tax for the member."),
    /** Age of the member; may be blank when `dateOfBirth` is supplied. */
    age: int32.min(0).optional().describe("Age of the member in completed years. May be blank if dateOfBirth is supplied; either age or dateOfBirth is needed."),
    /** Premium breakdown: an output, ignored when sent. */
    memberTaxDetail: z.array(MemberTaxDetailInputSchema).optional().describe("Premium breakdown; calculated by the service and returned, not an input (ignored with a warning)."),
    /**
     * No claim discount level. Virgin business 12; switch business by claim-free years
     * (under 1: 8, 1: 9, 2: 10, 3: 10, 4: 11, 5 or never claimed: 12); with an NCD Uplift
     * incentive, the uplifted level. A string of digits is accepted.
     */
    ncdLevel: int32.min(0).describe("No claim discount level (an integer; a string of digits is accepted). Virgin business: 12. Switch business: fewer than 1 year claim free 8; 1 year 9; 2 years 10; 3 years 10; 4 years 11; 5 years or never claimed 12. With an NCD Uplift incentive, send the uplifted level."),
    /** Protected no claim discount indicator: Y or N (case-insensitive). */
    pncdInd: yesNo.optional().describe("Protected no claim discount indicator: Y or N (case-insensitive)."),
    /** Previous wellness discount, in percent. */
    previousWellnessDiscount: double.optional().describe("Previous wellness discount, in percent."),
    /** Previous no claim discount level. */
    previousNCDLevel: int32.optional().describe("Previous no claim discount level."),
    /** Previous protected no claim discount indicator: Y or N. */
    previousPNCDInd: yesNo.optional().describe("Previous protected no claim discount indicator: Y or N (case-insensitive)."),
    /** Previous annual net premium; with a Renewal, the premium is capped and collared against it. */
    previousnetPremium: double.min(0).optional().describe("Previous annual net premium in GBP; on Renewal the new premium is capped and collared against it."),
    /** Previous capping and collaring factor. */
    previousCNCFactor: double.positive().optional().describe("Previous capping and collaring factor."),
    /** Current capping and collaring factor (MTC, or Renewal without previousnetPremium). */
    cncFactor: double.positive().optional().describe("Current capping and collaring factor; applied on MTC, and on Renewal without previousnetPremium."),
    /** Member tenure. */
    memberTenure: int32.min(0).optional().describe("Member tenure."),
    /** Inception date of the member. */
    memberInceptionDate: date.optional().describe("Inception date of the member (YYYY-MM-DD)."),
    /** Whether the member is needed in the policy: 1 (or Y) yes, 0 (or N) no; a member not needed is not priced. */
    isMemberNeeded: z.enum(["1", "0", "Y", "N"]).optional().describe("Whether the member is needed in the policy: 1 or Y (default) yes; 0 or N no, and the member is not priced (all its premiums are 0)."),
    /** Postcode band for MTC and Renewal; for New Business it is calculated from the postcode. */
    postcodeBand: z.string().optional().describe("Postcode band for MTC and Renewal transactions; for New Business it is calculated from the member's postcode."),
    /** Y: the service calculates the postcode band (MTC and Renewal only). */
    isPostbandCallRequired: yesNo.optional().describe("Y: the service calculates the postcode band even when postcodeBand is sent. Applies only to MTC and Renewal."),
    /** Number of claim-free years (switch business). */
    memberYearsClaimFree: int32.min(0).optional().describe("Number of claim-free years; for switch business it fixes the expected ncdLevel."),
  })
  .meta({ id: "Member", description: "A member of a family unit (interface 2.7)." });

/** A family unit of a member category (interface.md 2.5). */
export const FamilyUnitSchema = z
  .object({
    /** Status of the family, for example single, parent, single parent. */
    familyStatus: z.string().optional().describe("Status of the family, for example single, parent, single parent."),
    /** Family group number. */
    number: z.string().optional().describe("Family group number."),
    /** Members of the family unit; at least one. */
    member: z.array(MemberSchema).min(1).describe("Members of the family unit; at least one."),
  })
  .meta({ id: "FamilyUnit", description: "A family unit (interface 2.5)." });

/** A policy option of a member category (interface.md 2.4); it applies to every member of the category. */
export const OptionSchema = z
  .object({
    /** Identifier of the option, e.g. 352 for Excess. */
    id: int32.optional().describe("Identifier of the option, e.g. 352 Excess, 376 ReducedOutpatientLimit, 359 SixWeekOption, 372 SelectedBenefitReductionLimit, 356 GPReferredServices, 349 ProtectedNCD, 365 DentalandOptical, 369 Psychiatric."),
    /** Name of the option, e.g. Excess. */
    name: z.string().optional().describe("Name of the option, e.g. Excess. The id and name must agree with the tables' option catalogue; at least one of them is needed."),
    /** Yes (the option is taken) or No. */
    value: z.enum(["Yes", "No"]).describe("Yes (the option is taken) or No (case-insensitive)."),
    /** Identifier of the option type. */
    optionTypeId: int32.optional().describe("Identifier of the option type."),
    /** For an option with levels, the level, e.g. "500" for a £500 excess. */
    optionTypeName: z.string().optional().describe('Name of the option type; for an option with levels (Excess, ReducedOutpatientLimit, SelectedBenefitReductionLimit) the level, e.g. "500" for a £500 excess.'),
  })
  .meta({ id: "Option", description: "A policy option (interface 2.4)." });

/** A category of members (interface.md 2.3). */
export const MemberCategorySchema = z
  .object({
    /** Identifier of the category. */
    id: int32.optional().describe("Identifier of the category."),
    /** Name of the category. */
    name: z.string().optional().describe("Name of the category."),
    /** Policy options; each option at most once. */
    option: z.array(OptionSchema).optional().describe("Policy options of the category; they apply to every member of it. Each option at most once."),
    /** Family units; at least one. */
    familyUnit: z.array(FamilyUnitSchema).min(1).describe("Family units of the category; at least one."),
  })
  .meta({ id: "MemberCategory", description: "A category of members (interface 2.3)." });

/** An incentive applied to the quote (interface.md 2.6). */
export const IncentiveSchema = z
  .object({
    /** Incentive identifier. */
    id: int32.optional().describe("Incentive identifier."),
    /** The kind of incentive; each type at most once. */
    incentiveType: z.enum(INCENTIVE_TYPES).describe("One of Price Beater, NCD Uplift, gift, monthsFree, freeOption, SwitchDec, psDiscount (case, spaces and hyphens are ignored when matching). Each type at most once; it must be eligible for the fsaNumber."),
    /** Parameter value such as 1, 2, Yes, No. */
    incentiveParameter: z.string().describe("Parameter value such as 1, 2, Yes, No: psDiscount the percentage (negative for a loading), monthsFree the number of months, NCD Uplift the number of levels, Price Beater Yes/No (on a requote, the percentage granted by the first quote), freeOption the option waived."),
    /** Sub key of the incentive; not used for New Business. */
    subkey: z.string().optional().describe("Sub key of the incentive. Not used for New Business."),
  })
  .meta({ id: "Incentive", description: "An incentive applied (interface 2.6)." });

/** The policy to be priced (interface.md 2.2). */
export const QuoteRequestPolicySchema = z
  .object({
    /** Quote reference; any unique reference. */
    id: z.string().optional().describe("Quote reference; any unique reference."),
    /** Adjustment to the book rates, in percent (-10 is 10 % off). */
    commercialAdjustment: percentage.optional().describe("Adjustment to the book rates, in percent (-10 is 10 % off); within the tables' limits."),
    /** B (direct debit), C or A. */
    paymentType: z.enum(PAYMENT_TYPES).describe("Payment type: B (direct debit), C or A. The pair paymentType/paymentFrequency must exist in the payment table."),
    /** Payments per year: 1, 12 (monthly) or 4 (quarterly). */
    paymentFrequency: paymentFrequency.describe("Number of payments per year: 1, 12 (monthly) or 4 (quarterly)."),
    /** Adjustment to the book rates based on claims experience, in percent. */
    experienceAdjustment: percentage.optional().describe("Adjustment to the book rates based on claims experience, in percent; within the tables' limits."),
    /** Type of PMI policy. */
    pmiPolicyType: z.string().optional().describe("Type of PMI policy."),
    /** Postcode of the policy holder. */
    policyholderPostcode: z.string().optional().describe("UK postcode of the policy holder (case and spacing are normalised)."),
    /** Date for which the price is calculated; the policy start date. */
    priceRequiredDate: date.describe("Date for which the price is calculated (YYYY-MM-DD); treated as the policy start date. It chooses the tables version and is the date ages are worked out on."),
    /** Number of family groups in the policy. */
    groupSize: int32.min(0).optional().describe("Number of family groups in the policy; when given, it must equal the number of family units."),
    /** Name of the channel that provided the sale; Internet when unknown. */
    salesChannel: z.string().optional().describe("Name of the channel that provided the sale; may be set to Internet when unknown."),
    /** Agent code; selects the incentives the agent is eligible for. */
    fsaNumber: z.string().optional().describe("Agent code; incentives must be eligible for it."),
    /** Original effective date of the policy. */
    originalEffectiveDate: date.optional().describe("Original effective date of the policy (YYYY-MM-DD)."),
    /** Not in use. */
    productId: int32.optional().describe("Not in use (accepted and ignored)."),
    /** Not in use. */
    productVersion: int32.optional().describe("Not in use (accepted and ignored)."),
    /** HrSol, the only product. */
    productName: z.literal(PRODUCT_NAME).describe("Product name: HrSol, the only allowed value."),
    /** New Business (default), MTC or Renewal. */
    transactionType: z.enum(TRANSACTION_TYPES).optional().describe("New Business, MTC (mid-term change) or Renewal (case-insensitive). Absent or blank: New Business."),
    /** Policy gross premium: an output, ignored when sent. */
    grossPrice: outputField("Policy gross premium."),
    /** Policy net premium: an output, ignored when sent. */
    netPrice: outputField("Policy net premium."),
    /** Categories of members; at least one. */
    memberCategory: z.array(MemberCategorySchema).min(1).describe("Categories of members; at least one."),
    /** Incentives applied. */
    incentive: z.array(IncentiveSchema).optional().describe("Incentives applied; they must apply to the consumer's agent (fsaNumber)."),
    /** Not in use. */
    maxAllowableDiscount: double.optional().describe("Not in use (accepted and ignored)."),
    /** Date against which tax is calculated; defaults to priceRequiredDate. */
    taxRequiredDate: date.optional().describe("Date against which Insurance Premium Tax is calculated (YYYY-MM-DD); defaults to priceRequiredDate."),
    /** Name of the system making the call; must be registered with the operator. */
    callingSystem: z.string().describe("Name of the system that makes the price call; must be registered with the operator."),
    /** Source of the request. */
    sourceCode: z.string().optional().describe("Source of the request."),
    /** Competitor's annual gross premium for the same kind of policy (Price Beater). */
    competitorPrice: double.min(0).optional().describe("Annual gross premium quoted by a competitor for the same kind of policy; needed by the Price Beater incentive."),
    /** Previous payment term: 1, 12 or 4. */
    previousPaymentFrequency: paymentFrequency.optional().describe("Previous payment term: 1, 12 or 4."),
    /** Previous payment type: B, C or A. */
    previousPaymentType: z.enum(PAYMENT_TYPES).optional().describe("Previous payment type: B, C or A."),
    /** Previous incentive details (fields not specified by the interface; not used in rating). */
    previousIncentive: z.array(z.looseObject({})).optional().describe("Previous incentive details; the interface does not specify their fields, and they are not used in rating."),
    /** Previous commercial discount. */
    previousCommercialDiscount: double.optional().describe("Previous commercial discount, in percent."),
    /** Number of people on the policy. */
    noOfPeople: int32.min(0).optional().describe("Number of people on the policy; when given, it must equal the number of members."),
    /** True when the call recalculates after options were changed (Price Beater only). */
    isRequote: z.boolean().optional().describe("True when the call recalculates after options were changed. Applies only to the Price Beater incentive: its parameter then carries the percentage granted by the first quote."),
  })
  .meta({ id: "QuoteRequestPolicy", description: "The policy to be priced (interface 2.2)." });

/** The request envelope `{ individualHealthCarePolicy: { quote } }` (interface.md 2.1). */
export const QuoteRequestSchema = z
  .object({
    individualHealthCarePolicy: z
      .object({
        quote: QuoteRequestPolicySchema,
      })
      .meta({ id: "IndividualHealthCarePolicy", description: "Top-level wrapper." }),
  })
  .meta({ id: "QuoteRequest", description: "A quotation request for an HrSol individual private medical insurance policy." });

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
