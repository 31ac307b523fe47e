import { addDays, differenceInYears, format, parseISO, subDays, subYears } from "date-fns";
import type { IncentiveType, PaymentFrequency, PaymentType, Relationship, UnderwritingType } from "../model/enums.js";
import { SWITCH_UNDERWRITING_TYPES } from "../model/enums.js";
import type { Incentive, Member, Option, QuoteRequest, QuoteRequestPolicy } from "../model/request.js";
import { defaultTables } from "../tables/default/index.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import type { RatingTables, TablesVersion } from "../tables/types.js";
import { createRandom, type Random } from "./createRandom.js";
import { INWARD_CODE_LETTERS, UK_POSTCODE_DISTRICTS } from "./ukPostcodeDistricts.js";

/**
 * Expected NCD level of switch business by claim-free years (interface.md section 2.7, rule 3);
 * five or more years, and virgin business, expect the highest level, 12.
 */
const SWITCH_NCD_BY_YEARS_CLAIM_FREE = [8, 9, 10, 10, 11] as const;
const VIRGIN_NCD_LEVEL = 12;

const VIRGIN_UNDERWRITING: readonly UnderwritingType[] = ["FMU", "NMORI"];
const SALES_CHANNELS = ["Internet", "Internet", "Telephone", "Broker", "Aggregator"] as const;
const GIFTS = ["Amazon voucher", "Fitness tracker", "Cinema tickets"] as const;

/** The kind of household a policy covers. */
type Household = "single" | "couple" | "family" | "single parent";

/**
 * Generates `count` realistic, valid quotation requests, deterministically from `seed`: a mix
 * of singles, couples, families and single parents of realistic ages, real UK postcode districts
 * from every region, options and levels from the tables' catalogue, payment methods the
 * payment table offers, New Business NCD levels that follow the interface's rules, renewals
 * (most with a `previousnetPremium` near the book rate) and mid-term changes, and a few
 * incentives eligible for every agent (`*`). Everything tariff-specific is read from `tables`,
 * so a generated book stays valid when the tables change.
 *
 * Pure: the same count, seed and tables give the same requests, one at a time, so that a
 * book of a million policies never needs to be in memory.
 *
 * @example
 * for (const request of generateBookRequests(3, 42)) console.log(JSON.stringify(request));
 */
export function* generateBookRequests(
  count: number,
  seed: number,
  tables: RatingTables = defaultTables,
): Generator<QuoteRequest, void, undefined> {
  const random = createRandom(seed);
  const dateRange = priceDateRange(tables);
  for (let index = 1; index <= count; index++) {
    yield generateRequest(random, tables, dateRange, `BOOK-${seed}-${String(index).padStart(7, "0")}`);
  }
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

function generateRequest(
  random: Random,
  tables: RatingTables,
  dateRange: { readonly first: Date; readonly days: number },
  id: string,
): QuoteRequest {
  const priceDate = addDays(dateRange.first, random.integer(0, dateRange.days));
  const priceRequiredDate = format(priceDate, "yyyy-MM-dd");
  const version = selectTablesVersion(tables, priceRequiredDate);
  if (version === undefined) throw new RangeError(`No tables version in force on ${priceRequiredDate}`);

  const roll = random.next();
  const transactionType = roll < 0.7 ? "New Business" : roll < 0.95 ? "Renewal" : "MTC";
  const [paymentType, paymentFrequency] = pickPaymentMethod(random, version);
  const postcode = randomPostcode(random);
  const household = pickHousehold(random);
  const uwType: UnderwritingType = random.chance(0.7)
    ? random.pick(VIRGIN_UNDERWRITING)
    : random.pick(SWITCH_UNDERWRITING_TYPES);
  const isSwitch = SWITCH_UNDERWRITING_TYPES.includes(uwType);

  const salesChannel = random.pick(SALES_CHANNELS);
  // Broker sales carry the agent's code; its incentives come from the eligibility table.
  const agents = [...new Set(version.incentives.eligibility.map((rule) => rule.agent))].filter((agent) => agent !== "*").sort();
  const fsaNumber = salesChannel === "Broker" && agents.length > 0 ? random.pick(agents) : undefined;
  const options = pickOptions(random, version);
  const incentives =
    transactionType === "New Business" && random.chance(0.2)
      ? pickIncentives(random, version, { paymentType, paymentFrequency, isSwitch, fsaNumber, options })
      : [];
  const ncdUplift = Number(incentives.find((incentive) => incentive.incentiveType === "NCD Uplift")?.incentiveParameter ?? 0);

  const members = householdMembers(random, household, transactionType, version).map(
    ({ relationship, age }, index): Member =>
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
    ...(incentives.some((incentive) => incentive.incentiveType === "Price Beater")
      ? { competitorPrice: competitorPriceFor(random, members, version) }
      : {}),
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

function pickHousehold(random: Random): Household {
  const roll = random.next();
  if (roll < 0.5) return "single";
  if (roll < 0.72) return "couple";
  if (roll < 0.94) return "family";
  return "single parent";
}

function householdMembers(
  random: Random,
  household: Household,
  transactionType: string,
  version: TablesVersion,
): { relationship: Relationship; age: number }[] {
  const oldest =
    transactionType === "New Business"
      ? Math.min(version.ages.maximumEntryAgeNewBusiness, version.ages.maximumAge)
      : version.ages.maximumAge;
  const withChildren = household === "family" || household === "single parent";
  // Parents of dependent children are younger; singles and couples span working and retired ages.
  const adultAge = () => clamp(withChildren ? random.integer(25, 55) : adultAgeOfBook(random), 18, oldest);
  const selfAge = adultAge();
  const members: { relationship: Relationship; age: number }[] = [{ relationship: "self", age: selfAge }];
  if (household === "couple" || household === "family") {
    members.push({ relationship: "partner", age: clamp(selfAge + random.integer(-6, 6), 18, oldest) });
  }
  if (withChildren) {
    const children = random.integer(1, 3);
    const youngestParent = Math.min(...members.map((member) => member.age));
    for (let child = 0; child < children; child++) {
      const age = clamp(random.integer(0, Math.min(youngestParent - 18, 22)), version.ages.minimumAge, oldest);
      members.push({ relationship: "child", age });
    }
  }
  return members;
}

/** Ages of a PMI book lean to the middle years: a triangular spread between 18 and 85. */
function adultAgeOfBook(random: Random): number {
  return Math.round(18 + ((random.next() + random.next()) / 2) * 67);
}

function generateMember(
  random: Random,
  facts: {
    number: string;
    relationship: Relationship;
    age: number;
    priceDate: Date;
    postcode: string;
    uwType: UnderwritingType;
    isSwitch: boolean;
    transactionType: string;
    ncdUplift: number;
    version: TablesVersion;
  },
): Member {
  const { version, transactionType } = facts;
  const yearsClaimFree = facts.isSwitch ? random.integer(0, 7) : undefined;
  const ncdLevel =
    transactionType === "New Business"
      ? Math.min(version.ncd.highestLevel, expectedNewBusinessNcd(yearsClaimFree) + facts.ncdUplift)
      : random.pick([...version.ncd.factors.keys()]);
  // Most requests carry a date of birth; some, like many broker systems, only the age.
  const identity = random.chance(0.8)
    ? { dateOfBirth: birthDateFor(random, facts.age, facts.priceDate) }
    : { age: facts.age };
  const isRenewal = transactionType === "Renewal";
  return {
    number: facts.number,
    relationship: facts.relationship,
    effectiveDate: format(facts.priceDate, "yyyy-MM-dd"),
    gender: random.chance(0.5) ? "F" : "M",
    ...identity,
    postcode: facts.postcode,
    uwType: facts.uwType,
    ncdLevel,
    pncdInd: random.chance(0.15) ? "Y" : "N",
    ...(yearsClaimFree === undefined ? {} : { memberYearsClaimFree: yearsClaimFree }),
    ...(random.chance(0.1) ? { wellnessDiscount: randomWholePercent(random, version.limits.wellnessDiscount, 0) } : {}),
    ...(isRenewal ? { previousNCDLevel: ncdLevel } : {}),
    ...(isRenewal && random.chance(0.9)
      ? { previousnetPremium: roughBookRate(random, facts.age, facts.postcode, version) }
      : {}),
    ...(transactionType === "MTC" && random.chance(0.5)
      ? { cncFactor: Number((0.9 + random.integer(0, 20) / 100).toFixed(2)) }
      : {}),
  };
}

function expectedNewBusinessNcd(yearsClaimFree: number | undefined): number {
  if (yearsClaimFree === undefined) return VIRGIN_NCD_LEVEL;
  return SWITCH_NCD_BY_YEARS_CLAIM_FREE[yearsClaimFree] ?? VIRGIN_NCD_LEVEL;
}

/** A birth date whose age last birthday on the price date is `age`. */
function birthDateFor(random: Random, age: number, priceDate: Date): string {
  const birthday = subYears(priceDate, age);
  return format(subDays(birthday, random.integer(0, 360)), "yyyy-MM-dd");
}

function randomPostcode(random: Random): string {
  const district = random.pick(UK_POSTCODE_DISTRICTS);
  const letters = [...INWARD_CODE_LETTERS];
  return `${district} ${random.integer(0, 9)}${random.pick(letters)}${random.pick(letters)}`;
}

function pickPaymentMethod(random: Random, version: TablesVersion): [PaymentType, PaymentFrequency] {
  const methods = [...version.payment.factors.keys()].sort();
  const [type, frequency] = random.pick(methods).split(":");
  return [type as PaymentType, Number(frequency) as PaymentFrequency];
}

/** About half the options of the catalogue, each taken or declined, levels drawn from the tables. */
function pickOptions(random: Random, version: TablesVersion): Option[] {
  const options: Option[] = [];
  const definitions = [...version.options.byId.values()].sort((a, b) => a.id - b.id);
  for (const definition of definitions) {
    if (definition.id === version.options.protectedNcdOptionId && random.chance(0.85)) continue;
    if (!random.chance(0.45)) continue;
    const taken = random.chance(0.75);
    const level = definition.hasLevels ? random.pick([...definition.levels.keys()].sort()) : undefined;
    options.push({
      id: definition.id,
      name: definition.name,
      value: taken ? "Yes" : "No",
      ...(level === undefined ? {} : { optionTypeName: level }),
    });
  }
  return options;
}

/**
 * One incentive, sometimes two that the tables allow together, among those eligible for the
 * request's agent (or every agent, `*`) and payment method, with parameters within the bounds.
 */
function pickIncentives(
  random: Random,
  version: TablesVersion,
  policy: {
    paymentType: PaymentType;
    paymentFrequency: PaymentFrequency;
    isSwitch: boolean;
    fsaNumber: string | undefined;
    options: readonly Option[];
  },
): Incentive[] {
  // Only an add-on (an option without levels) can be given free; a level changes the cover.
  const takenOptions = policy.options.filter(
    (option) => option.value === "Yes" && version.options.byId.get(option.id ?? -1)?.hasLevels === false,
  );
  const eligible = new Set(
    version.incentives.eligibility
      .filter(
        (rule) =>
          (rule.agent === "*" || rule.agent === policy.fsaNumber) &&
          (rule.paymentType === undefined || rule.paymentType === policy.paymentType) &&
          (rule.paymentFrequency === undefined || rule.paymentFrequency === policy.paymentFrequency),
      )
      .map((rule) => rule.incentiveType),
  );
  const candidates = [...eligible]
    .filter((type) => (type !== "SwitchDec" || policy.isSwitch) && (type !== "freeOption" || takenOptions.length > 0))
    .sort();
  if (candidates.length === 0) return [];
  const first = random.pick(candidates);
  const second = random.pick(candidates);
  const exclusive = version.incentives.exclusivePairs.some(([a, b]) => (a === first && b === second) || (b === first && a === second));
  const chosen = random.chance(0.2) && second !== first && !exclusive ? [first, second] : [first];
  return chosen.map((incentiveType) => ({
    incentiveType,
    incentiveParameter: incentiveParameter(random, incentiveType, version, takenOptions),
  }));
}

function incentiveParameter(random: Random, type: IncentiveType, version: TablesVersion, takenOptions: readonly Option[]): string {
  const bounds = version.incentives.bounds;
  switch (type) {
    case "psDiscount": {
      // Mostly discounts, now and then a loading, always within the tables' range.
      const low = Math.ceil(Number(bounds.psDiscountMinPercent.toString()));
      const high = Math.floor(Number(bounds.psDiscountMaxPercent.toString()));
      return String(random.chance(0.1) ? random.integer(low, Math.min(high, 0)) : random.integer(Math.max(low, 0), high));
    }
    case "monthsFree":
      return String(random.integer(1, Math.max(1, bounds.monthsFreeMaxMonths)));
    case "NCD Uplift":
      return String(random.integer(1, Math.max(1, bounds.ncdUpliftMaxLevels)));
    case "gift":
      return random.pick(GIFTS);
    case "freeOption":
      return random.pick(takenOptions).name ?? String(random.pick(takenOptions).id);
    case "Price Beater":
    case "SwitchDec":
      return "Yes";
  }
}

/** A premium near the tables' base rate for the member, for renewals and competitor prices. */
function roughBookRate(random: Random, age: number, postcode: string, version: TablesVersion): number {
  const outward = postcode.split(" ")[0] ?? "";
  const area = outward.replace(/\d.*$/, "");
  const band =
    version.postcodeBands.prefixes.get(outward)?.band ??
    version.postcodeBands.prefixes.get(area)?.band ??
    version.postcodeBands.defaultBand?.band;
  const ageBand = version.baseRates.byAge.M[age] ?? version.baseRates.byAge.F[age];
  const rate = band === undefined ? undefined : ageBand?.rates.get(band);
  const base = rate === undefined ? 600 : Number(rate.toString());
  return Math.round(base * (0.85 + random.next() * 0.3) * 100) / 100;
}

function competitorPriceFor(random: Random, members: readonly Member[], version: TablesVersion): number {
  let total = 0;
  for (const member of members) {
    const age = member.age ?? ageFromBirthDate(member.dateOfBirth, member.effectiveDate);
    total += roughBookRate(random, age, member.postcode, version);
  }
  return Math.round(total * 100) / 100;
}

function ageFromBirthDate(dateOfBirth: string | undefined, onDate: string): number {
  return dateOfBirth === undefined ? 40 : differenceInYears(parseISO(onDate), parseISO(dateOfBirth));
}

/** A whole percentage within a range from the tables (optionally not below `floor`). */
function randomWholePercent(random: Random, range: { readonly min: { toString(): string }; readonly max: { toString(): string } }, floor?: number): number {
  const low = Math.ceil(Number(range.min.toString()));
  const high = Math.floor(Number(range.max.toString()));
  const from = floor === undefined ? low : Math.max(low, floor);
  return from > high ? low : random.integer(from, high);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
