import type { Issue } from "../model/issue.js";
import type { MemberQuote, QuoteResponse } from "../model/response.js";

const QUOTE = "/individualHealthCarePolicy/quote";

/**
 * Whether one amount passes the guard: a finite number, at least 0 and at most `ceiling`.
 *
 * @example
 * isPlausible(612.35, 10_000_000); // true
 */
export function isPlausible(value: number | undefined, ceiling: number): boolean {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= ceiling;
}

/**
 * The problem with one amount out of range. Where it is comes as indices (the category, family
 * unit and member; `category` −1 for the policy), written into a pointer and a label only here:
 * the guard runs on every quote, nearly always finding nothing to report.
 */
function outOfRange(value: number | undefined, ceiling: number, field: string, category: number, unit: number, member: number): Issue {
  const policy = category < 0;
  const label = policy ? field : `member ${category}/${unit}/${member} ${field}`;
  return {
    path: policy ? QUOTE : `${QUOTE}/memberCategory/${category}/familyUnit/${unit}/member/${member}`,
    code: "PRICE_OUT_OF_RANGE",
    message: `The quotation's ${label} came to ${String(value)}, outside 0 to ${ceiling} (the tables' maximum_quote_amount, GBP); the request cannot be priced: check its factors and amounts.`,
  };
}

/** Adds the problem with one amount, if it is out of range, to `issues` (small, so that it is inlined and the number stays unboxed). */
function checkAmount(issues: Issue[], ceiling: number, value: number | undefined, field: string, category: number, unit: number, member: number): void {
  if (!isPlausible(value, ceiling)) issues.push(outOfRange(value, ceiling, field, category, unit, member));
}

/** The problems with the money of a member or the policy, in the response's order, added to `issues`. */
function checkFigures(
  issues: Issue[],
  ceiling: number,
  figures: Pick<MemberQuote, "grossPrice" | "netPrice" | "ipt" | "instalments"> & { readonly memberTaxDetail?: MemberQuote["memberTaxDetail"] },
  category: number,
  unit: number,
  member: number,
): void {
  checkAmount(issues, ceiling, figures.grossPrice, "grossPrice", category, unit, member);
  checkAmount(issues, ceiling, figures.netPrice, "netPrice", category, unit, member);
  checkAmount(issues, ceiling, figures.ipt, "ipt", category, unit, member);
  for (const detail of figures.memberTaxDetail ?? []) {
    checkAmount(issues, ceiling, detail.netPrice, "memberTaxDetail.netPrice", category, unit, member);
    checkAmount(issues, ceiling, detail.taxAmount, "memberTaxDetail.taxAmount", category, unit, member);
  }
  const { net, gross } = figures.instalments;
  checkAmount(issues, ceiling, net.first, "instalments.net.first", category, unit, member);
  checkAmount(issues, ceiling, net.regular, "instalments.net.regular", category, unit, member);
  checkAmount(issues, ceiling, gross.first, "instalments.gross.first", category, unit, member);
  checkAmount(issues, ceiling, gross.regular, "instalments.gross.regular", category, unit, member);
}

/**
 * The last guard of `safeQuote`: every amount a quotation returns (premiums, tax, instalments,
 * of the policy and of each member) is a finite number, at least 0 and at most `ceiling`
 * (limits.csv `maximum_quote_amount`). The request's bounds should make this unreachable; if a
 * table or a custom step still drives an amount out of bounds, the quote is refused with
 * `PRICE_OUT_OF_RANGE` (one issue per amount, on the policy or the member it belongs to)
 * rather than returned as `success` with `Infinity`, `null` or an absurd price. It runs on
 * every quote, so an amount is labelled only when it is out of range.
 *
 * @example
 * findImplausibleAmounts(response, 10_000_000); // [] for a plausible quotation
 */
export function findImplausibleAmounts(response: QuoteResponse, ceiling: number): Issue[] {
  const issues: Issue[] = [];
  checkFigures(issues, ceiling, response, -1, 0, 0);
  // Indexed loops rather than forEach callbacks: no closure for each category and family unit.
  const categories = response.memberCategory;
  for (let categoryIndex = 0; categoryIndex < categories.length; categoryIndex++) {
    const units = categories[categoryIndex]!.familyUnit;
    for (let unitIndex = 0; unitIndex < units.length; unitIndex++) {
      const members = units[unitIndex]!.member;
      for (let memberIndex = 0; memberIndex < members.length; memberIndex++) checkFigures(issues, ceiling, members[memberIndex]!, categoryIndex, unitIndex, memberIndex);
    }
  }
  return issues;
}
