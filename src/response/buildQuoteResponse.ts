import { Decimal } from "../decimal/decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { FamilyUnitQuote, MemberCategoryQuote, MemberQuote, QuoteResponse } from "../model/response.js";
import { roundToPennies } from "../engine/roundDecimal.js";
import type { MemberRating, PolicyRating } from "../engine/types.js";
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

/** One member's annual amounts as the response shows them, exact, and the rating they come from. */
export interface MemberAmounts {
  /** The runner's state of this member, or `undefined` when a custom step list lost it (its amounts are then 0). */
  readonly rating: MemberRating | undefined;
  readonly netPrice: Decimal;
  readonly ipt: Decimal;
  readonly ratePercent: Decimal;
}

/**
 * The annual amounts of the request's member `sent`, from `candidate`, the runner's member at
 * the same position (the runner's members are the request's, in request order:
 * buildInitialPolicyRating). Shared by `buildQuoteResponse` and `priceAnnualAmounts`.
 *
 * @example
 * memberAmountsOf(sent, policy.members[0], version).netPrice.toFixed(2); // "612.35"
 */
export function memberAmountsOf(sent: NormalizedMember, candidate: MemberRating | undefined, version: TablesVersion): MemberAmounts {
  const rating = candidate?.member.pointer === sent.pointer ? candidate : undefined;
  const netPrice = rating === undefined ? ZERO : finalNetPrice(rating, version);
  return { rating, netPrice, ipt: rating?.ipt ?? ZERO, ratePercent: rating?.iptRatePercent ?? ZERO };
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
  const amounts: MemberAmounts[] = [];
  const frequency = request.paymentFrequency;

  const memberCategory = request.memberCategory.map((category) => {
    const familyUnit = category.familyUnit.map((unit) => {
      const member = unit.member.map((sent): MemberQuote => {
        const memberAmounts = memberAmountsOf(sent, policy.members[ratingIndex++], version);
        const { rating, netPrice, ipt, ratePercent } = memberAmounts;
        amounts.push(memberAmounts);
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
