import { Decimal } from "../decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedCategory, NormalizedQuoteRequest } from "../model/normalized.js";
import type { WorksheetLine } from "../model/response.js";
import { adjustmentsLine } from "../steps/lines/adjustmentsLine.js";
import { baseRateLine } from "../steps/lines/baseRateLine.js";
import { cappingLine } from "../steps/lines/cappingLine.js";
import { incentiveDiscountsLines } from "../steps/lines/incentiveDiscountsLines.js";
import { iptLine } from "../steps/lines/iptLine.js";
import { minimumPremiumLine } from "../steps/lines/minimumPremiumLine.js";
import { ncdLine } from "../steps/lines/ncdLine.js";
import { optionsLines } from "../steps/lines/optionsLines.js";
import { paymentMethodLine } from "../steps/lines/paymentMethodLine.js";
import { postcodeBandLine } from "../steps/lines/postcodeBandLine.js";
import { priceBeaterMemberLine } from "../steps/lines/priceBeaterMemberLine.js";
import { priceBeaterPolicyLine } from "../steps/lines/priceBeaterPolicyLine.js";
import { roundingLine } from "../steps/lines/roundingLine.js";
import { underwritingLine } from "../steps/lines/underwritingLine.js";
import { wellnessLine } from "../steps/lines/wellnessLine.js";
import { adjustmentFactorOf } from "../steps/lookups/adjustmentFactorOf.js";
import { applyIncentiveDiscounts } from "../steps/lookups/applyIncentiveDiscounts.js";
import { applyOptions } from "../steps/lookups/applyOptions.js";
import { cappingOutcomeOf } from "../steps/lookups/cappingOutcomeOf.js";
import { findWaivedOption } from "../steps/lookups/findWaivedOption.js";
import { fractionOfPercent } from "../steps/lookups/fractionOfPercent.js";
import { incentiveDiscountsOf } from "../steps/lookups/incentiveDiscountsOf.js";
import { readPriceBeater } from "../steps/lookups/incentiveParameters.js";
import { iptAmountOf } from "../steps/lookups/iptAmountOf.js";
import { iptFractionOf } from "../steps/lookups/iptFractionOf.js";
import { optionTerms } from "../steps/lookups/optionTerms.js";
import { optionsRatedFor } from "../steps/lookups/optionsRatedFor.js";
import { priceBeaterDerivationOf } from "../steps/lookups/priceBeaterDerivationOf.js";
import { pricedTotal } from "../steps/lookups/pricedTotal.js";
import { productOfFactors } from "../steps/lookups/productOfFactors.js";
import { resolvePostcodeBand } from "../steps/lookups/resolvePostcodeBand.js";
import { roundToPennies } from "../steps/lookups/roundDecimal.js";
import { timesExactly } from "../steps/lookups/timesExactly.js";
import { timesFactor } from "../steps/lookups/timesFactor.js";
import { wellnessFactorOf } from "../steps/lookups/wellnessFactorOf.js";
import { PRICE_BEATER_ABSENT, PRICE_BEATER_DECLINED } from "../steps/priceBeater.js";
import type { MemberRating, PolicyRating, RatingContext } from "../steps/types.js";
import { findIptRate } from "../tables/findIptRate.js";
import type { IptTable, TablesVersion } from "../tables/types.js";
import { buildInitialPolicyRating } from "./buildInitialPolicyRating.js";

const ONE = new Decimal(1);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The policy after `defaultSteps`, worked out in one pass over one mutable state per member,
 * or `undefined` when any step would report a problem (the caller then runs the general
 * pipeline, which reports it in its own words).
 *
 * Why it exists: the general pipeline (`RatingStep.apply` per step, `mapPricedMembers`) builds
 * an immutable policy, a closure and a member copy per step per member, which cost more than
 * the arithmetic. Here the same rules (`src/steps/lookups`) and the same worksheet lines
 * (`src/steps/lines`) run in the same order, step by step over the priced members, writing
 * into states nobody else can see until the pass is over. The general pipeline stays the
 * definition: `rateWithDefaultSteps.property.test.ts` prices seeded and broken requests through
 * both, with and without `explain`, and compares `safeQuote`'s results as JSON text.
 *
 * @example
 * rateWithDefaultSteps(normalized, version, tables.ipt, false)?.members[0]?.netPrice?.toFixed(2); // "612.35"
 */
export function rateWithDefaultSteps(request: NormalizedQuoteRequest, version: TablesVersion, ipt: IptTable, explain: boolean): PolicyRating | undefined {
  const initial = buildInitialPolicyRating(request);
  // Fresh objects of buildInitialPolicyRating's own: no one else holds them, so they are written in place.
  const members = initial.members as Mutable<MemberRating>[];
  const worksheet = initial.worksheet as WorksheetLine[];
  const priced = members.filter((rating) => rating.priced);
  const warnings: Warning[] = [];
  const context: RatingContext = { request, tables: version, ipt, explain };
  // A premium's text is written twice (after one step, before the next): each member's last text is kept.
  const lastValues: (Decimal | undefined)[] = [];
  const lastTexts: string[] = [];
  let slot = 0;
  const text = (value: Decimal): string => {
    if (lastValues[slot] !== value) {
      lastTexts[slot] = value.toFixed();
      lastValues[slot] = value;
    }
    return lastTexts[slot] as string;
  };

  // 4.1 postcode band
  for (slot = 0; slot < priced.length; slot++) {
    const rating = priced[slot] as Mutable<MemberRating>;
    const resolution = resolvePostcodeBand(request, rating.member, version.postcodeBands);
    if (resolution.kind !== "supplied" && resolution.kind !== "derived") return undefined;
    rating.postcodeBand = resolution.kind === "supplied" ? resolution.band : resolution.match.band;
    if (explain) worksheet.push(postcodeBandLine(rating.member.pointer, request, rating.member, resolution));
  }

  // 4.2 base rate
  for (slot = 0; slot < priced.length; slot++) {
    const rating = priced[slot] as Mutable<MemberRating>;
    const { member, postcodeBand: band } = rating;
    const ageBand = version.baseRates.byAge[member.gender][member.age];
    const rate = ageBand === undefined || band === undefined ? undefined : ageBand.rates.get(band);
    if (ageBand === undefined || band === undefined || rate === undefined) return undefined;
    if (explain) worksheet.push(baseRateLine(rating.member.pointer, member, ageBand, band, rate, text(rating.premium)));
    rating.premium = rate;
  }

  const waivedOption = findWaivedOption(request, version.options);
  const adjustment = adjustmentFactorOf(request);
  const payment = version.payment.factors.get(`${request.paymentType}:${request.paymentFrequency}`);
  const discounts = incentiveDiscountsOf(request);
  if (payment === undefined || discounts.issues.length > 0) return undefined;
  // A member without pncdInd is rated for its category's options alone: looked up once per category.
  const optionsOfCategory = new Map<NormalizedCategory, ReturnType<typeof optionsRatedFor>>();
  const optionsRatedForMember = (rating: MemberRating) => {
    let rated = rating.member.protectedNcd ? undefined : optionsOfCategory.get(rating.category);
    if (rated === undefined) {
      rated = optionsRatedFor(rating.category, rating.member, version);
      if (!rating.member.protectedNcd) optionsOfCategory.set(rating.category, rated);
    }
    return rated;
  };
  // A category's options as one factor and the amounts, worked out once per category (and per
  // member with pncdInd), or undefined when an option cannot be rated.
  const termsOfCategory = new Map<NormalizedCategory, { product: Decimal; amounts: Decimal[] }>();
  const optionTermsForMember = (rating: MemberRating): { product: Decimal; amounts: Decimal[] } | undefined => {
    let terms = rating.member.protectedNcd ? undefined : termsOfCategory.get(rating.category);
    if (terms === undefined) {
      const { taken, issues } = optionsRatedForMember(rating);
      if (issues.length > 0) return undefined;
      const { factors, amounts } = optionTerms(taken, waivedOption);
      terms = { product: factors.length === 0 ? ONE : productOfFactors(factors), amounts };
      if (!rating.member.protectedNcd) termsOfCategory.set(rating.category, terms);
    }
    return terms;
  };

  if (!explain) {
    // The discounts before the first division (psDiscount) are factors too; the rest apply in turn.
    const firstDivision = discounts.discounts.findIndex((discount) => !discount.divide.eq(ONE));
    const leadingDiscounts = firstDivision < 0 ? discounts.discounts : discounts.discounts.slice(0, firstDivision);
    const laterDiscounts = firstDivision < 0 ? [] : discounts.discounts.slice(firstDivision);
    // The factors that are the same for every member of the policy, multiplied once per quote.
    const policyFactor = productOfFactors([payment.value, adjustment.factor, ...leadingDiscounts.map((discount) => discount.multiply)]);
    // 4.3 to 4.9 without a worksheet: no line needs the premium between them, so each member's
    // factors are multiplied together first (remembered from quote to quote, productOfFactors)
    // and the premium is multiplied once per run of factors: once in all when no option adds an
    // amount. Exact products (big.js does not round times), so the same premium.
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const { member } = rating;
      const underwriting = version.underwriting.get(member.uwType);
      const ncd = version.ncd.factors.get(member.ncdLevel);
      const options = optionTermsForMember(rating);
      if (underwriting === undefined || ncd === undefined || options === undefined) return undefined;
      const wellness = wellnessFactorOf(member).factor;
      let premium: Decimal;
      if (options.amounts.length === 0) {
        premium = timesFactor(rating.premium, productOfFactors([underwriting.value, options.product, ncd.value, wellness, policyFactor]));
      } else {
        premium = timesFactor(rating.premium, productOfFactors([underwriting.value, options.product]));
        for (const amount of options.amounts) premium = premium.plus(amount);
        premium = timesFactor(premium, productOfFactors([ncd.value, wellness, policyFactor]));
      }
      rating.premium = laterDiscounts.length === 0 ? premium : applyIncentiveDiscounts(premium, laterDiscounts).premium;
    }
  } else {
    // 4.3 underwriting
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const factor = version.underwriting.get(rating.member.uwType);
      if (factor === undefined) return undefined;
      const premium = timesFactor(rating.premium, factor.value);
      worksheet.push(underwritingLine(rating.member.pointer, rating.member, factor, text(rating.premium), text(premium)));
      rating.premium = premium;
    }

    // 4.4 options
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const { taken, issues } = optionsRatedForMember(rating);
      if (issues.length > 0) return undefined;
      const { premium, applied } = applyOptions(rating.premium, taken, waivedOption);
      worksheet.push(...optionsLines(rating.member.pointer, applied, premium, text));
      rating.premium = premium;
    }

    // 4.5 no claim discount
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const factor = version.ncd.factors.get(rating.member.ncdLevel);
      if (factor === undefined) return undefined;
      const premium = timesFactor(rating.premium, factor.value);
      worksheet.push(ncdLine(rating.member.pointer, rating.member, factor, text(rating.premium), text(premium)));
      rating.premium = premium;
    }

    // 4.6 adjustments
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const premium = timesFactor(rating.premium, adjustment.factor);
      worksheet.push(adjustmentsLine(rating.member.pointer, adjustment, text(rating.premium), text(premium)));
      rating.premium = premium;
    }

    // 4.7 wellness
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const wellness = wellnessFactorOf(rating.member);
      const premium = timesFactor(rating.premium, wellness.factor);
      worksheet.push(wellnessLine(rating.member.pointer, wellness, text(rating.premium), text(premium)));
      rating.premium = premium;
    }

    // 4.8 payment method
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const premium = timesFactor(rating.premium, payment.value);
      worksheet.push(paymentMethodLine(rating.member.pointer, request, payment, text(rating.premium), text(premium)));
      rating.premium = premium;
    }

    // 4.9 incentive discounts
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const { premium, applied } = applyIncentiveDiscounts(rating.premium, discounts.discounts);
      worksheet.push(...incentiveDiscountsLines(rating.member.pointer, applied, premium, text));
      rating.premium = premium;
    }
  }

  // 4.10 capping and collaring
  const { transactionType } = request;
  for (slot = 0; slot < priced.length; slot++) {
    const rating = priced[slot] as Mutable<MemberRating>;
    const outcome = cappingOutcomeOf(rating.member, rating.premium, transactionType, version.renewal);
    if (explain) worksheet.push(cappingLine(rating.member.pointer, outcome, transactionType, version.renewal, text));
    if (outcome.kind === "renewal") {
      rating.premium = outcome.clamped;
      if (outcome.cncFactor !== undefined) rating.cncFactor = outcome.cncFactor;
    } else if (outcome.kind === "sentFactor") {
      rating.premium = outcome.after;
      rating.cncFactor = outcome.cncFactor;
    }
  }

  // 4.11 Price Beater (policy level)
  const instruction = readPriceBeater(request);
  let priceBeaterDiscountPercent: Decimal | undefined;
  if (instruction.kind === "unreadable") return undefined;
  if (instruction.kind === "absent" || instruction.kind === "declined") {
    const reason = instruction.kind === "absent" ? PRICE_BEATER_ABSENT : PRICE_BEATER_DECLINED;
    if (explain) for (const rating of priced) worksheet.push(priceBeaterMemberLine(rating.member.pointer, reason, undefined, undefined, rating.premium, rating.premium));
  } else {
    const derivation = priceBeaterDerivationOf(instruction, pricedTotal(members), context);
    if ("issue" in derivation) return undefined;
    const factor = ONE.minus(fractionOfPercent(derivation.percent));
    if (explain) worksheet.push(priceBeaterPolicyLine(derivation.percent, derivation.explanation(), factor, pricedTotal(members)));
    if (derivation.warning !== undefined) warnings.push(derivation.warning);
    priceBeaterDiscountPercent = derivation.percent;
    for (slot = 0; slot < priced.length; slot++) {
      const rating = priced[slot] as Mutable<MemberRating>;
      const premium = timesExactly(rating.premium, factor);
      if (explain) worksheet.push(priceBeaterMemberLine(rating.member.pointer, "", derivation.percent, factor, rating.premium, premium));
      rating.premium = premium;
    }
  }

  // 4.12 minimum premium
  const minimum = version.minimumPremium;
  for (slot = 0; slot < priced.length; slot++) {
    const rating = priced[slot] as Mutable<MemberRating>;
    const raised = rating.premium.lt(minimum.value);
    const premium = raised ? minimum.value : rating.premium;
    if (explain) worksheet.push(minimumPremiumLine(rating.member.pointer, minimum, raised, text(rating.premium), text(premium)));
    rating.premium = premium;
  }

  // 4.13 rounding
  const mode = version.manifest.roundingMode;
  for (slot = 0; slot < priced.length; slot++) {
    const rating = priced[slot] as Mutable<MemberRating>;
    const netPrice = roundToPennies(rating.premium, mode);
    if (explain) worksheet.push(roundingLine(rating.member.pointer, mode, text(rating.premium), netPrice));
    rating.premium = netPrice;
    rating.netPrice = netPrice;
  }

  // 4.14 IPT
  const rate = findIptRate(ipt, request.taxRequiredDate);
  if (rate === undefined) return undefined;
  const fraction = iptFractionOf(rate);
  for (const rating of members) {
    if (!rating.priced) {
      rating.iptRatePercent = rate.ratePercent;
      continue;
    }
    const netPrice = rating.netPrice ?? roundToPennies(rating.premium, mode);
    const tax = iptAmountOf(netPrice, fraction, mode);
    if (explain) worksheet.push(iptLine(rating.member.pointer, rate, mode, request.taxRequiredDate, fraction, netPrice, tax));
    rating.netPrice = netPrice;
    rating.ipt = tax;
    rating.iptRatePercent = rate.ratePercent;
  }

  const policy: Mutable<PolicyRating> = { members, worksheet, issues: [], warnings };
  if (priceBeaterDiscountPercent !== undefined) policy.priceBeaterDiscountPercent = priceBeaterDiscountPercent;
  return policy;
}
