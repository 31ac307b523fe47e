import type { OptionDefinition, TablesVersion } from "../../../src/tables/types.js";
import type { RatingTables } from "../../../src/engine/types.js";

/**
 * The default tariff re-indexed for plain `number` arithmetic: every value read from the
 * rating tables once, at compile time, into arrays and maps keyed the way the request
 * spells things. Nothing here is a tariff number written in code.
 */
export interface FloorTariff {
  /** Sorted by `effectiveFrom` ascending, like `RatingTables.versions`. */
  readonly versions: readonly FloorVersion[];
  /** IPT rates as fractions (0.12), by `effectiveFrom` ascending. */
  readonly iptFrom: readonly string[];
  readonly iptRate: readonly number[];
}

export interface FloorOption {
  readonly isAmount: boolean;
  /** Factor or amount by level label ("" for an option without levels). */
  readonly levels: ReadonlyMap<string, number>;
  readonly hasLevels: boolean;
}

export interface FloorVersion {
  readonly effectiveFrom: string;
  readonly roundingMode: string;
  readonly bandCount: number;
  /** Band index by upper-case label (a supplied band matches in any case). */
  readonly bandIndex: ReadonlyMap<string, number>;
  /** Upper-case outward-code prefix to band index. */
  readonly prefixBand: ReadonlyMap<string, number>;
  /** -1: no default band. */
  readonly defaultBand: number;
  /** Base rate by gender (0 M, 1 F), at `age * bandCount + band`. */
  readonly baseRate: readonly [Float64Array, Float64Array];
  readonly underwriting: ReadonlyMap<string, number>;
  readonly optionById: ReadonlyMap<number, FloorOption>;
  readonly optionByName: ReadonlyMap<string, FloorOption>;
  readonly protectedNcd: FloorOption | undefined;
  /** NCD factor by level (NaN for a level not in the table). */
  readonly ncd: Float64Array;
  /** Payment factor by `${paymentType}:${paymentFrequency}`. */
  readonly payment: ReadonlyMap<string, number>;
  readonly priceBeaterMargin: number;
  readonly priceBeaterMaxDiscount: number;
  readonly capPercent: number;
  readonly collarPercent: number;
  readonly minimumPremium: number;
}

function compileVersion(version: TablesVersion): FloorVersion {
  const bands = version.postcodeBands.bands;
  const bandIndex = new Map(bands.map((band, index) => [band.toUpperCase(), index]));
  const maximumAge = version.ages.maximumAge;
  const baseRate: [Float64Array, Float64Array] = [
    new Float64Array((maximumAge + 1) * bands.length).fill(Number.NaN),
    new Float64Array((maximumAge + 1) * bands.length).fill(Number.NaN),
  ];
  (["M", "F"] as const).forEach((gender, genderIndex) => {
    const byAge = version.baseRates.byAge[gender];
    const rates = baseRate[genderIndex === 0 ? 0 : 1];
    for (let age = 0; age <= maximumAge; age++) {
      const band = byAge[age];
      if (band === undefined) continue;
      for (const [label, rate] of band.rates) {
        const index = bandIndex.get(label.toUpperCase());
        if (index !== undefined) rates[age * bands.length + index] = rate.toNumber();
      }
    }
  });
  const prefixBand = new Map<string, number>();
  for (const [prefix, { band }] of version.postcodeBands.prefixes) prefixBand.set(prefix.toUpperCase(), bandIndex.get(band.toUpperCase()) ?? -1);
  const toFloorOption = (definition: OptionDefinition): FloorOption => ({
    isAmount: definition.pricing === "amount",
    hasLevels: definition.hasLevels,
    levels: new Map([...definition.levels].map(([level, { value }]) => [level, value.toNumber()])),
  });
  const optionById = new Map([...version.options.byId].map(([id, definition]) => [id, toFloorOption(definition)]));
  const optionByName = new Map([...version.options.byName].map(([name, definition]) => [name.toLowerCase(), optionById.get(definition.id) ?? toFloorOption(definition)]));
  const protectedNcdId = version.options.protectedNcdOptionId;
  const ncd = new Float64Array(version.ncd.highestLevel + 1).fill(Number.NaN);
  for (const [level, factor] of version.ncd.factors) ncd[level] = factor.value.toNumber();
  const bounds = version.incentives.bounds;
  return {
    effectiveFrom: version.manifest.effectiveFrom,
    roundingMode: version.manifest.roundingMode,
    bandCount: bands.length,
    bandIndex,
    prefixBand,
    defaultBand: version.postcodeBands.defaultBand === undefined ? -1 : (bandIndex.get(version.postcodeBands.defaultBand.band.toUpperCase()) ?? -1),
    baseRate,
    underwriting: new Map([...version.underwriting].map(([type, factor]) => [type, factor.value.toNumber()])),
    optionById,
    optionByName,
    protectedNcd: protectedNcdId === undefined ? undefined : optionById.get(protectedNcdId),
    ncd,
    payment: new Map([...version.payment.factors].map(([key, factor]) => [key, factor.value.toNumber()])),
    priceBeaterMargin: bounds.priceBeaterMarginPercent.toNumber(),
    priceBeaterMaxDiscount: bounds.priceBeaterMaxDiscountPercent.toNumber(),
    capPercent: version.renewal.capPercent.toNumber(),
    collarPercent: version.renewal.collarPercent.toNumber(),
    minimumPremium: version.minimumPremium.value.toNumber(),
  };
}

/**
 * Re-indexes the rating tables for {@link floorQuote}: done once, like loading tables.
 *
 * @example
 * const tariff = compileFloorTariff(defaultTables);
 */
export function compileFloorTariff(tables: RatingTables): FloorTariff {
  return {
    versions: tables.versions.map(compileVersion),
    iptFrom: tables.ipt.rates.map((rate) => rate.effectiveFrom),
    iptRate: tables.ipt.rates.map((rate) => rate.ratePercent.toNumber() / 100),
  };
}
