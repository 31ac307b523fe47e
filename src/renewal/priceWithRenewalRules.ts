import { Decimal } from "../decimal/decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { EquivalentNewBusiness } from "../model/renewalResponse.js";
import type { MemberQuote, QuoteResponse, WorksheetLine } from "../model/response.js";
import { priceAnnualAmounts } from "../response/priceAnnualAmounts.js";
import { priceValidRequest, rateValidRequest, respondToRating } from "../response/priceValidRequest.js";
import type { QuoteOptions, SafeQuoteResult } from "../engine/quoteOptions.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { TableSource } from "../tables/types.js";
import type { MemberRating, RatingTables } from "../engine/types.js";
import { equivalentNewBusinessRequest } from "./equivalentNewBusinessRequest.js";
import { proRataOfMember } from "./proRataOfMember.js";
import { renewalMovementOf } from "./renewalMovementOf.js";

/**
 * `priceValidRequest` with the rules a UK insurer is held to (docs/rating-model.md) (the
 * members' effectiveDate checks are the validator's, `checkEffectiveDates`): on Renewal and MTC the equivalent new-business price (the
 * same risk priced as New Business on the same date), reported, warned about or capped at as
 * the tables' `renewal_price_rule` says; on MTC the pro-rata charge of a member joining after
 * the start of the policy year; and with `options.movement` on a Renewal, why the price changed.
 * New Business is priced as before.
 *
 * @example
 * priceWithRenewalRules(validation.data, validation.warnings, tables, { movement: true });
 */
export function priceWithRenewalRules(
  normalized: NormalizedQuoteRequest,
  validationWarnings: readonly Warning[],
  tables: RatingTables,
  options: QuoteOptions,
): SafeQuoteResult {
  const version = selectTablesVersion(tables, normalized.priceRequiredDate);
  if (version === undefined || normalized.transactionType === "New Business") return priceValidRequest(normalized, validationWarnings, tables, options);

  const derived = equivalentNewBusinessRequest(normalized, version);
  // No steps given: the plan's default steps, compiled with the tables, price the same risk as
  // New Business whatever steps the caller passed.
  // Only its amounts are read: priced without building a response (priceAnnualAmounts).
  const newBusiness = "request" in derived ? priceAnnualAmounts(derived.request, tables, undefined) : undefined;
  // The equivalent request has the same members in the same order, and a response mirrors its
  // request: the members' quotes line up by position, with no map by pointer.
  const members = membersOf(normalized);
  const equivalents = newBusiness?.success === true ? newBusiness.data.members : undefined;
  const rule = version.renewal.priceRule;
  const explain = options.explain === true;
  // Under cap_at_enbp the renewalPriceRule step caps each member at its equivalent's net.
  const nets =
    rule === "cap_at_enbp" && equivalents !== undefined
      ? new Map(members.map((member, index) => [member.pointer, new Decimal(String(equivalents[index]?.netPrice))]))
      : undefined;
  const rated = rateValidRequest(normalized, tables, options.steps, explain, nets);
  const priced = respondToRating(normalized, rated, validationWarnings, explain);
  if (!priced.success) return priced;

  const warnings: Warning[] = [...priced.warnings];
  const quotes = memberQuotesOf(priced.data);
  const mode = version.manifest.roundingMode;
  // Read before the members' additive fields are written into the fresh response below.
  const movement = options.movement === true ? renewalMovementOf(normalized, version, tables, priced.data) : undefined;
  members.forEach((member, index) => {
    const quoted = quotes[index] as MemberQuote;
    const equivalent = equivalents?.[index];
    if (equivalent !== undefined) {
      // After the member's own fields, as the response schema orders them. The response is this
      // quote's own, just built: written in place rather than copied.
      quoted.equivalentNewBusiness = { netPrice: equivalent.netPrice, ipt: equivalent.ipt, grossPrice: equivalent.grossPrice };
      // The quote's own net: a price before the rule's cap exists only under cap_at_enbp, which never warns.
      const net = quoted.netPrice;
      // Money numbers compare as their decimal texts do: a double's shortest text is in its own
      // rounding interval, so the order of two doubles is the order of their texts.
      if (rule === "warn" && member.isMemberNeeded && net > equivalent.netPrice) {
        warnings.push({
          path: member.pointer,
          code: "RENEWAL_ABOVE_NEW_BUSINESS_PRICE",
          message: `The ${normalized.transactionType} net premium ${net.toFixed(2)} is above the equivalent new-business price ${equivalent.netPrice.toFixed(2)}: check that the difference is justified (the tables' renewal_price_rule is warn).`,
        });
      }
    }
    if (
      normalized.transactionType === "MTC" &&
      normalized.originalEffectiveDate !== undefined &&
      member.isMemberNeeded &&
      member.effectiveDate >= normalized.originalEffectiveDate
    ) {
      const proRata = proRataOfMember(
        normalized.originalEffectiveDate,
        member.effectiveDate,
        { netPrice: quoted.netPrice, taxRate: quoted.memberTaxDetail[0]?.taxRate ?? 0 },
        mode,
      );
      if (proRata !== undefined) quoted.proRata = proRata;
    }
  });

  // Before the rule: the quote's net with what the cap took off each member put back, so that
  // the cap does not hide the gap it closed (dearerThanNewBusiness, the worksheet's line).
  const policyNet = rated.success ? netBeforeRule(priced.data.netPrice, rated.policy.members) : priced.data.netPrice;
  const equivalentNewBusiness: EquivalentNewBusiness =
    newBusiness?.success === true
      ? {
          available: true,
          netPrice: newBusiness.data.netPrice,
          ipt: newBusiness.data.ipt,
          grossPrice: newBusiness.data.grossPrice,
          rule,
          dearerThanNewBusiness: policyNet > newBusiness.data.netPrice,
        }
      : {
          available: false,
          reason:
            "unavailable" in derived
              ? derived.unavailable
              : `The same risk is refused as New Business: ${newBusiness?.success === false ? newBusiness.issues.map((issue) => issue.message).join(" ") : ""}`.trim(),
          rule,
        };
  // The response is this quote's own, just built: its fields are set in place rather than copied
  // into an object literal with conditional spreads (V8's slow path). A field it has already
  // (warnings, worksheet) keeps its place; the new ones follow, in the schema's order.
  const data: QuoteResponse = priced.data;
  data.warnings = warnings;
  if (data.worksheet !== undefined) data.worksheet.push(equivalentNewBusinessLine(equivalentNewBusiness, version.renewal.priceRuleSource, policyNet));
  data.equivalentNewBusiness = equivalentNewBusiness;
  if (movement !== undefined) data.movement = movement;
  return { success: true, data, warnings };
}

/** The policy's net premium before the renewal price rule's cap: `net` plus what the cap took off each member it capped. */
function netBeforeRule(net: number, ratings: readonly MemberRating[]): number {
  let total: Decimal | undefined;
  for (const rating of ratings) {
    if (rating.netBeforeRenewalPriceRule === undefined || rating.netPrice === undefined) continue;
    total = (total ?? new Decimal(String(net))).plus(rating.netBeforeRenewalPriceRule.minus(rating.netPrice));
  }
  return total === undefined ? net : total.toNumber();
}

/** The policy's worksheet line of the equivalent new-business price and the rule. */
function equivalentNewBusinessLine(equivalent: EquivalentNewBusiness, source: TableSource, net: number): WorksheetLine {
  const description =
    equivalent.available && equivalent.netPrice !== undefined
      ? `Equivalent new-business price (the same risk as New Business on the same date): net ${equivalent.netPrice.toFixed(2)} against this quote's ${net.toFixed(2)} before the rule; renewal_price_rule ${equivalent.rule}.`
      : `No equivalent new-business price: ${equivalent.reason ?? ""} renewal_price_rule ${equivalent.rule}.`;
  return {
    step: "renewalPriceRule",
    description,
    table: source.file,
    row: source.row,
    ...(equivalent.netPrice === undefined ? {} : { amount: equivalent.netPrice.toFixed(2) }),
  };
}

/** The request's members in order: categories, family units, members. */
function membersOf(request: NormalizedQuoteRequest): NormalizedMember[] {
  const members: NormalizedMember[] = [];
  for (const category of request.memberCategory) for (const unit of category.familyUnit) members.push(...unit.member);
  return members;
}

/** The response's member quotes in the same order (the response mirrors the request). */
function memberQuotesOf(response: QuoteResponse): MemberQuote[] {
  const quotes: MemberQuote[] = [];
  for (const category of response.memberCategory) for (const unit of category.familyUnit) quotes.push(...unit.member);
  return quotes;
}
