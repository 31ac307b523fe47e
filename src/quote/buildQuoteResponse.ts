import { Decimal } from "../decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import type { Instalments, MemberQuote, QuoteResponse } from "../model/response.js";
import { roundToPennies } from "../steps/lookups/roundDecimal.js";
import type { MemberRating, PolicyRating } from "../steps/types.js";
import type { TablesVersion } from "../tables/types.js";
import { instalmentsOf } from "./instalmentsOf.js";
import { sumPolicyTotals } from "./sumPolicyTotals.js";

/** Decimal places of `cncFactor` in the response (the worksheet keeps it exact). */
export const CNC_FACTOR_DECIMAL_PLACES = 6;

const ZERO = new Decimal(0);

/** A money amount already in pennies, as a JSON number. */
function money(amount: Decimal): number {
  return amount.round(2).toNumber();
}

function instalments(net: Decimal, gross: Decimal, numberOfInstalments: number): Instalments {
  const netSplit = instalmentsOf(net, numberOfInstalments);
  const grossSplit = instalmentsOf(gross, numberOfInstalments);
  return {
    numberOfInstalments,
    net: { first: money(netSplit.first), regular: money(netSplit.regular) },
    gross: { first: money(grossSplit.first), regular: money(grossSplit.regular) },
  };
}

/** A member's final amounts; a premium never rounded (custom steps) is rounded here. */
function finalAmounts(rating: MemberRating, version: TablesVersion): { netPrice: Decimal; ipt: Decimal; ratePercent: Decimal } {
  const netPrice = rating.netPrice ?? roundToPennies(rating.premium, version.manifest.roundingMode);
  return { netPrice, ipt: rating.ipt ?? ZERO, ratePercent: rating.iptRatePercent ?? ZERO };
}

/**
 * Assembles the response of rating-model.md section 8 from the rated policy: the request's
 * categories, family units and members in order, money as numbers with at most two decimal
 * places, `cncFactor` to six places, the tables version used, the warnings and, when asked,
 * the worksheet.
 *
 * @example
 * buildQuoteResponse(request, version, policy, warnings, false).grossPrice; // 685.83
 */
export function buildQuoteResponse(
  request: NormalizedQuoteRequest,
  version: TablesVersion,
  policy: PolicyRating,
  warnings: readonly Warning[],
  explain: boolean,
): QuoteResponse {
  const ratingByPointer = new Map(policy.members.map((rating) => [rating.member.pointer, rating]));
  const amounts: { netPrice: Decimal; ipt: Decimal }[] = [];
  const frequency = request.paymentFrequency;

  const memberCategory = request.memberCategory.map((category) => ({
    ...(category.id === undefined ? {} : { id: category.id }),
    ...(category.name === undefined ? {} : { name: category.name }),
    familyUnit: category.familyUnit.map((familyUnit) => ({
      ...(familyUnit.number === undefined ? {} : { number: familyUnit.number }),
      ...(familyUnit.familyStatus === undefined ? {} : { familyStatus: familyUnit.familyStatus }),
      member: familyUnit.member.map((member): MemberQuote => {
        const rating = ratingByPointer.get(member.pointer);
        const priced = rating?.priced ?? false;
        const { netPrice, ipt, ratePercent } = rating === undefined ? { netPrice: ZERO, ipt: ZERO, ratePercent: ZERO } : finalAmounts(rating, version);
        const grossPrice = netPrice.plus(ipt);
        amounts.push({ netPrice, ipt });
        return {
          ...(member.number === undefined ? {} : { number: member.number }),
          relationship: member.relationship,
          age: member.age,
          ...(priced && rating?.postcodeBand !== undefined ? { postcodeBand: rating.postcodeBand } : {}),
          ncdLevel: member.ncdLevel,
          ...(rating?.cncFactor === undefined ? {} : { cncFactor: rating.cncFactor.round(CNC_FACTOR_DECIMAL_PLACES).toNumber() }),
          isMemberNeeded: member.isMemberNeeded,
          grossPrice: money(grossPrice),
          netPrice: money(netPrice),
          ipt: money(ipt),
          memberTaxDetail: [{ netPrice: money(netPrice), taxAmount: money(ipt), taxRate: ratePercent.toNumber() }],
          instalments: instalments(netPrice, grossPrice, frequency),
        };
      }),
    })),
  }));

  const totals = sumPolicyTotals(amounts);
  const { manifest } = version;
  return {
    ...(request.id === undefined ? {} : { id: request.id }),
    productName: request.productName,
    transactionType: request.transactionType,
    priceRequiredDate: request.priceRequiredDate,
    taxRequiredDate: request.taxRequiredDate,
    paymentType: request.paymentType,
    paymentFrequency: frequency,
    grossPrice: money(totals.grossPrice),
    netPrice: money(totals.netPrice),
    ipt: money(totals.ipt),
    ...(policy.priceBeaterDiscountPercent === undefined ? {} : { priceBeaterDiscountPercent: policy.priceBeaterDiscountPercent.toNumber() }),
    instalments: instalments(totals.netPrice, totals.grossPrice, frequency),
    memberCategory,
    tables: { version: manifest.version, effectiveFrom: manifest.effectiveFrom, hash: version.hash, illustrative: manifest.illustrative },
    warnings: [...warnings],
    ...(explain ? { worksheet: [...policy.worksheet] } : {}),
  };
}
