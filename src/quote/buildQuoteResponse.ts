import { Decimal } from "../decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import type { FamilyUnitQuote, MemberCategoryQuote, MemberQuote, QuoteResponse } from "../model/response.js";
import { roundToPennies } from "../steps/lookups/roundDecimal.js";
import type { MemberRating, PolicyRating } from "../steps/types.js";
import type { TablesVersion } from "../tables/types.js";
import { moneyFiguresOf } from "./moneyFiguresOf.js";
import { sumPolicyTotals } from "./sumPolicyTotals.js";

/** Decimal places of `cncFactor` in the response (the worksheet keeps it exact). */
export const CNC_FACTOR_DECIMAL_PLACES = 6;

const ZERO = new Decimal(0);

/** A member's net price; a premium never rounded (custom steps) is rounded here. */
function finalNetPrice(rating: MemberRating, version: TablesVersion): Decimal {
  return rating.netPrice ?? roundToPennies(rating.premium, version.manifest.roundingMode);
}

/**
 * Assembles the response of docs/rating-model.md section 8 from the rated policy: the request's
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
  // The runner's members are the request's, in request order (buildInitialPolicyRating), so the
  // request's members are walked with an index into them rather than looked up in a map by pointer.
  let ratingIndex = 0;
  const amounts: { netPrice: Decimal; ipt: Decimal }[] = [];
  const frequency = request.paymentFrequency;

  const memberCategory = request.memberCategory.map((category) => {
    const familyUnit = category.familyUnit.map((unit) => {
      const member = unit.member.map((sent): MemberQuote => {
        const candidate = policy.members[ratingIndex++];
        const rating = candidate?.member.pointer === sent.pointer ? candidate : undefined;
        const netPrice = rating === undefined ? ZERO : finalNetPrice(rating, version);
        const ipt = rating?.ipt ?? ZERO;
        const ratePercent = rating?.iptRatePercent ?? ZERO;
        amounts.push({ netPrice, ipt });
        const figures = moneyFiguresOf(netPrice, ipt, frequency);
        const net = figures.netPrice;
        const tax = figures.ipt;
        // Built field by field, in the schema's order, rather than with conditional spreads: this runs for every member of every quote.
        const quoted: Partial<MemberQuote> = {};
        if (sent.number !== undefined) quoted.number = sent.number;
        quoted.relationship = sent.relationship;
        quoted.age = sent.age;
        if (rating?.priced === true && rating.postcodeBand !== undefined) quoted.postcodeBand = rating.postcodeBand;
        quoted.ncdLevel = sent.ncdLevel;
        if (rating?.cncFactor !== undefined) quoted.cncFactor = rating.cncFactor.round(CNC_FACTOR_DECIMAL_PLACES).toNumber();
        quoted.isMemberNeeded = sent.isMemberNeeded;
        quoted.grossPrice = figures.grossPrice;
        quoted.netPrice = net;
        quoted.ipt = tax;
        quoted.memberTaxDetail = [{ netPrice: net, taxAmount: tax, taxRate: ratePercent.toNumber() }];
        quoted.instalments = figures.instalments;
        return quoted as MemberQuote;
      });
      const quotedUnit: Partial<FamilyUnitQuote> = {};
      if (unit.number !== undefined) quotedUnit.number = unit.number;
      if (unit.familyStatus !== undefined) quotedUnit.familyStatus = unit.familyStatus;
      quotedUnit.member = member;
      return quotedUnit as FamilyUnitQuote;
    });
    const quotedCategory: Partial<MemberCategoryQuote> = {};
    if (category.id !== undefined) quotedCategory.id = category.id;
    if (category.name !== undefined) quotedCategory.name = category.name;
    quotedCategory.familyUnit = familyUnit;
    return quotedCategory as MemberCategoryQuote;
  });

  const policyTotals = sumPolicyTotals(amounts);
  const totals = moneyFiguresOf(policyTotals.netPrice, policyTotals.ipt, frequency);
  const { manifest } = version;
  // Assigned field by field: an object literal mixing spreads and fields is built on V8's slow path.
  const response: Partial<QuoteResponse> = {};
  if (request.id !== undefined) response.id = request.id;
  response.productName = request.productName;
  response.transactionType = request.transactionType;
  response.priceRequiredDate = request.priceRequiredDate;
  response.taxRequiredDate = request.taxRequiredDate;
  response.paymentType = request.paymentType;
  response.paymentFrequency = frequency;
  response.grossPrice = totals.grossPrice;
  response.netPrice = totals.netPrice;
  response.ipt = totals.ipt;
  if (policy.priceBeaterDiscountPercent !== undefined) response.priceBeaterDiscountPercent = policy.priceBeaterDiscountPercent.toNumber();
  response.instalments = totals.instalments;
  response.memberCategory = memberCategory;
  response.tables = { version: manifest.version, effectiveFrom: manifest.effectiveFrom, hash: version.hash, illustrative: manifest.illustrative };
  response.warnings = [...warnings];
  if (explain) response.worksheet = [...policy.worksheet];
  return response as QuoteResponse;
}
