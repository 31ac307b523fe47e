import { PAYMENT_FREQUENCIES, PAYMENT_TYPES } from "../../model/enums.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { Factor, PaymentTable } from "../types.js";
import { fileName } from "./fileName.js";
import { factorCell, integerOneOfCell, oneOfCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/**
 * Reads payment.csv (`payment_type,payment_frequency,factor`): the payment methods on offer,
 * each pair once with a factor above 0. A pair left out is not available
 * (PAYMENT_METHOD_NOT_AVAILABLE). Keys are `${paymentType}:${paymentFrequency}`.
 *
 * @example
 * compilePayment("2026.1/payment.csv", csv, problems)?.factors.get("B:1")?.value.toString(); // "0.97"
 */
export function compilePayment(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): PaymentTable | undefined {
  const validated = validateRows(file, csv, {
    payment_type: oneOfCell(PAYMENT_TYPES, "payment type"),
    payment_frequency: integerOneOfCell(PAYMENT_FREQUENCIES, "payment frequency (payments a year)"),
    factor: factorCell,
  });
  problems.push(...validated.problems);
  const before = problems.length;
  const factors = new Map<string, Factor>();
  for (const { row, data } of validated.rows) {
    const key = `${data.payment_type}:${data.payment_frequency}`;
    const earlier = factors.get(key);
    if (earlier !== undefined) {
      problems.push({
        file,
        row,
        column: "payment_type",
        code: "DUPLICATE_ENTRY",
        message: `Payment type ${data.payment_type} with frequency ${data.payment_frequency} is given twice (first in row ${earlier.source.row}).`,
      });
      continue;
    }
    factors.set(key, { value: data.factor, source: { file: fileName(file), row } });
  }
  if (!validated.complete) return undefined;
  if (factors.size === 0) {
    problems.push({ file, code: "MISSING_ENTRY", message: "No payment method is on offer: add rows payment_type,payment_frequency,factor." });
  }
  return problems.length > before ? undefined : { factors };
}
