/**
 * The closed vocabularies of the interface (docs/interface.md section 2), as const tuples so that
 * both zod schemas and TypeScript unions derive from one list.
 */

/** `transactionType`; a blank or absent value is New Business. */
export const TRANSACTION_TYPES = ["New Business", "MTC", "Renewal"] as const;
/** A `transactionType`: New Business, MTC (mid-term change) or Renewal. */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** `paymentType`: B is direct debit; C and A are the insurer's other methods. */
export const PAYMENT_TYPES = ["B", "C", "A"] as const;
/** A `paymentType`: B (direct debit), C or A. */
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** `paymentFrequency`: payments per year. */
export const PAYMENT_FREQUENCIES = [1, 4, 12] as const;
/** A `paymentFrequency`: 1, 4 or 12 payments a year. */
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** `relationship` of a member to the primary member. */
export const RELATIONSHIPS = ["self", "partner", "child"] as const;
/** A member's `relationship` to the primary member: self, partner or child. */
export type Relationship = (typeof RELATIONSHIPS)[number];

/** `gender`. */
export const GENDERS = ["M", "F"] as const;
/** A member's `gender`: M or F. */
export type Gender = (typeof GENDERS)[number];

/** `uwType`. FMU and NMORI are virgin business; CME, CMORI and MHD are switch business. */
export const UNDERWRITING_TYPES = ["FMU", "NMORI", "CME", "CMORI", "MHD"] as const;
/** A member's `uwType`: FMU or NMORI (virgin business), CME, CMORI or MHD (switch business). */
export type UnderwritingType = (typeof UNDERWRITING_TYPES)[number];

/** Underwriting types that mean the member is switching from another insurer. */
export const SWITCH_UNDERWRITING_TYPES: readonly UnderwritingType[] = ["CME", "CMORI", "MHD"];

/** `incentiveType`. */
export const INCENTIVE_TYPES = ["Price Beater", "NCD Uplift", "gift", "monthsFree", "freeOption", "SwitchDec", "psDiscount"] as const;
/** An `incentiveType` of the interface (Price Beater, NCD Uplift, gift, monthsFree, freeOption, SwitchDec, psDiscount). */
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/** The only product this library prices. */
export const PRODUCT_NAME = "HrSol";
