import { INCENTIVE_TYPES, PAYMENT_FREQUENCIES, PAYMENT_TYPES, type IncentiveType } from "../../model/enums.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { EligibilityRule, IncentiveBounds, IncentiveRules } from "../types.js";
import { fileName } from "./fileName.js";
import { oneOfCell, optionalIntegerOneOfCell, optionalOneOfCell, textCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/**
 * Reads incentive-eligibility.csv (`agent,incentive_type,payment_type,payment_frequency`: an
 * agent code or `*` for every agent; blank payment columns mean any) and
 * incentive-exclusive-pairs.csv (`incentive_type,not_combinable_with`), and joins the
 * parameter bounds from limits.csv. Incentive types are the interface's seven spellings;
 * a rule or pair given twice, or a type paired with itself, is a problem.
 *
 * @example
 * compileIncentives(eligibilityFile, eligibilityCsv, pairsFile, pairsCsv, bounds, problems)?.exclusivePairs;
 * // [["Price Beater", "psDiscount"], ["Price Beater", "monthsFree"]]
 */
export function compileIncentives(
  eligibilityFile: string,
  eligibilityCsv: ParsedCsv | undefined,
  pairsFile: string,
  pairsCsv: ParsedCsv | undefined,
  bounds: IncentiveBounds | undefined,
  problems: TableProblem[],
): IncentiveRules | undefined {
  const before = problems.length;
  const eligibility = readEligibility(eligibilityFile, eligibilityCsv, problems);
  const exclusivePairs = readExclusivePairs(pairsFile, pairsCsv, problems);
  if (eligibility === undefined || exclusivePairs === undefined || bounds === undefined || problems.length > before) return undefined;
  return { eligibility, exclusivePairs, bounds };
}

function readEligibility(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): EligibilityRule[] | undefined {
  const validated = validateRows(file, csv, {
    agent: textCell,
    incentive_type: oneOfCell(INCENTIVE_TYPES, "incentive type"),
    payment_type: optionalOneOfCell(PAYMENT_TYPES, "payment type"),
    payment_frequency: optionalIntegerOneOfCell(PAYMENT_FREQUENCIES, "payment frequency"),
  });
  problems.push(...validated.problems);
  const before = problems.length;
  const rules: EligibilityRule[] = [];
  const seen = new Map<string, number>();
  for (const { row, data } of validated.rows) {
    const key = [data.agent, data.incentive_type, data.payment_type ?? "*", data.payment_frequency ?? "*"].join("|");
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ file, row, column: "agent", code: "DUPLICATE_ENTRY", message: `This rule repeats row ${earlier}.` });
      continue;
    }
    seen.set(key, row);
    rules.push({
      agent: data.agent,
      incentiveType: data.incentive_type,
      ...(data.payment_type === undefined ? {} : { paymentType: data.payment_type }),
      ...(data.payment_frequency === undefined ? {} : { paymentFrequency: data.payment_frequency }),
      source: { file: fileName(file), row },
    });
  }
  return validated.complete && problems.length === before ? rules : undefined;
}

function readExclusivePairs(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): (readonly [IncentiveType, IncentiveType])[] | undefined {
  const validated = validateRows(file, csv, {
    incentive_type: oneOfCell(INCENTIVE_TYPES, "incentive type"),
    not_combinable_with: oneOfCell(INCENTIVE_TYPES, "incentive type"),
  });
  problems.push(...validated.problems);
  const before = problems.length;
  const pairs: (readonly [IncentiveType, IncentiveType])[] = [];
  const seen = new Map<string, number>();
  for (const { row, data } of validated.rows) {
    if (data.incentive_type === data.not_combinable_with) {
      problems.push({
        file,
        row,
        column: "not_combinable_with",
        code: "INVALID_VALUE",
        message: `An incentive cannot be exclusive with itself (${data.incentive_type}); each type may be used once anyway.`,
      });
      continue;
    }
    const key = [data.incentive_type, data.not_combinable_with].sort().join("|");
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        file,
        row,
        column: "incentive_type",
        code: "DUPLICATE_ENTRY",
        message: `This pair repeats row ${earlier} (the order of the two does not matter).`,
      });
      continue;
    }
    seen.set(key, row);
    pairs.push([data.incentive_type, data.not_combinable_with]);
  }
  return validated.complete && problems.length === before ? pairs : undefined;
}
