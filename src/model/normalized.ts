import type {
  Gender,
  IncentiveType,
  PaymentFrequency,
  PaymentType,
  Relationship,
  TransactionType,
  UnderwritingType,
} from "./enums.js";

/**
 * The request after validation and normalisation (docs/rating-model.md section 3): blanks removed,
 * enums in their canonical spelling, defaults applied, ages worked out, postcodes in the
 * standard form. Every rating step reads this shape, never the raw JSON.
 *
 * Each element that can be the subject of a problem carries `pointer`, its JSON pointer in
 * the request as sent, so that later checks and the worksheet can name it.
 */
export interface NormalizedQuoteRequest {
  readonly id?: string;
  readonly productName: "HrSol";
  /** Absent or blank in the request: "New Business". */
  readonly transactionType: TransactionType;
  readonly paymentType: PaymentType;
  readonly paymentFrequency: PaymentFrequency;
  /** ISO date `YYYY-MM-DD`; the policy start date, which chooses the tables version. */
  readonly priceRequiredDate: string;
  /** ISO date; defaults to `priceRequiredDate`; chooses the IPT rate. */
  readonly taxRequiredDate: string;
  /** Percentage: -10 is 10 % off. */
  readonly commercialAdjustment?: number;
  /** Percentage: 5 is 5 % more. */
  readonly experienceAdjustment?: number;
  readonly pmiPolicyType?: string;
  /** Normalised UK postcode, e.g. "SW1A 1AA". */
  readonly policyholderPostcode?: string;
  readonly groupSize?: number;
  readonly salesChannel?: string;
  /** Agent code; selects incentive eligibility. */
  readonly fsaNumber?: string;
  readonly originalEffectiveDate?: string;
  readonly callingSystem: string;
  readonly sourceCode?: string;
  /** Competitor's annual gross premium, for Price Beater. */
  readonly competitorPrice?: number;
  readonly previousPaymentFrequency?: PaymentFrequency;
  readonly previousPaymentType?: PaymentType;
  readonly previousCommercialDiscount?: number;
  readonly noOfPeople?: number;
  /** Absent: false. */
  readonly isRequote: boolean;
  readonly memberCategory: readonly NormalizedCategory[];
  /** Absent: empty. */
  readonly incentive: readonly NormalizedIncentive[];
}

/** A member category of a validated request, defaults applied. */
export interface NormalizedCategory {
  readonly pointer: string;
  readonly id?: number;
  readonly name?: string;
  /** Absent: empty. */
  readonly option: readonly NormalizedOption[];
  readonly familyUnit: readonly NormalizedFamilyUnit[];
}

/** An option chosen for a category (id, name and level), as validated. */
export interface NormalizedOption {
  readonly pointer: string;
  readonly id?: number;
  readonly name?: string;
  /** `value` Yes (true) or No (false), case-insensitive in the request. */
  readonly taken: boolean;
  readonly optionTypeId?: number;
  /** For options with levels, the level, e.g. "500" for a £500 excess. */
  readonly optionTypeName?: string;
}

/** A family unit of a validated request: its members. */
export interface NormalizedFamilyUnit {
  readonly pointer: string;
  readonly familyStatus?: string;
  readonly number?: string;
  readonly member: readonly NormalizedMember[];
}

/** A member of a validated request: rating facts with defaults applied and age resolved. */
export interface NormalizedMember {
  readonly pointer: string;
  readonly number?: string;
  readonly relationship: Relationship;
  readonly effectiveDate: string;
  readonly gender: Gender;
  readonly dateOfBirth?: string;
  /** Age last birthday on `priceRequiredDate` (from `dateOfBirth` when given). */
  readonly age: number;
  /** Normalised UK postcode, e.g. "SW1A 1AA". */
  readonly postcode: string;
  /** Percentage discount: 5 is 5 % off. */
  readonly wellnessDiscount?: number;
  readonly uwType: UnderwritingType;
  readonly ncdLevel: number;
  /** `pncdInd` Y (true) or N (false); absent: false. */
  readonly protectedNcd: boolean;
  readonly previousWellnessDiscount?: number;
  readonly previousNCDLevel?: number;
  readonly previousPNCDInd?: boolean;
  /** Previous annual net premium, for renewal capping and collaring. */
  readonly previousnetPremium?: number;
  readonly previousCNCFactor?: number;
  readonly cncFactor?: number;
  readonly memberTenure?: number;
  readonly memberInceptionDate?: string;
  /** `isMemberNeeded` 0 or N: false, and the member is not priced. Absent: true. */
  readonly isMemberNeeded: boolean;
  /** A band supplied by the caller (MTC and Renewal). */
  readonly postcodeBand?: string;
  /** `isPostbandCallRequired` Y: true. Absent: false. */
  readonly isPostbandCallRequired: boolean;
  readonly memberYearsClaimFree?: number;
}

/** An incentive of a validated request, with its parameter. */
export interface NormalizedIncentive {
  readonly pointer: string;
  readonly id?: number;
  readonly incentiveType: IncentiveType;
  /** Trimmed parameter as sent, e.g. "5", "Yes", "7.5". */
  readonly incentiveParameter: string;
  readonly subkey?: string;
}
