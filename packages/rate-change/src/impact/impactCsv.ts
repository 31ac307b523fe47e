import type { PolicyChange, PolicyFailure } from "./ImpactAccumulator.js";
import { isPolicyFailure } from "./ImpactAccumulator.js";
import type { PolicyPricing } from "./policyPricing.js";
import { neutraliseSpreadsheetFormula } from "../csv/neutraliseSpreadsheetFormula.js";

/** Columns of `impact --out`, one row per policy in book order. */
export const IMPACT_CSV_COLUMNS = [
  "line",
  "policyId",
  "status",
  "fromVersion",
  "toVersion",
  "fromNet",
  "toNet",
  "fromGross",
  "toGross",
  "change",
  "changePercent",
  "reason",
] as const;

/**
 * One CSV record of `impact --out`: both premiums (net and gross) with each tables, the change
 * on the chosen basis in pounds and percent, or the reason the policy could not be compared.
 * The policy id and the reason (from the book) are neutralised for a spreadsheet
 * (`neutraliseSpreadsheetFormula`); the amounts stay numbers.
 *
 * @example
 * impactCsvRecord(pricing, accumulator.add(pricing));
 * // [12, "Q-12", "compared", "2026.1", "2027.1", "500.00", "525.00", "560.00", "588.00", "28.00", "5", ""]
 */
export function impactCsvRecord(pricing: PolicyPricing, outcome: PolicyChange | PolicyFailure): (string | number)[] {
  const { from, to } = pricing;
  const failed = isPolicyFailure(outcome);
  return [
    pricing.line,
    neutraliseSpreadsheetFormula(pricing.policyId),
    failed ? `failed (${outcome.side === "both" ? "both" : `--${outcome.side}`})` : "compared",
    from.ok ? from.version : "",
    to.ok ? to.version : "",
    from.ok ? from.net : "",
    to.ok ? to.net : "",
    from.ok ? from.gross : "",
    to.ok ? to.gross : "",
    failed ? "" : outcome.amount,
    failed ? "" : outcome.percent.toFixed(2),
    failed ? neutraliseSpreadsheetFormula(outcome.reason) : "",
  ];
}
