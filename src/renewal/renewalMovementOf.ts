import { Decimal } from "../decimal/decimal.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { Movement } from "../model/renewalResponse.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { TablesVersion } from "../tables/types.js";
import type { RatingTables } from "../engine/types.js";
import { attributeMovement, type MovementPart, type MovementStage } from "./attributeMovement.js";
import { uncappedMemberNets } from "./uncappedMemberNets.js";

const DESCRIPTIONS: Record<MovementPart, string> = {
  ageBand: "A year older: last year's age to this year's, on last year's tariff.",
  tariff: "Last year's tables version to this year's (base rates, bands, factors), keeping last year's option prices.",
  options: "Last year's option prices to this year's.",
  ncd: "previousNCDLevel and previousPNCDInd to this year's NCD level and protection.",
  wellness: "previousWellnessDiscount to this year's wellness discount.",
  payment: "previousPaymentType and previousPaymentFrequency to this year's payment method.",
  capping:
    "This year's capping and collaring less last year's (previousnetPremium less last year's risk priced on last year's tariff without capping; this also holds what the request does not carry).",
};

/** The ISO date one year before another (29 February becomes 28 February). */
function yearBefore(isoDate: string): string {
  const year = String(Number(isoDate.slice(0, 4)) - 1).padStart(4, "0");
  const rest = isoDate.slice(4) === "-02-29" ? "-02-28" : isoDate.slice(4);
  return `${year}${rest}`;
}

/** The request with each member changed by `change`. */
function withMembers(request: NormalizedQuoteRequest, change: (member: NormalizedMember) => NormalizedMember): NormalizedQuoteRequest {
  return {
    ...request,
    memberCategory: request.memberCategory.map((category) => ({
      ...category,
      familyUnit: category.familyUnit.map((unit) => ({ ...unit, member: unit.member.map(change) })),
    })),
  };
}

/**
 * Why a renewal's price changed (docs/rating-model.md, "Why the price changed"): from the sum of
 * the members' `previousnetPremium` to this year's net, in parts attributed in this order, each
 * the change of the uncapped net premium when one more thing moves from last year's value to
 * this year's: age band (age − 1 on last year's tables version, the one in force a year before
 * priceRequiredDate), tariff (this year's version with last year's option prices), options, NCD
 * (previousNCDLevel, previousPNCDInd), wellness (previousWellnessDiscount), payment
 * (previousPaymentType, previousPaymentFrequency), and capping last (`attributeMovement`). A
 * previous field the request does not carry is taken as this year's, so its part is 0.
 * `undefined` unless the quote is a Renewal whose every priced member has previousnetPremium,
 * or when a repricing is refused (e.g. a previous NCD level last year's tables do not have).
 *
 * @example
 * renewalMovementOf(request, version, tables, nets, "810.00", "97.20")?.parts.map((part) => part.part);
 * // ["ageBand", "tariff", "options", "ncd", "wellness", "payment", "capping"]
 */
export function renewalMovementOf(
  request: NormalizedQuoteRequest,
  version: TablesVersion,
  tables: RatingTables,
  current: { readonly netPrice: number; readonly ipt: number; readonly grossPrice: number },
): Movement | undefined {
  if (request.transactionType !== "Renewal") return undefined;
  const members = request.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member)).filter((member) => member.isMemberNeeded);
  if (members.length === 0 || members.some((member) => member.previousnetPremium === undefined)) return undefined;
  const previous = members.reduce((sum, member) => sum.plus(new Decimal(String(member.previousnetPremium))), new Decimal(0));

  const lastYearsVersion = selectTablesVersion(tables, yearBefore(request.priceRequiredDate)) ?? version;
  const minimumAge = lastYearsVersion.ages.minimumAge;
  const previousPayment = {
    paymentType: request.previousPaymentType ?? request.paymentType,
    paymentFrequency: request.previousPaymentFrequency ?? request.paymentFrequency,
  };
  const lastYear = (member: NormalizedMember): NormalizedMember => ({
    ...member,
    age: Math.max(minimumAge, member.age - 1),
    ncdLevel: member.previousNCDLevel ?? member.ncdLevel,
    protectedNcd: member.previousPNCDInd ?? member.protectedNcd,
    ...(member.previousWellnessDiscount === undefined ? {} : { wellnessDiscount: member.previousWellnessDiscount }),
  });
  // Each request moves one more thing to this year's value than the one before.
  const byAge = (member: NormalizedMember, thisYear: NormalizedMember): NormalizedMember => ({ ...lastYear(thisYear), age: member.age });
  const start = { ...withMembers(request, lastYear), ...previousPayment };
  const aged = { ...withMembers(request, (member) => byAge(member, member)), ...previousPayment };
  const withNcd = {
    ...withMembers(request, (member) => ({ ...byAge(member, member), ncdLevel: member.ncdLevel, protectedNcd: member.protectedNcd })),
    ...previousPayment,
  };
  const withWellness = { ...withMembers(request, (member) => member), ...previousPayment };
  const lastYearsOptions: TablesVersion = { ...version, options: lastYearsVersion.options };

  const totalOf = (nets: ReadonlyMap<string, Decimal> | undefined) =>
    nets === undefined ? undefined : [...nets.values()].reduce((sum, net) => sum.plus(net), new Decimal(0));
  const lastYearUncapped = totalOf(uncappedMemberNets(start, lastYearsVersion, tables));
  const ageBand = totalOf(uncappedMemberNets(aged, lastYearsVersion, tables));
  const options = totalOf(uncappedMemberNets(aged, version, tables));
  // Last year's option prices may not price this year's options (an option added since): the tariff part then holds them.
  const tariff = totalOf(uncappedMemberNets(aged, lastYearsOptions, tables)) ?? options;
  const ncd = totalOf(uncappedMemberNets(withNcd, version, tables));
  const wellness = totalOf(uncappedMemberNets(withWellness, version, tables));
  const payment = totalOf(uncappedMemberNets(request, version, tables));
  if (
    lastYearUncapped === undefined ||
    ageBand === undefined ||
    options === undefined ||
    tariff === undefined ||
    ncd === undefined ||
    wellness === undefined ||
    payment === undefined
  ) {
    return undefined;
  }
  const stages: MovementStage[] = [
    { part: "ageBand", net: ageBand },
    { part: "tariff", net: tariff },
    { part: "options", net: options },
    { part: "ncd", net: ncd },
    { part: "wellness", net: wellness },
    { part: "payment", net: payment },
  ];
  const net = new Decimal(String(current.netPrice));
  const steps = attributeMovement(previous, lastYearUncapped, stages, net);
  return {
    previousNetPrice: previous.toNumber(),
    netPrice: current.netPrice,
    change: net.minus(previous).toNumber(),
    parts: steps.map((step) => ({ part: step.part, amount: step.amount.toNumber(), description: DESCRIPTIONS[step.part] })),
    ipt: current.ipt,
    grossPrice: current.grossPrice,
  };
}
