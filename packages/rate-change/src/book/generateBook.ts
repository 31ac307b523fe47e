import { respellLeniently } from "./respellLeniently.js";
import { addDays, format, parseISO, subDays, subYears } from "date-fns";
import type { UnderwritingType } from "pmi-rating";
import { SWITCH_UNDERWRITING_TYPES } from "pmi-rating";
import type { Member, QuoteRequest, QuoteRequestPolicy } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { selectTablesVersion } from "pmi-rating";
import type { RatingTables } from "pmi-rating";
import { createRandom, type Random } from "./createRandom.js";
import { generateMember } from "./generateMember.js";
import { householdMembers, pickHousehold } from "./householdMembers.js";
import { pickIncentives } from "./pickIncentives.js";
import { pickOptions, pickPaymentMethod, randomPostcode, randomWholePercent } from "./pickPolicyChoices.js";
import { competitorPriceFor } from "./roughBookRate.js";

const VIRGIN_UNDERWRITING: readonly UnderwritingType[] = ["FMU", "NMORI"];
const SALES_CHANNELS = ["Internet", "Internet", "Telephone", "Broker", "Aggregator"] as const;

/**
 * Generates `count` realistic, valid quotation requests, deterministically from `seed`: a mix
 * of singles, couples, families and single parents of realistic ages, real UK postcode districts
 * from every region, options and levels from the tables' catalogue, payment methods the
 * payment table offers, New Business NCD levels that follow the interface's rules, renewals
 * (most with a `previousnetPremium` near the book rate) and mid-term changes, and a few
 * incentives eligible for every agent (`*`). Everything tariff-specific is read from `tables`,
 * so a generated book stays valid when the tables change.
 *
 * With `lenient`, the same requests are spelt as the interface also allows (lower-case choices,
 * y/n flags, postcodes without their space). Pure: the same count, seed and tables give the same requests, one at a time, so that a
 * book of a million policies never needs to be in memory.
 *
 * @example
 * for (const request of generateBookRequests(3, 42)) console.log(JSON.stringify(request));
 */
export function* generateBookRequests(
  count: number,
  seed: number,
  tables: RatingTables = defaultTables,
  options: BookOptions = {},
): Generator<QuoteRequest, void, undefined> {
  const random = createRandom(seed);
  // A second stream for the spellings, so that a lenient book holds the same requests (and prices) as the strict one.
  const spelling = createRandom(seed ^ 0x5bd1e995);
  const dateRange = priceDateRange(tables);
  for (let index = 1; index <= count; index++) {
    const request = generateRequest(random, tables, dateRange, `BOOK-${seed}-${String(index).padStart(7, "0")}`);
    yield options.lenient === true ? respellLeniently(request, spelling) : request;
  }
}

/** How `generateBookRequests` writes its requests. */
export interface BookOptions {
  /** Spell choices, flags and postcodes as the interface also allows (see `respellLeniently`). */
  readonly lenient?: boolean;
}

/** Price dates spread over the year before and the half-year after the latest version starts. */
function priceDateRange(tables: RatingTables): { readonly first: Date; readonly days: number } {
  const earliest = tables.versions[0];
  const latest = tables.versions.at(-1);
  if (earliest === undefined || latest === undefined) throw new RangeError("The tables hold no version to price with");
  const earliestStart = parseISO(earliest.manifest.effectiveFrom);
  const candidate = subDays(parseISO(latest.manifest.effectiveFrom), 365);
  const first = candidate < earliestStart ? earliestStart : candidate;
  const last = addDays(parseISO(latest.manifest.effectiveFrom), 180);
  return { first, days: Math.round((last.getTime() - first.getTime()) / 86_400_000) };
}

function generateRequest(random: Random, tables: RatingTables, dateRange: { readonly first: Date; readonly days: number }, id: string): QuoteRequest {
  const priceDate = addDays(dateRange.first, random.integer(0, dateRange.days));
  const priceRequiredDate = format(priceDate, "yyyy-MM-dd");
  const version = selectTablesVersion(tables, priceRequiredDate);
  if (version === undefined) throw new RangeError(`No tables version in force on ${priceRequiredDate}`);

  const roll = random.next();
  const transactionType = roll < 0.7 ? "New Business" : roll < 0.95 ? "Renewal" : "MTC";
  const [paymentType, paymentFrequency] = pickPaymentMethod(random, version);
  const postcode = randomPostcode(random);
  const household = pickHousehold(random);
  const uwType: UnderwritingType = random.chance(0.7) ? random.pick(VIRGIN_UNDERWRITING) : random.pick(SWITCH_UNDERWRITING_TYPES);
  const isSwitch = SWITCH_UNDERWRITING_TYPES.includes(uwType);

  const salesChannel = random.pick(SALES_CHANNELS);
  // Broker sales carry the agent's code; its incentives come from the eligibility table.
  const agents = [...new Set(version.incentives.eligibility.map((rule) => rule.agent))].filter((agent) => agent !== "*").sort();
  const fsaNumber = salesChannel === "Broker" && agents.length > 0 ? random.pick(agents) : undefined;
  const options = pickOptions(random, version);
  const incentives =
    transactionType === "New Business" && random.chance(0.2) ? pickIncentives(random, version, { paymentType, paymentFrequency, isSwitch, fsaNumber, options }) : [];
  const ncdUplift = Number(incentives.find((incentive) => incentive.incentiveType === "NCD Uplift")?.incentiveParameter ?? 0);

  const members = householdMembers(random, household, transactionType, version).map(({ relationship, age }, index): Member =>
    generateMember(random, {
      number: String(index + 1),
      relationship,
      age,
      priceDate,
      postcode,
      uwType,
      isSwitch,
      transactionType,
      ncdUplift,
      version,
    }),
  );

  const policy: QuoteRequestPolicy = {
    id,
    productName: "HrSol",
    callingSystem: "BOOK-GENERATOR",
    transactionType,
    priceRequiredDate,
    paymentType,
    paymentFrequency,
    salesChannel,
    ...(fsaNumber === undefined ? {} : { fsaNumber }),
    policyholderPostcode: postcode,
    noOfPeople: members.length,
    groupSize: 1,
    ...(random.chance(0.1) ? { commercialAdjustment: randomWholePercent(random, version.limits.commercialAdjustment) } : {}),
    ...(random.chance(0.05) ? { experienceAdjustment: randomWholePercent(random, version.limits.experienceAdjustment) } : {}),
    ...(transactionType === "New Business" ? {} : { originalEffectiveDate: format(subYears(priceDate, random.integer(1, 8)), "yyyy-MM-dd") }),
    ...(incentives.some((incentive) => incentive.incentiveType === "Price Beater") ? { competitorPrice: competitorPriceFor(random, members, version) } : {}),
    memberCategory: [
      {
        id: 1,
        name: "Individual",
        option: options,
        familyUnit: [{ number: "1", familyStatus: household, member: members }],
      },
    ],
    ...(incentives.length > 0 ? { incentive: incentives } : {}),
  };
  return { individualHealthCarePolicy: { quote: policy } };
}
