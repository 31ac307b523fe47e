/**
 * pmi-rating: prices UK individual private medical insurance (HrSol) quotations in-process.
 *
 * Everything here is pure and runs anywhere JavaScript does; Node-only helpers (reading
 * tables from a folder, golden-file runs) are in `pmi-rating/node`, the shipped default
 * tables in `pmi-rating/tables`, the HTTP adapter in `pmi-rating/http`.
 *
 * @example
 * import { quote } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * const response = quote(request, defaultTables, { explain: true });
 *
 * @packageDocumentation
 * @module pmi-rating
 */

// Pricing
export { quote } from "./quote/quote.js";
export { safeQuote } from "./quote/safeQuote.js";
export { QuoteError } from "./quote/QuoteError.js";
export type { QuoteOptions, SafeQuoteResult } from "./engine/quoteOptions.js";

// Rating steps and their runner, to reorder, replace or extend
export * from "./factors/index.js";
export { explainLine, type MemberLine } from "./engine/explainLine.js";
export { compilePipeline } from "./engine/compilePipeline.js";
export { runSteps } from "./engine/runSteps.js";
export type { CompiledStep, RatingPipeline, RatingTables } from "./engine/types.js";
export { planOf } from "./plans/planOf.js";
export type { IptRatePlan, NumberRangePlan, RatingPlan, RequestBoundsPlan, TerritoryRatesPlan } from "./engine/types.js";
export type { OptionLookups } from "./tables/options/optionLookupsOf.js";
export type { OptionLevel } from "./tables/options/findOptionLevel.js";
export type { NumberBound } from "./engine/numberBoundOf.js";
export type { InitialPolicyRating } from "./engine/buildInitialPolicyRating.js";

// The request and the response: schemas, types, vocabularies, problems, and the one validator
export {
  QuoteRequestSchema,
  validateQuoteRequest,
  type ValidateOptions,
  type ValidationFailure,
  type ValidationResult,
  type ValidationSuccess,
} from "./validate/index.js";
export {
  QuoteRequestShapeSchema,
  type FamilyUnit,
  type Incentive,
  type Member,
  type MemberCategory,
  type Option,
  type QuoteRequest,
  type QuoteRequestPolicy,
} from "./model/request.js";
export {
  QuoteResponseSchema,
  type FamilyUnitQuote,
  type InstalmentAmounts,
  type Instalments,
  type MemberCategoryQuote,
  type MemberQuote,
  type MemberTaxDetail,
  type QuoteResponse,
  type TablesUsed,
  type WorksheetLine,
} from "./model/response.js";
export type * from "./model/normalized.js";
export * from "./model/enums.js";
export { ISSUE_CODES, WARNING_CODES, type Issue, type IssueCode, type Warning, type WarningCode } from "./model/issue.js";
export { REQUEST_LIMITS } from "./model/limits.js";

// Exact decimals: premiums on the worksheet and in custom steps are of this type. Only the
// types are exported here: the class is reachable through any decimal's constructor, frozen,
// and tools that compute with it take it from `pmi-rating/toolkit`.
export type { Decimal, DecimalInput, DecimalRoundingMode } from "./decimal/decimal.js";

// Rating tables: compile parsed tables, choose the version in force
export type * from "./tables/types.js";
export { compileTables, type CompileTablesResult } from "./plans/compileTables.js";
export type { ParsedTables } from "./tables/parsedTables.js";
export { selectTablesVersion } from "./tables/selectTablesVersion.js";

// Look-ups an integrator needs before quoting, answered by the validator's own rules
export { expectedNcdLevel } from "./lookups/expectedNcdLevel.js";
export { safeExpectedNcdLevel } from "./lookups/safeExpectedNcdLevel.js";
export { eligibleIncentives } from "./lookups/eligibleIncentives.js";
export { safeEligibleIncentives } from "./lookups/safeEligibleIncentives.js";
export { LookupError } from "./lookups/LookupError.js";
export type {
  EligibleIncentive,
  EligibleIncentivesAnswer,
  IncentiveParameterRule,
  IncentivesQuery,
  LookupResult,
  NcdLevelAnswer,
  NcdLevelQuery,
} from "./lookups/types.js";

export type { Movement } from "./model/renewalResponse.js";
