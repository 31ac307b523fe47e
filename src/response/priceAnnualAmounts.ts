import type { Issue } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import type { MemberQuote } from "../model/response.js";
import type { RatingTables } from "../engine/types.js";
import { memberAmountsOf, type MemberAmounts } from "./buildQuoteResponse.js";
import { isPlausible } from "./findImplausibleAmounts.js";
import { annualFiguresOf, type AnnualFigures } from "./moneyFiguresOf.js";
import { priceValidRequest, rateValidRequest } from "./priceValidRequest.js";
import { sumPolicyTotals } from "./sumPolicyTotals.js";
import type { QuoteOptions } from "../engine/quoteOptions.js";

/** The annual amounts of a quotation: the policy's, and each member's in request order. */
export interface AnnualAmounts extends AnnualFigures {
  readonly members: readonly AnnualFigures[];
}

/** What `priceAnnualAmounts` returns: the amounts, or the problems `priceValidRequest` would refuse the request with. */
export type AnnualAmountsResult = { readonly success: true; readonly data: AnnualAmounts } | { readonly success: false; readonly issues: readonly Issue[] };

/**
 * The annual amounts `priceValidRequest` would return for a request (net price, IPT and gross
 * of the policy and of each member, as the response's numbers), without building the
 * response: for the renewal rules' repricings (the equivalent new-business price, the price
 * before the rule's cap), which read only these. The same rating (`rateValidRequest`), the
 * same amounts (`memberAmountsOf`, `annualFiguresOf`, the policy's sums) and the same guard:
 * an instalment lies between 0 and its annual amount, so when every annual amount passes the
 * guard every instalment does; when one does not, the request is priced by
 * `priceValidRequest` itself, for its exact `PRICE_OUT_OF_RANGE` problems.
 *
 * @example
 * const amounts = priceAnnualAmounts(equivalentRequest, tables, undefined);
 * amounts.success && amounts.data.members[0]?.netPrice; // 612.35
 */
export function priceAnnualAmounts(normalized: NormalizedQuoteRequest, tables: RatingTables, steps: QuoteOptions["steps"]): AnnualAmountsResult {
  const rated = rateValidRequest(normalized, tables, steps, false);
  if (!rated.success) return rated;
  const { version, plan, policy } = rated;
  const ceiling = plan.maximumQuoteAmount;
  const members: AnnualFigures[] = [];
  const amounts: MemberAmounts[] = [];
  let plausible = true;
  let ratingIndex = 0;
  for (const category of normalized.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const sent of unit.member) {
        const memberAmounts = memberAmountsOf(sent, policy.members[ratingIndex++], version);
        amounts.push(memberAmounts);
        const figures = annualFiguresOf(memberAmounts.netPrice, memberAmounts.ipt);
        members.push({ netPrice: figures.netPrice, ipt: figures.ipt, grossPrice: figures.grossPrice });
        plausible &&= isPlausible(figures.grossPrice, ceiling) && isPlausible(figures.netPrice, ceiling) && isPlausible(figures.ipt, ceiling);
      }
    }
  }
  const policyTotals = sumPolicyTotals(amounts);
  const totals = annualFiguresOf(policyTotals.netPrice, policyTotals.ipt);
  plausible &&= isPlausible(totals.grossPrice, ceiling) && isPlausible(totals.netPrice, ceiling) && isPlausible(totals.ipt, ceiling);
  if (plausible) return { success: true, data: { netPrice: totals.netPrice, ipt: totals.ipt, grossPrice: totals.grossPrice, members } };
  // Rare: an amount out of range. The response and its guard, for the guard's own problems.
  const priced = priceValidRequest(normalized, [], tables, steps === undefined ? {} : { steps });
  if (!priced.success) return priced;
  const quoted: MemberQuote[] = [];
  for (const category of priced.data.memberCategory) for (const unit of category.familyUnit) quoted.push(...unit.member);
  return {
    success: true,
    data: {
      netPrice: priced.data.netPrice,
      ipt: priced.data.ipt,
      grossPrice: priced.data.grossPrice,
      members: quoted.map((member) => ({ netPrice: member.netPrice, ipt: member.ipt, grossPrice: member.grossPrice })),
    },
  };
}
