import type { Issue, Warning } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";
import type { RatingTables, TablesVersion } from "../../tables/types.js";
import { checkAdjustmentLimits } from "./checkAdjustmentLimits.js";
import { checkAgeRange } from "./checkAgeRange.js";
import { checkInputBounds } from "./checkInputBounds.js";
import { checkIncentiveCombinations } from "./checkIncentiveCombinations.js";
import { checkIncentiveEligibility } from "./checkIncentiveEligibility.js";
import { checkIncentiveParameters } from "./checkIncentiveParameters.js";
import { checkNcdLevels } from "./checkNcdLevels.js";
import { checkOptions } from "./checkOptions.js";
import { checkPaymentMethod } from "./checkPaymentMethod.js";
import { checkPostcodeRating } from "./checkPostcodeRating.js";
import { checkSwitchDecApplicable } from "./checkSwitchDecApplicable.js";
import { checkTablesEffective } from "./checkTablesEffective.js";
import { checkTaxDate } from "./checkTaxDate.js";
import { warnIgnoredCappingInputs } from "./warnIgnoredCappingInputs.js";

/** The checks that read the tables version in force, in the order their problems are listed. */
const VERSION_CHECKS: readonly ((request: NormalizedQuoteRequest, tables: TablesVersion) => Issue[])[] = [
  checkAgeRange,
  checkPostcodeRating,
  checkOptions,
  checkNcdLevels,
  checkIncentiveEligibility,
  checkIncentiveCombinations,
  checkIncentiveParameters,
  checkSwitchDecApplicable,
  checkAdjustmentLimits,
  checkInputBounds,
  checkPaymentMethod,
];

/**
 * The checks of rating-model.md sections 3 and 4.1 that need the rating tables (tables and
 * tax dates, age range, postcode rating, option catalogue and levels, NCD rules, incentives,
 * bounds, payment method). Run by `validateQuoteRequest` once the request's structure is
 * sound. Every problem is collected; when no tables version is in force the checks that need
 * one are skipped (their answers would be about no tariff).
 *
 * @example
 * checkRequestAgainstTables(normalized, defaultTables); // { issues: [], warnings: [] }
 */
export function checkRequestAgainstTables(
  request: NormalizedQuoteRequest,
  tables: RatingTables,
): { issues: Issue[]; warnings: Warning[] } {
  const issues = [...checkTablesEffective(request, tables), ...checkTaxDate(request, tables)];
  const version = selectTablesVersion(tables, request.priceRequiredDate);
  if (version !== undefined) for (const check of VERSION_CHECKS) issues.push(...check(request, version));
  return { issues, warnings: warnIgnoredCappingInputs(request) };
}
