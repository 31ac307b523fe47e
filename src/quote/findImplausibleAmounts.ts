import type { Issue } from "../model/issue.js";
import type { Instalments, QuoteResponse } from "../model/response.js";

const QUOTE = "/individualHealthCarePolicy/quote";

interface LabelledAmount {
  /** JSON pointer of the part of the request the amount belongs to (the policy or a member). */
  readonly path: string;
  /** Where the amount is in the response, in words, e.g. "member 0/0/1 netPrice". */
  readonly label: string;
  readonly value: number | undefined;
}

function instalmentAmounts(path: string, label: string, instalments: Instalments): LabelledAmount[] {
  return [
    { path, label: `${label}instalments.net.first`, value: instalments.net.first },
    { path, label: `${label}instalments.net.regular`, value: instalments.net.regular },
    { path, label: `${label}instalments.gross.first`, value: instalments.gross.first },
    { path, label: `${label}instalments.gross.regular`, value: instalments.gross.regular },
  ];
}

/** Every money amount of a quotation, with the request part it belongs to. */
function amountsOf(response: QuoteResponse): LabelledAmount[] {
  const amounts: LabelledAmount[] = [
    { path: QUOTE, label: "grossPrice", value: response.grossPrice },
    { path: QUOTE, label: "netPrice", value: response.netPrice },
    { path: QUOTE, label: "ipt", value: response.ipt },
    ...instalmentAmounts(QUOTE, "", response.instalments),
  ];
  response.memberCategory.forEach((category, categoryIndex) => {
    category.familyUnit.forEach((unit, unitIndex) => {
      unit.member.forEach((member, memberIndex) => {
        const path = `${QUOTE}/memberCategory/${categoryIndex}/familyUnit/${unitIndex}/member/${memberIndex}`;
        const label = `member ${categoryIndex}/${unitIndex}/${memberIndex} `;
        amounts.push(
          { path, label: `${label}grossPrice`, value: member.grossPrice },
          { path, label: `${label}netPrice`, value: member.netPrice },
          { path, label: `${label}ipt`, value: member.ipt },
          ...member.memberTaxDetail.flatMap((detail) => [
            { path, label: `${label}memberTaxDetail.netPrice`, value: detail.netPrice },
            { path, label: `${label}memberTaxDetail.taxAmount`, value: detail.taxAmount },
          ]),
          ...instalmentAmounts(path, label, member.instalments),
        );
      });
    });
  });
  return amounts;
}

/**
 * Whether one amount passes the guard: a finite number, at least 0 and at most `ceiling`.
 *
 * @example
 * isPlausible(612.35, 10_000_000); // true
 */
export function isPlausible(value: number | undefined, ceiling: number): boolean {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= ceiling;
}

function arePlausibleInstalments(instalments: Instalments, ceiling: number): boolean {
  return (
    isPlausible(instalments.net.first, ceiling) &&
    isPlausible(instalments.net.regular, ceiling) &&
    isPlausible(instalments.gross.first, ceiling) &&
    isPlausible(instalments.gross.regular, ceiling)
  );
}

/** Whether every amount is plausible: the same amounts as `amountsOf`, without a label or an object for each. */
function areAllPlausible(response: QuoteResponse, ceiling: number): boolean {
  if (!isPlausible(response.grossPrice, ceiling) || !isPlausible(response.netPrice, ceiling) || !isPlausible(response.ipt, ceiling)) return false;
  if (!arePlausibleInstalments(response.instalments, ceiling)) return false;
  for (const category of response.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const member of unit.member) {
        if (!isPlausible(member.grossPrice, ceiling) || !isPlausible(member.netPrice, ceiling) || !isPlausible(member.ipt, ceiling)) return false;
        for (const detail of member.memberTaxDetail) if (!isPlausible(detail.netPrice, ceiling) || !isPlausible(detail.taxAmount, ceiling)) return false;
        if (!arePlausibleInstalments(member.instalments, ceiling)) return false;
      }
    }
  }
  return true;
}

/**
 * The last guard of `safeQuote`: every amount a quotation returns (premiums, tax, instalments,
 * of the policy and of each member) is a finite number, at least 0 and at most `ceiling`
 * (limits.csv `maximum_quote_amount`). The request's bounds should make this unreachable; if a
 * table or a custom step still drives an amount out of bounds, the quote is refused with
 * `PRICE_OUT_OF_RANGE` (one issue per amount, on the policy or the member it belongs to)
 * rather than returned as `success` with `Infinity`, `null` or an absurd price. It runs on
 * every quote, so the amounts are checked first and labelled only when one is out of range.
 *
 * @example
 * findImplausibleAmounts(response, 10_000_000); // [] for a plausible quotation
 */
export function findImplausibleAmounts(response: QuoteResponse, ceiling: number): Issue[] {
  const issues: Issue[] = [];
  if (areAllPlausible(response, ceiling)) return issues;
  for (const { path, label, value } of amountsOf(response)) {
    if (typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= ceiling) continue;
    issues.push({
      path,
      code: "PRICE_OUT_OF_RANGE",
      message: `The quotation's ${label} came to ${String(value)}, outside 0 to ${ceiling} (the tables' maximum_quote_amount, GBP); the request cannot be priced: check its factors and amounts.`,
    });
  }
  return issues;
}
