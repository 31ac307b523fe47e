import { Decimal } from "../decimal.js";
import type { Warning } from "../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { EquivalentNewBusiness, MemberEquivalentNewBusiness } from "../model/renewalResponse.js";
import type { MemberQuote, QuoteResponse, WorksheetLine } from "../model/response.js";
import { priceValidRequest } from "../quote/priceValidRequest.js";
import type { QuoteOptions, SafeQuoteResult } from "../quote/types.js";
import type { RatingPipeline } from "../pipeline/types.js";
import { defaultSteps } from "../steps/index.js";
import type { RatingStep } from "../steps/types.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { RatingTables, TableSource } from "../tables/types.js";
import { capAtEquivalentNewBusiness } from "./capAtEquivalentNewBusiness.js";
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

  const derived = equivalentNewBusinessRequest(normalized, tables, version);
  const newBusiness = "request" in derived ? priceValidRequest(derived.request, [], tables, { steps: defaultSteps }) : undefined;
  const newBusinessByPointer = new Map<string, MemberQuote>();
  if (newBusiness?.success === true && "request" in derived)
    zipMembers(derived.request, newBusiness.data, (member, quoted) => newBusinessByPointer.set(member.pointer, quoted));
  const rule = version.renewal.priceRule;

  let steps = options.steps;
  if (rule === "cap_at_enbp" && newBusiness?.success === true) {
    const ceilings = new Map([...newBusinessByPointer].map(([pointer, quoted]) => [pointer, new Decimal(String(quoted.netPrice))]));
    const base = steps === undefined ? defaultSteps : Array.isArray(steps) ? (steps as readonly RatingStep[]) : (steps as RatingPipeline).steps;
    const iptAt = base.findIndex((step) => step.name === "ipt");
    const cap = capAtEquivalentNewBusiness(ceilings);
    steps = iptAt < 0 ? [...base, cap] : [...base.slice(0, iptAt), cap, ...base.slice(iptAt)];
  }
  // Uncapped, for `dearerThanNewBusiness`: the rule's cap must not hide the gap it closed.
  const beforeRuleCap = steps === options.steps ? undefined : priceValidRequest(normalized, validationWarnings, tables, { ...options, explain: false });
  const priced = priceValidRequest(normalized, validationWarnings, tables, { ...options, ...(steps === undefined ? {} : { steps }) });
  if (!priced.success) return priced;

  const warnings: Warning[] = [...priced.warnings];
  const memberFields = new Map<string, Partial<Pick<MemberQuote, "equivalentNewBusiness" | "proRata">>>();
  const netBeforeRuleCap = new Map<string, number>();
  if (beforeRuleCap?.success === true) zipMembers(normalized, beforeRuleCap.data, (member, quoted) => netBeforeRuleCap.set(member.pointer, quoted.netPrice));
  const mode = version.manifest.roundingMode;
  zipMembers(normalized, priced.data, (member, quoted) => {
    const fields: Partial<Pick<MemberQuote, "equivalentNewBusiness" | "proRata">> = {};
    const equivalent = newBusinessByPointer.get(member.pointer);
    if (equivalent !== undefined) {
      const memberEquivalent: MemberEquivalentNewBusiness = { netPrice: equivalent.netPrice, ipt: equivalent.ipt, grossPrice: equivalent.grossPrice };
      fields.equivalentNewBusiness = memberEquivalent;
      const net = netBeforeRuleCap.get(member.pointer) ?? quoted.netPrice;
      if (rule === "warn" && member.isMemberNeeded && new Decimal(String(net)).gt(new Decimal(String(equivalent.netPrice)))) {
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
      if (proRata !== undefined) fields.proRata = proRata;
    }
    memberFields.set(member.pointer, fields);
  });

  const policyNet = beforeRuleCap?.success === true ? beforeRuleCap.data.netPrice : priced.data.netPrice;
  const equivalentNewBusiness: EquivalentNewBusiness =
    newBusiness?.success === true
      ? {
          available: true,
          netPrice: newBusiness.data.netPrice,
          ipt: newBusiness.data.ipt,
          grossPrice: newBusiness.data.grossPrice,
          rule,
          dearerThanNewBusiness: new Decimal(String(policyNet)).gt(new Decimal(String(newBusiness.data.netPrice))),
        }
      : {
          available: false,
          reason:
            "unavailable" in derived
              ? derived.unavailable
              : `The same risk is refused as New Business: ${newBusiness?.success === false ? newBusiness.issues.map((issue) => issue.message).join(" ") : ""}`.trim(),
          rule,
        };
  const movement = options.movement === true ? renewalMovementOf(normalized, version, tables, priced.data) : undefined;
  const worksheet =
    priced.data.worksheet === undefined
      ? undefined
      : [...priced.data.worksheet, equivalentNewBusinessLine(equivalentNewBusiness, version.renewal.priceRuleSource, policyNet)];
  const data: QuoteResponse = {
    ...withMemberFields(priced.data, normalized, memberFields),
    warnings,
    ...(worksheet === undefined ? {} : { worksheet }),
    equivalentNewBusiness,
    ...(movement === undefined ? {} : { movement }),
  };
  return { success: true, data, warnings };
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

/** Calls `visit` with each member of the request and its quote, in order (the response mirrors the request). */
function zipMembers(request: NormalizedQuoteRequest, response: QuoteResponse, visit: (member: NormalizedMember, quoted: MemberQuote) => void): void {
  request.memberCategory.forEach((category, categoryIndex) => {
    category.familyUnit.forEach((unit, unitIndex) => {
      unit.member.forEach((member, memberIndex) => {
        const quoted = response.memberCategory[categoryIndex]?.familyUnit[unitIndex]?.member[memberIndex];
        if (quoted !== undefined) visit(member, quoted);
      });
    });
  });
}

/** The response with each member's additive fields added after its own. */
function withMemberFields(response: QuoteResponse, request: NormalizedQuoteRequest, fields: ReadonlyMap<string, object>): QuoteResponse {
  return {
    ...response,
    memberCategory: response.memberCategory.map((category, categoryIndex) => ({
      ...category,
      familyUnit: category.familyUnit.map((unit, unitIndex) => ({
        ...unit,
        member: unit.member.map((quoted, memberIndex) => {
          const pointer = request.memberCategory[categoryIndex]?.familyUnit[unitIndex]?.member[memberIndex]?.pointer ?? "";
          return { ...quoted, ...(fields.get(pointer) ?? {}) };
        }),
      })),
    })),
  };
}
