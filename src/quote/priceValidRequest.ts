import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { defaultSteps } from "../steps/index.js";
import { quoteFieldPointer } from "../steps/lookups/quotePointer.js";
import type { RatingContext } from "../steps/types.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { RatingTables } from "../tables/types.js";
import { buildInitialPolicyRating } from "./buildInitialPolicyRating.js";
import { buildQuoteResponse } from "./buildQuoteResponse.js";
import { decimalNumber } from "./decimalNumber.js";
import { findImplausibleAmounts } from "./findImplausibleAmounts.js";
import { rateWithDefaultSteps } from "./rateWithDefaultSteps.js";
import { taxesOutsideUk } from "./taxesOutsideUk.js";
import type { QuoteOptions, SafeQuoteResult } from "./types.js";

/**
 * The engine's part of `safeQuote`, after validation: chooses the tables version, runs the
 * rating steps, builds the response and applies the last guard on its amounts. Split from
 * `safeQuote` so that the engine can be measured and tested on a request already validated.
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

  const explain = options.explain === true;
  const steps = options.steps ?? defaultSteps;
  // The default steps take the fused pass (the same rules and lines, without a policy copy per
  // step); a problem, or a caller's own step list, takes the general pipeline, the definition.
  // A tax address outside UK IPT takes the general pipeline too (the fused pass knows UK IPT only).
  const fused = steps === defaultSteps && !taxesOutsideUk(normalized, tables.taxTerritories);
  let policy = fused ? rateWithDefaultSteps(normalized, version, tables.ipt, explain) : undefined;
  if (policy === undefined) {
    const context: RatingContext = {
      request: normalized,
      tables: version,
      ipt: tables.ipt,
      ...(tables.taxTerritories === undefined ? {} : { taxTerritories: tables.taxTerritories }),
      explain,
    };
    policy = buildInitialPolicyRating(normalized);
    for (const step of steps) {
      policy = step.apply(policy, context);
      // Stop at the first step that finds a problem: later steps would only report its consequences.
      if (policy.issues.length > 0) return { success: false, issues: policy.issues };
    }
  }

  const warnings = [...validationWarnings, ...policy.warnings];
  const data = buildQuoteResponse(normalized, version, policy, warnings, explain);
  // The invariant: whatever the request, the tables or the steps, no success carries a
  // non-finite, negative or absurd amount.
  const implausible = findImplausibleAmounts(data, decimalNumber(version.inputBounds.maximumQuoteAmount.value));
  if (implausible.length > 0) return { success: false, issues: implausible };
  return { success: true, data, warnings };
}
