import type { FloorTariff, FloorVersion } from "./compileFloorTariff.js";

/**
 * The physical floor: the default tariff of docs/rating-model.md section 4 in plain `number`
 * arithmetic, with lookups pre-indexed by `compileFloorTariff`, no validation, no worksheet,
 * no response object. It reads the request as sent (the JSON shape of docs/interface.md) and
 * trusts it. It is the fastest this tariff can reasonably be priced in JavaScript, and the
 * yardstick `quote()` is measured against; it is not a rating engine.
 *
 * Binary floating point is exact enough for pennies here, except exactly on a half penny,
 * where a product such as 123.445 may be held as 123.44499999…; `roundPennies` nudges by a
 * relative 1e-12 before rounding so that such ties go the way exact decimal arithmetic goes.
 */

// The request as sent, read loosely: the floor does not validate.
interface RawOption {
  id?: number;
  name?: string;
  value?: string;
  optionTypeName?: string;
}
interface RawMember {
  age?: number | string;
  dateOfBirth?: string;
  postcode?: string;
  gender?: string;
  uwType?: string;
  ncdLevel?: number | string;
  pncdInd?: string;
  wellnessDiscount?: number;
  isMemberNeeded?: string | number;
  postcodeBand?: string;
  isPostbandCallRequired?: string;
  previousnetPremium?: number;
  cncFactor?: number;
}
interface RawCategory {
  option?: RawOption[];
  familyUnit?: { member?: RawMember[] }[];
}
interface RawIncentive {
  incentiveType?: string;
  incentiveParameter?: string;
}
export interface RawQuoteRequest {
  individualHealthCarePolicy: {
    quote: {
      transactionType?: string;
      paymentType?: string;
      paymentFrequency?: number;
      priceRequiredDate: string;
      taxRequiredDate?: string;
      commercialAdjustment?: number;
      experienceAdjustment?: number;
      competitorPrice?: number;
      isRequote?: boolean;
      memberCategory?: RawCategory[];
      incentive?: RawIncentive[];
    };
  };
}

/** Member and policy net premiums, in request order (a member not priced is 0). */
export interface FloorQuote {
  readonly memberNetPrices: number[];
  readonly memberIpt: number[];
  readonly netPrice: number;
}

const TIE_NUDGE = 1 + 1e-12;

function roundPennies(value: number, mode: string): number {
  const pennies = value * 100;
  switch (mode) {
    case "down":
      return Math.floor(pennies * TIE_NUDGE) / 100;
    case "up":
      return Math.ceil(pennies / TIE_NUDGE) / 100;
    case "half-down":
      return Math.ceil(pennies / TIE_NUDGE - 0.5) / 100;
    case "half-even": {
      const nearest = Math.round(pennies);
      const isTie = Math.abs(Math.abs(pennies - Math.trunc(pennies)) - 0.5) < Math.abs(pennies) * 1e-12;
      return (isTie ? 2 * Math.round(pennies / 2) : nearest) / 100;
    }
    default:
      return Math.floor(pennies * TIE_NUDGE + 0.5) / 100;
  }
}

function isYes(value: string | undefined): boolean {
  const lower = value?.trim().toLowerCase();
  return lower === "yes" || lower === "y" || lower === "1";
}

function ageOn(dateOfBirth: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  const birthdayPassed = onDate.slice(5) >= dateOfBirth.slice(5);
  return birthdayPassed ? years : years - 1;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * The band by the engine's rule: the whole outward code ("SW1A"), then, for a sub-district
 * (letters, one digit, a letter), the district without its letter ("SW1"), then the area
 * letters ("SW"); the default band when none is listed.
 */
function bandOf(version: FloorVersion, postcode: string): number {
  const compact = postcode.toUpperCase().replace(/\s+/g, "");
  const outward = compact.slice(0, compact.length - 3);
  const whole = version.prefixBand.get(outward);
  if (whole !== undefined) return whole;
  const length = outward.length;
  if (length >= 3 && !isDigit(outward.charCodeAt(length - 1)) && isDigit(outward.charCodeAt(length - 2)) && !isDigit(outward.charCodeAt(length - 3))) {
    const district = version.prefixBand.get(outward.slice(0, -1));
    if (district !== undefined) return district;
  }
  let areaLength = 0;
  while (areaLength < length && !isDigit(outward.charCodeAt(areaLength))) areaLength++;
  return (areaLength < length ? version.prefixBand.get(outward.slice(0, areaLength)) : undefined) ?? version.defaultBand;
}

function versionOn(tariff: FloorTariff, date: string): FloorVersion {
  let chosen = tariff.versions[0];
  for (const version of tariff.versions) if (version.effectiveFrom <= date) chosen = version;
  if (chosen === undefined) throw new Error("no tables version");
  return chosen;
}

function iptRateOn(tariff: FloorTariff, date: string): number {
  let rate = 0;
  for (let index = 0; index < tariff.iptFrom.length; index++) if ((tariff.iptFrom[index] ?? "") <= date) rate = tariff.iptRate[index] ?? 0;
  return rate;
}

/**
 * Prices one request the fastest plain way; see the module comment for what it skips.
 *
 * @example
 * floorQuote(request, compileFloorTariff(defaultTables)).memberNetPrices; // [1234.56, 987.65]
 */
export function floorQuote(request: RawQuoteRequest, tariff: FloorTariff): FloorQuote {
  const policy = request.individualHealthCarePolicy.quote;
  const version = versionOn(tariff, policy.priceRequiredDate);
  const transaction = (policy.transactionType ?? "").trim().toLowerCase();
  const isRenewal = transaction === "renewal";
  const isNewBusiness = transaction === "" || transaction === "new business";
  const iptRate = iptRateOn(tariff, policy.taxRequiredDate?.trim() || policy.priceRequiredDate);

  let psDiscount = 0;
  let monthsFree = 0;
  let freeOption = "";
  let priceBeater: string | undefined;
  for (const incentive of policy.incentive ?? []) {
    const parameter = (incentive.incentiveParameter ?? "").trim();
    if (incentive.incentiveType === "psDiscount") psDiscount = Number(parameter);
    else if (incentive.incentiveType === "monthsFree") monthsFree = Number(parameter);
    else if (incentive.incentiveType === "freeOption") freeOption = parameter.toLowerCase();
    else if (incentive.incentiveType === "Price Beater") priceBeater = parameter;
  }
  // The option a freeOption incentive waives, named by id or by name.
  const waived = freeOption === "" ? undefined : /^\d+$/.test(freeOption) ? version.optionById.get(Number(freeOption)) : version.optionByName.get(freeOption);
  const policyFactor =
    (1 + (policy.commercialAdjustment ?? 0) / 100) *
    (1 + (policy.experienceAdjustment ?? 0) / 100) *
    (version.payment.get(`${(policy.paymentType ?? "").trim().toUpperCase()}:${policy.paymentFrequency}`) ?? Number.NaN) *
    (1 - psDiscount / 100) *
    ((12 - monthsFree) / 12);

  const premiums: number[] = [];
  const priced: boolean[] = [];
  for (const category of policy.memberCategory ?? []) {
    let optionFactor = 1;
    let optionAmount = 0;
    let takesProtectedNcd = false;
    for (const option of category.option ?? []) {
      if (!isYes(option.value)) continue;
      const definition = (option.id === undefined ? undefined : version.optionById.get(option.id)) ?? version.optionByName.get((option.name ?? "").toLowerCase());
      if (definition === undefined) continue;
      if (definition === version.protectedNcd) takesProtectedNcd = true;
      if (definition === waived) continue;
      const value = definition.levels.get(definition.hasLevels ? (option.optionTypeName ?? "").trim() : "") ?? Number.NaN;
      if (definition.isAmount) optionAmount += value;
      else optionFactor *= value;
    }
    const protectedNcd = version.protectedNcd;
    const protectedNcdFactor = protectedNcd === undefined || takesProtectedNcd || protectedNcd === waived ? 1 : (protectedNcd.levels.get("") ?? 1);

    for (const familyUnit of category.familyUnit ?? []) {
      for (const member of familyUnit.member ?? []) {
        const needed = String(member.isMemberNeeded ?? "1")
          .trim()
          .toUpperCase();
        if (needed === "0" || needed === "N") {
          premiums.push(0);
          priced.push(false);
          continue;
        }
        const age = member.age !== undefined && member.age !== "" ? Number(member.age) : ageOn(member.dateOfBirth ?? "", policy.priceRequiredDate);
        const givenBand = isNewBusiness || (member.isPostbandCallRequired ?? "").trim().toUpperCase() === "Y" ? undefined : member.postcodeBand?.trim();
        const band = givenBand ? (version.bandIndex.get(givenBand.toUpperCase()) ?? -1) : bandOf(version, member.postcode ?? "");
        const genderIndex = (member.gender ?? "").trim().toUpperCase() === "F" ? 1 : 0;
        let premium = version.baseRate[genderIndex][age * version.bandCount + band] ?? Number.NaN;
        premium *= version.underwriting.get((member.uwType ?? "").trim().toUpperCase()) ?? Number.NaN;
        premium *= optionFactor;
        if ((member.pncdInd ?? "").trim().toUpperCase() === "Y") premium *= protectedNcdFactor;
        premium += optionAmount;
        premium *= version.ncd[Number(member.ncdLevel)] ?? Number.NaN;
        premium *= policyFactor * (1 - (member.wellnessDiscount ?? 0) / 100);
        if (isRenewal && member.previousnetPremium !== undefined) {
          const previous = member.previousnetPremium;
          premium = Math.min(Math.max(premium, previous * (1 + version.collarPercent / 100)), previous * (1 + version.capPercent / 100));
        } else if (!isNewBusiness && member.cncFactor !== undefined) {
          premium *= member.cncFactor;
        }
        premiums.push(premium);
        priced.push(true);
      }
    }
  }

  let keep = 1;
  if (priceBeater !== undefined && priceBeater !== "") {
    if (policy.isRequote === true) keep = 1 - Number(priceBeater) / 100;
    else if (isYes(priceBeater)) {
      let total = 0;
      for (let index = 0; index < premiums.length; index++) if (priced[index]) total += premiums[index] ?? 0;
      const target = ((policy.competitorPrice ?? 0) * (1 - version.priceBeaterMargin / 100)) / (1 + iptRate);
      const neededPercent = total === 0 ? 0 : (1 - target / total) * 100;
      const percent = Math.min(Math.max(neededPercent, 0), version.priceBeaterMaxDiscount);
      // The engine keeps the discount percentage to 2 places, rounded down.
      keep = 1 - Math.floor(percent * 100 * TIE_NUDGE) / 10_000;
    }
  }

  const memberNetPrices: number[] = [];
  const memberIpt: number[] = [];
  let netPrice = 0;
  for (let index = 0; index < premiums.length; index++) {
    const premium = premiums[index] ?? 0;
    if (!priced[index]) {
      memberNetPrices.push(0);
      memberIpt.push(0);
      continue;
    }
    const net = roundPennies(Math.max(premium * keep, version.minimumPremium), version.roundingMode);
    memberNetPrices.push(net);
    memberIpt.push(roundPennies(net * iptRate, version.roundingMode));
    netPrice += net;
  }
  return { memberNetPrices, memberIpt, netPrice: Math.round(netPrice * 100) / 100 };
}
