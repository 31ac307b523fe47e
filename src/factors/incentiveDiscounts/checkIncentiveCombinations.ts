import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * Incentives the tables declare exclusive may not be sent together
 * (`INCENTIVES_NOT_COMBINABLE`); the problem is reported on the later of the two in the request.
 *
 * @example
 * checkIncentiveCombinations(withPsDiscountAndPriceBeater, tables)[0]?.code; // "INCENTIVES_NOT_COMBINABLE"
 */
export function checkIncentiveCombinations(request: NormalizedQuoteRequest, tables: TablesVersion): readonly Issue[] {
  if (request.incentive.length < 2) return NO_ISSUES;
  let issues: Issue[] | undefined;
  const positionOf = new Map(request.incentive.map((incentive, index) => [incentive.incentiveType, index]));
  const reported = new Set<string>();
  for (const [first, second] of tables.incentives.exclusivePairs) {
    const a = positionOf.get(first);
    const b = positionOf.get(second);
    // A pair the tables list twice, or both ways round, is one problem.
    const pairKey = [a, b].sort().join(":");
    if (a === undefined || b === undefined || a === b || reported.has(pairKey)) continue;
    reported.add(pairKey);
    const later = request.incentive[Math.max(a, b)];
    const earlier = request.incentive[Math.min(a, b)];
    if (later === undefined || earlier === undefined) continue;
    (issues ??= []).push({
      path: `${later.pointer}/incentiveType`,
      code: "INCENTIVES_NOT_COMBINABLE",
      message: `Incentives ${earlier.incentiveType} and ${later.incentiveType} cannot be combined; send only one of them.`,
    });
  }
  return issues ?? NO_ISSUES;
}
