import { Decimal } from "../decimal/decimal.js";
import type { ProRata } from "../model/renewalResponse.js";
import { fractionOfPercent } from "../decimal/fractionOfPercent.js";
import { iptAmountOf } from "../factors/ipt/iptAmountOf.js";
import type { RoundingMode } from "../tables/types.js";
import { policyYearOf } from "./policyYearOf.js";
import { proRataShare } from "./proRataShare.js";

/**
 * The charge of a member joining mid-term (docs/rating-model.md, "Members joining mid-term"):
 * from its `effectiveDate` to the end of the policy year that holds it (years from each
 * anniversary of `originalEffectiveDate`), net = annual net × days ÷ days in the year rounded
 * once to pennies (the tables' mode), premium tax = that net × the member's rate, rounded the
 * same way. `undefined` when the member joins on the first day of a policy year (the annual
 * premium is then the charge).
 *
 * @example
 * proRataOfMember("2026-01-15", "2026-09-01", { netPrice: 647.28, taxRate: 12 }, "half-up");
 * // { fromDate: "2026-09-01", days: 136, daysInYear: 365, netPrice: 241.2, ipt: 28.94, grossPrice: 270.14, ... }
 */
export function proRataOfMember(
  originalEffectiveDate: string,
  effectiveDate: string,
  annual: { readonly netPrice: number; readonly taxRate: number },
  mode: RoundingMode,
): ProRata | undefined {
  const year = policyYearOf(originalEffectiveDate, effectiveDate);
  if (year.daysRemaining === year.daysInYear) return undefined;
  const net = proRataShare(new Decimal(String(annual.netPrice)), year.daysRemaining, year.daysInYear, mode);
  const tax = iptAmountOf(net, fractionOfPercent(new Decimal(String(annual.taxRate))), mode);
  return {
    fromDate: effectiveDate,
    policyYearStart: year.start,
    policyYearEnd: year.end,
    days: year.daysRemaining,
    daysInYear: year.daysInYear,
    netPrice: net.toNumber(),
    ipt: tax.toNumber(),
    grossPrice: net.plus(tax).toNumber(),
  };
}
