import type { Decimal } from "../decimal/decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { runSteps } from "../engine/runSteps.js";
import { stepsForPlan } from "../engine/stepsForPlan.js";
import { planOf } from "../plans/planOf.js";
import type { RatingPlan } from "../engine/types.js";
import { quoteFieldPointer } from "../model/quotePointer.js";
import type { PolicyRating } from "../engine/types.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { TablesVersion } from "../tables/types.js";
import type { RatingTables } from "../engine/types.js";
import { buildQuoteResponse } from "./buildQuoteResponse.js";
import { findImplausibleAmounts } from "./findImplausibleAmounts.js";
import type { QuoteOptions, SafeQuoteResult } from "../engine/quoteOptions.js";

/** A request rated by the steps, before any response is built: the version and plan used and the runner's policy. */
export type RatedRequest =
  | { readonly success: true; readonly version: TablesVersion; readonly plan: RatingPlan; readonly policy: PolicyRating }
  | { readonly success: false; readonly issues: readonly Issue[] };

/**
 * The rating part of `priceValidRequest`: chooses the tables version and its rating plan and
 * runs the compiled steps (the plan's default ones, or the caller's `options.steps`), stopping
 * at the problems a step found. Shared by `priceValidRequest`, `priceAnnualAmounts` and the
 * renewal rules, which build different results from the same rating. The renewal rules pass
 * the members' equivalent new-business nets when the price rule caps at them.
 *
 * @example
 * const rated = rateValidRequest(normalized, tables, undefined, false);
 * rated.success && rated.policy.members[0]?.netPrice?.toFixed(2); // "612.35"
 */
export function rateValidRequest(
  normalized: NormalizedQuoteRequest,
  tables: RatingTables,
  steps: QuoteOptions["steps"],
  explain: boolean,
  equivalentNewBusinessNets?: ReadonlyMap<string, Decimal>,
): RatedRequest {
  const version = selectTablesVersion(tables, normalized.priceRequiredDate);
  if (version === undefined) {
    // validateQuoteRequest reports this already; kept so that a mis-wired validator cannot price with no tariff.
    const issue: Issue = {
      path: quoteFieldPointer("priceRequiredDate"),
      code: "TABLES_NOT_EFFECTIVE",
      message: `No tables version is in force on ${normalized.priceRequiredDate}.`,
    };
    return { success: false, issues: [issue] };
  }
  const plan = planOf(tables, version);
  const policy = runSteps(stepsForPlan(plan, steps), normalized, plan, explain, undefined, equivalentNewBusinessNets);
  if (policy.issues.length > 0) return { success: false, issues: policy.issues };
  return { success: true, version, plan, policy };
}

/**
 * The engine's part of `safeQuote`, after validation: chooses the tables version and its
 * rating plan, runs the compiled steps (the plan's default ones, or the caller's), builds the
 * response and applies the last guard on its amounts. Split from `safeQuote` so that the
 * engine can be measured and tested on a request already validated.
 *
 * @example
 * const validation = validateQuoteRequest(request, { tables });
 * if (validation.success) priceValidRequest(validation.data, validation.warnings, tables, {});
 */
export function priceValidRequest(
  normalized: NormalizedQuoteRequest,
  validationWarnings: readonly Warning[],
  tables: RatingTables,
  options: QuoteOptions,
): SafeQuoteResult {
  const explain = options.explain === true;
  return respondToRating(normalized, rateValidRequest(normalized, tables, options.steps, explain), validationWarnings, explain);
}

/**
 * The result of a rating: its problems, or the response built from it with the last guard on
 * its amounts (no success carries a non-finite, negative or absurd amount).
 *
 * @example
 * respondToRating(normalized, rateValidRequest(normalized, tables, undefined, false), [], false);
 */
export function respondToRating(normalized: NormalizedQuoteRequest, rated: RatedRequest, validationWarnings: readonly Warning[], explain: boolean): SafeQuoteResult {
  if (!rated.success) return rated;
  const { version, plan, policy } = rated;
  const warnings = [...validationWarnings, ...policy.warnings];
  const data = buildQuoteResponse(normalized, version, policy, warnings, explain);
  // The invariant: whatever the request, the tables or the steps, no success carries a
  // non-finite, negative or absurd amount.
  const implausible = findImplausibleAmounts(data, plan.maximumQuoteAmount);
  if (implausible.length > 0) return { success: false, issues: implausible };
  return { success: true, data, warnings };
}
