import type { IncentiveType, PaymentType, UnderwritingType } from "../model/enums.js";
import type { Issue } from "../model/issue.js";

/** The answer of a `safe` look-up: the data, or every problem with the question. */
export type LookupResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issues: readonly Issue[] };

/** The question of `expectedNcdLevel`: one New Business member. */
export interface NcdLevelQuery {
  /** Underwriting type: FMU or NMORI (virgin business), CME, CMORI or MHD (switch business); any case. */
  readonly uwType: string;
  /** Whole years the member has been claim free (switch business); absent: not known. */
  readonly memberYearsClaimFree?: number;
  /** Levels of an NCD Uplift incentive (1 to the tables' maximum); absent or 0: no uplift. */
  readonly ncdUplift?: number;
}

/** The NCD level the validator expects for a New Business member, and why. */
export interface NcdLevelAnswer {
  /** Tables version in force on the price date. */
  readonly tablesVersion: string;
  readonly uwType: UnderwritingType;
  readonly business: "virgin" | "switch";
  /** The one expected level, when the rule gives one; absent when a range is accepted. */
  readonly level?: number;
  /** Lowest accepted level (equal to `to` when one level is expected). */
  readonly from: number;
  /** Highest accepted level. */
  readonly to: number;
  /** Uplift levels applied (0 for none). */
  readonly ncdUplift: number;
  /** The rule that produced the answer (docs/interface.md section 2.7), in words. */
  readonly rule: string;
}

/** The question of `eligibleIncentives`: an agent and, optionally, the payment method. */
export interface IncentivesQuery {
  /** The agent's FSA number; absent: a request without fsaNumber (the `*` rows only). */
  readonly fsaNumber?: string;
  /** B, C or A; with `paymentFrequency`, only incentives allowed with that method are listed. */
  readonly paymentType?: string;
  /** 1, 4 or 12 payments a year. */
  readonly paymentFrequency?: number;
}

/** What an incentive's `incentiveParameter` may be. */
export type IncentiveParameterRule =
  | { readonly kind: "percent"; readonly min: string; readonly max: string; readonly description: string }
  | { readonly kind: "whole-number"; readonly min: number; readonly max: number; readonly description: string }
  | { readonly kind: "yes-no"; readonly requoteMaxPercent?: string; readonly description: string }
  | { readonly kind: "option"; readonly options: readonly { readonly id: number; readonly name: string }[]; readonly description: string }
  | { readonly kind: "text"; readonly description: string };

/** One incentive the agent may use. */
export interface EligibleIncentive {
  readonly incentiveType: IncentiveType;
  /** The parameter's bounds, from the tables. */
  readonly parameter: IncentiveParameterRule;
  /** An `incentiveParameter` a quote accepts. */
  readonly exampleParameter: string;
  /** Incentives that cannot be sent with this one. */
  readonly notCombinableWith: readonly IncentiveType[];
  /**
   * Present only when the question gave no payment method and the incentive is limited to
   * some: the methods that allow it (`paymentType`/`paymentFrequency` absent: any).
   */
  readonly onlyWith?: readonly { readonly paymentType?: PaymentType; readonly paymentFrequency?: number }[];
}

/** Every incentive an agent may use. */
export interface EligibleIncentivesAnswer {
  readonly tablesVersion: string;
  /** The agent asked about, as sent (trimmed); absent for a request without fsaNumber. */
  readonly fsaNumber?: string;
  readonly paymentType?: PaymentType;
  readonly paymentFrequency?: number;
  /** In the order of the interface's list of incentive types. */
  readonly incentives: readonly EligibleIncentive[];
  /** Pairs of the listed incentives that cannot be combined. */
  readonly exclusivePairs: readonly (readonly [IncentiveType, IncentiveType])[];
}
