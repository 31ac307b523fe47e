import type { Decimal } from "../decimal/decimal.js";
import type { ParsedCsv } from "./parsedTables.js";
import type { Gender, IncentiveType, PaymentType, UnderwritingType } from "../model/enums.js";

/**
 * The rating tables as data: validated, pre-indexed for the hot path, deeply frozen; what a
 * tables snapshot holds. The engine adds the rating plan of every version (`RatingTables`).
 */
export interface TablesData {
  /** All tables versions, sorted by `effectiveFrom` ascending. */
  readonly versions: readonly TablesVersion[];
  /** The UK IPT history, shared by every version (it is law, not tariff). */
  readonly ipt: IptTable;
  /**
   * Where UK IPT does not apply: postcode areas outside the UK for IPT (Jersey, Guernsey, the
   * Isle of Man) and each such territory's premium-tax history (`tax-territories.csv` and
   * `premium-tax.csv`, shared by every version). Absent (tables without those files): every
   * postcode is in the UK and pays the rate of `ipt`.
   */
  readonly taxTerritories?: TaxTerritoryTable;
  /** sha-256 (hex) of the canonical content of every file. */
  readonly hash: string;
}

/** Where a value came from, for the worksheet: the file and its 1-based data row (header is row 1). */
export interface TableSource {
  readonly file: string;
  readonly row: number;
}

/** How a version rounds money to pennies (manifest `roundingMode`); modes act on the magnitude. */
export type RoundingMode = "half-up" | "half-even" | "half-down" | "down" | "up";

/** A version's `manifest.json`: product, version label, effective date, currency, rounding mode. */
export interface TablesManifest {
  readonly product: "HrSol";
  /** Version label, e.g. "2026.1". */
  readonly version: string;
  /** ISO date from which the version prices (`priceRequiredDate` on or after). */
  readonly effectiveFrom: string;
  readonly currency: "GBP";
  readonly roundingMode: RoundingMode;
  /** True for the illustrative default tables shipped with the package. */
  readonly illustrative: boolean;
  readonly description?: string;
  /**
   * Sign-off state (docs/rate-change.md): a `draft` prices only where the caller asks for drafts
   * (`allowDraft`: the workbench, `impact`, `--allow-draft`); `approved` carries who approved it,
   * when, and the content hash approved. Absent: a version outside sign-off, priced as before.
   */
  readonly status?: TablesStatus;
  /** Who approved the version (with `status: "approved"`). */
  readonly approvedBy?: string;
  /** The date of the approval, YYYY-MM-DD (with `status: "approved"`). */
  readonly approvedAt?: string;
  /** The version's content hash when approved; a file changed since is a `tables check` problem. */
  readonly approvedHash?: string;
  /**
   * The first quote date (`quoteDate` option of `quote`) on which the version may be used,
   * separate from `effectiveFrom` (the first price date it covers): renewal invitations can be
   * priced weeks ahead without opening future-dated new business. Absent: from any quote date.
   */
  readonly availableFrom?: string;
}

/** A tables version's sign-off state. */
export type TablesStatus = "draft" | "approved";

/** One tables version: everything one tariff needs, pre-indexed. */
export interface TablesVersion {
  readonly manifest: TablesManifest;
  /** sha-256 (hex) of this version's canonical content and of the IPT history. */
  readonly hash: string;
  readonly ages: AgeLimits;
  readonly baseRates: BaseRateTable;
  readonly postcodeBands: PostcodeBandTable;
  readonly underwriting: ReadonlyMap<UnderwritingType, Factor>;
  readonly options: OptionCatalogue;
  /** NCD factor by level. */
  readonly ncd: NcdTable;
  readonly payment: PaymentTable;
  readonly incentives: IncentiveRules;
  readonly limits: AdjustmentLimits;
  readonly renewal: RenewalLimits;
  /** Minimum annual net premium per priced member. */
  readonly minimumPremium: Amount;
  /** Bounds of the money and factor inputs, and the ceiling of the quote's amounts. */
  readonly inputBounds: InputBounds;
  /** How far ahead of the price date a member's effectiveDate may be. */
  readonly effectiveDate: EffectiveDateLimits;
  /**
   * The rating factors' own tables of this version (`factor-<name>.csv`), by file name, as
   * read: header and rows of text, which the factor that names the file reads and checks
   * (src/factors/<name>/). Absent when the version has none.
   */
  readonly factorTables?: Readonly<Record<string, ParsedCsv>>;
}

/** A factor read from a table, with the row it came from (for the worksheet). */
export interface Factor {
  readonly value: Decimal;
  readonly source: TableSource;
}

/** A money amount read from a table, with the row it came from (for the worksheet). */
export interface Amount {
  readonly value: Decimal;
  readonly source: TableSource;
}

/** The rated ages of a version: youngest, oldest, and oldest on New Business. */
export interface AgeLimits {
  /** Lowest rated age (0 in the default tables). */
  readonly minimumAge: number;
  /** Highest rated age (99 in the default tables). */
  readonly maximumAge: number;
  /** Oldest age at which New Business is accepted. */
  readonly maximumEntryAgeNewBusiness: number;
  readonly source: TableSource;
}

/** One row of `base-rates.csv`: an age range and its base rate per postcode band. */
export interface AgeBand {
  readonly fromAge: number;
  readonly toAge: number;
  /** Absent: the row applies to both genders (the default tables are gender-neutral). */
  readonly gender?: Gender;
  /** Annual base rate by postcode band. */
  readonly rates: ReadonlyMap<string, Decimal>;
  readonly source: TableSource;
}

/** `base-rates.csv` compiled: the age bands, the postcode bands, and the band of every age. */
export interface BaseRateTable {
  readonly bands: readonly AgeBand[];
  /** Pre-index: the band holding each age, by gender; `byAge.M[age]`. */
  readonly byAge: { readonly M: readonly (AgeBand | undefined)[]; readonly F: readonly (AgeBand | undefined)[] };
}

/** `postcode-bands.csv` compiled: bands, prefixes (longest match wins) and any default band. */
export interface PostcodeBandTable {
  /** Band labels, in the order of the base-rate columns. */
  readonly bands: readonly string[];
  /** Upper-case outward-code prefix (area "SW" or district "SW1A") to its band. */
  readonly prefixes: ReadonlyMap<string, PostcodeBandEntry & { readonly prefix: string }>;
  /** Band for a postcode no prefix matches (an entry without a prefix); absent: such a postcode is not rated. */
  readonly defaultBand?: PostcodeBandEntry;
}

/** A row of `postcode-bands.csv`: the band, the prefix it is for (none for the default band "*"), and the row. */
export interface PostcodeBandEntry {
  readonly band: string;
  readonly prefix?: string;
  readonly source: TableSource;
}

/** One option of `options.csv`: id, name, how it is priced, and its levels if any. */
export interface OptionDefinition {
  readonly id: number;
  readonly name: string;
  /** `factor`: the premium is multiplied; `amount`: an annual amount is added. */
  readonly pricing: "factor" | "amount";
  /**
   * Factor or amount by level label (e.g. "500" for a £500 excess); for an option without
   * levels the single entry has the key "" (empty string).
   */
  readonly levels: ReadonlyMap<string, { readonly value: Decimal; readonly source: TableSource }>;
  /** True when the option has levels chosen by `optionTypeName`. */
  readonly hasLevels: boolean;
  /**
   * The levels indexed when the tables are compiled (`indexOptionLevels`), so that a quote finds
   * a level in one or two map reads instead of comparing it with every label. Absent on
   * definitions built by hand: the level is then found by comparing labels, with the same result.
   */
  readonly levelIndex?: OptionLevelIndex;
}

/** One level of an option, as a quote uses it. */
export interface OptionLevelEntry {
  /** The level label as the tables spell it ("" for an option without levels). */
  readonly level: string;
  readonly value: Decimal;
  readonly source: TableSource;
}

/**
 * An option's levels by lower-case label (key `=` + the label), and by numeric value (key `#` + the number) for
 * labels that are numbers; `order` is the level's position in `levels`, so that a lookup
 * matching both ways picks the earlier level, as comparing in order does.
 */
export type OptionLevelIndex = ReadonlyMap<string, { readonly order: number; readonly entry: OptionLevelEntry }>;

/** Every option of a version, by id and by name. */
export interface OptionCatalogue {
  readonly byId: ReadonlyMap<number, OptionDefinition>;
  /** Lower-case name to definition. */
  readonly byName: ReadonlyMap<string, OptionDefinition>;
  /** Id of the Protected NCD option, rated for a member whose `pncdInd` is Y. */
  readonly protectedNcdOptionId?: number;
}

/** `ncd.csv` compiled: the factor of each no-claims-discount level, lowest and highest level. */
export interface NcdTable {
  readonly factors: ReadonlyMap<number, Factor>;
  readonly lowestLevel: number;
  readonly highestLevel: number;
}

/** `payment.csv` compiled: the factor of each payment method (type and frequency). */
export interface PaymentTable {
  /** Key `${paymentType}:${paymentFrequency}`, e.g. "B:12". */
  readonly factors: ReadonlyMap<string, Factor>;
}

/** One row of `incentive-eligibility.csv`: which agent may use an incentive type, and when. */
export interface EligibilityRule {
  /** Agent code (`fsaNumber`), or "*" for every agent and for requests without one. */
  readonly agent: string;
  readonly incentiveType: IncentiveType;
  /** Absent: any payment type. */
  readonly paymentType?: PaymentType;
  /** Absent: any frequency. */
  readonly paymentFrequency?: number;
  readonly source: TableSource;
}

/** The incentive tables of a version: eligibility rules, pairs that cannot combine, parameter bounds. */
export interface IncentiveRules {
  readonly eligibility: readonly EligibilityRule[];
  readonly exclusivePairs: readonly (readonly [IncentiveType, IncentiveType])[];
  readonly bounds: IncentiveBounds;
}

/** The bounds of incentive parameters (from `limits.csv`). */
export interface IncentiveBounds {
  /** psDiscount parameter range in percent (a negative value is a loading). */
  readonly psDiscountMinPercent: Decimal;
  readonly psDiscountMaxPercent: Decimal;
  /** monthsFree: at most this many months. */
  readonly monthsFreeMaxMonths: number;
  /** NCD Uplift: at most this many levels. */
  readonly ncdUpliftMaxLevels: number;
  /** Price Beater: the margin under the competitor's price, in percent. */
  readonly priceBeaterMarginPercent: Decimal;
  /** Price Beater: the largest discount, in percent. */
  readonly priceBeaterMaxDiscountPercent: Decimal;
  readonly source: TableSource;
}

/** A closed range of percentages, lowest and highest accepted. */
export interface PercentRange {
  readonly min: Decimal;
  readonly max: Decimal;
  readonly source: TableSource;
}

/** The ranges accepted for commercial, experience and wellness adjustments (from `limits.csv`). */
export interface AdjustmentLimits {
  readonly commercialAdjustment: PercentRange;
  readonly experienceAdjustment: PercentRange;
  readonly wellnessDiscount: PercentRange;
}

/**
 * Bounds an actuary owns on the request's money and factor inputs, and the ceiling of every
 * amount a quote returns (limits.csv). An input outside them is refused
 * (`ADJUSTMENT_OUT_OF_RANGE`); a quote with an amount above the ceiling is refused
 * (`PRICE_OUT_OF_RANGE`) rather than returned.
 */
export interface InputBounds {
  /** Range of a member's `cncFactor` and `previousCNCFactor` (e.g. 0.5 to 2). */
  readonly cncFactor: FactorRange;
  /** Largest `previousnetPremium` of a member, GBP. */
  readonly maximumPreviousNetPremium: Amount;
  /** Largest `competitorPrice` of a policy, GBP. */
  readonly maximumCompetitorPrice: Amount;
  /** Largest amount (premium, tax, instalment) a quote may return, GBP. */
  readonly maximumQuoteAmount: Amount;
}

/** An inclusive range of a factor. */
export interface FactorRange {
  readonly min: Decimal;
  readonly max: Decimal;
  readonly source: TableSource;
}

/** Renewal cap and collar, percentages of the previous net premium (from `limits.csv`). */
export interface RenewalLimits {
  /** Largest increase over the previous net premium, in percent (e.g. 25). */
  readonly capPercent: Decimal;
  /** Largest decrease, as a negative percent (e.g. -10). */
  readonly collarPercent: Decimal;
  readonly source: TableSource;
  /**
   * What a Renewal or MTC does with its equivalent new-business price (`renewal_price_rule`):
   * `report` returns it, `warn` adds a warning when the renewal is dearer, `cap_at_enbp` caps
   * the renewal's net premium at it.
   */
  readonly priceRule: RenewalPriceRule;
  readonly priceRuleSource: TableSource;
}

/** The choices of `renewal_price_rule` in limits.csv. */
export const RENEWAL_PRICE_RULES = ["report", "warn", "cap_at_enbp"] as const;
/** What a Renewal or MTC does with its equivalent new-business price. */
export type RenewalPriceRule = (typeof RENEWAL_PRICE_RULES)[number];

/** How far a member's `effectiveDate` may lie after the price date (limits.csv). */
export interface EffectiveDateLimits {
  /** At most this many days after `priceRequiredDate` (`maximum_effective_date_days_ahead`). */
  readonly maximumDaysAhead: number;
  readonly source: TableSource;
}

/** One row of `ipt.csv`: an Insurance Premium Tax rate and the date it took effect. */
export interface IptRate {
  /** ISO date from which the rate applies. */
  readonly effectiveFrom: string;
  /** Rate in percent, e.g. 12. */
  readonly ratePercent: Decimal;
  readonly source: TableSource;
}

/** The IPT history, oldest first. */
export interface IptTable {
  /** Sorted by `effectiveFrom` ascending. */
  readonly rates: readonly IptRate[];
}

/** A tax territory outside UK IPT: its code, its name and its premium-tax history, oldest first. */
export interface TaxTerritory {
  /** Code of the territory as the tables spell it, e.g. "JE". */
  readonly territory: string;
  /** Name shown on the worksheet, e.g. "Jersey". */
  readonly name: string;
  /** The tax charged there, by date (`premium-tax.csv`); the same shape as the UK IPT history. */
  readonly rates: readonly IptRate[];
  /** Row of `tax-territories.csv` that names the territory first. */
  readonly source: TableSource;
}

/** `tax-territories.csv` and `premium-tax.csv` compiled: postcode area to territory, and each territory's tax. */
export interface TaxTerritoryTable {
  /** Upper-case postcode area (the letters before the first digit, e.g. "JE") to its territory. */
  readonly byPostcodeArea: ReadonlyMap<string, TaxTerritory>;
}
