import type { z } from "zod";
import type { Issue } from "../model/issue.js";
import type { EligibleIncentiveSchema, EligibleIncentivesAnswerSchema, IncentiveParameterRuleSchema, NcdLevelAnswerSchema } from "./answerSchemas.js";

/** `T` with every property, list and tuple read-only, at every depth: answers are not to be changed. */
type ReadonlyDeep<T> = T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

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

/** The NCD level the validator expects for a New Business member, and why (the schema `NcdLevelAnswerSchema` says each field). */
export type NcdLevelAnswer = ReadonlyDeep<z.output<typeof NcdLevelAnswerSchema>>;

/** The question of `eligibleIncentives`: an agent and, optionally, the payment method. */
export interface IncentivesQuery {
  /** The agent's FSA number; absent: a request without fsaNumber (the `*` rows only). */
  readonly fsaNumber?: string;
  /** B, C or A; with `paymentFrequency`, only incentives allowed with that method are listed. */
  readonly paymentType?: string;
  /** 1, 4 or 12 payments a year. */
  readonly paymentFrequency?: number;
}

/** What an incentive's `incentiveParameter` may be, by `kind` (`IncentiveParameterRuleSchema`). */
export type IncentiveParameterRule = ReadonlyDeep<z.output<typeof IncentiveParameterRuleSchema>>;

/** One incentive the agent may use (`EligibleIncentiveSchema`). */
export type EligibleIncentive = ReadonlyDeep<z.output<typeof EligibleIncentiveSchema>>;

/** Every incentive an agent may use (`EligibleIncentivesAnswerSchema`). */
export type EligibleIncentivesAnswer = ReadonlyDeep<z.output<typeof EligibleIncentivesAnswerSchema>>;
