import type { z } from "zod";
import type { Issue } from "../model/issue.js";
import type { EligibleIncentiveSchema, EligibleIncentivesAnswerSchema, IncentiveParameterRuleSchema, NcdLevelAnswerSchema } from "./answerSchemas.js";

/** `T` with every property, list and tuple read-only, at every depth: answers are not to be changed. */
type ReadonlyDeep<T> = T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

/** The answer of a `safe` look-up: the data, or every problem with the question. */
export type LookupResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly issues: readonly Issue[] };

export type { IncentivesQuery, NcdLevelQuery } from "./queries.generated.js";

/** The NCD level the validator expects for a New Business member, and why (the schema `NcdLevelAnswerSchema` says each field). */
export type NcdLevelAnswer = ReadonlyDeep<z.output<typeof NcdLevelAnswerSchema>>;

/** What an incentive's `incentiveParameter` may be, by `kind` (`IncentiveParameterRuleSchema`). */
export type IncentiveParameterRule = ReadonlyDeep<z.output<typeof IncentiveParameterRuleSchema>>;

/** One incentive the agent may use (`EligibleIncentiveSchema`). */
export type EligibleIncentive = ReadonlyDeep<z.output<typeof EligibleIncentiveSchema>>;

/** Every incentive an agent may use (`EligibleIncentivesAnswerSchema`). */
export type EligibleIncentivesAnswer = ReadonlyDeep<z.output<typeof EligibleIncentivesAnswerSchema>>;
