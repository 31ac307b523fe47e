import { withRatingPlans } from "../../../../src/plans/withRatingPlans.js";
import { Decimal } from "../../../../src/decimal/decimal.js";
import type { Gender, IncentiveType, PaymentType, UnderwritingType } from "../../../../src/model/enums.js";
import type {
  AgeBand,
  EligibilityRule,
  Factor,
  IptTable,
  OptionDefinition,
  RenewalPriceRule,
  RoundingMode,
  TableSource,
  TablesVersion,
} from "../../../../src/tables/types.js";
import type { RatingTables } from "../../../../src/engine/types.js";

/**
 * A small, hand-checkable tables version for unit tests, independent of the default tables'
 * numbers. Every figure below is chosen so that a test can work the premium out by hand.
 *
 * Base rates (annual, by age band and postcode band):
 *
 * | ages  | A    | B    |
 * |-------|------|------|
 * | 0-17  | 300  | 360  |
 * | 18-39 | 600  | 720  |
 * | 40-99 | 1000 | 1200 |
 *
 * Postcode prefixes: SW1A → B, SW → A, M → A, EC → B; no default band unless asked.
 * Underwriting: FMU 1, NMORI 0.95, CME 1.05, CMORI 1, MHD 1.1.
 * Options: Excess (352; levels 0 → 1, 100 → 0.95, 500 → 0.85), SixWeekOption (359; 0.9),
 * ProtectedNCD (349; 1.05), Psychiatric (369; 1.1), DentalandOptical (365; amount 60).
 * NCD: level L (0..12) → 1 − 0.025 × L (12 → 0.7, 8 → 0.8).
 * Payment: B:1 0.97, B:4 1, B:12 1, C:1 1, C:12 1.03, A:1 1.
 * Incentives: every agent (*) may use every type but Price Beater, which only agent AG1 may
 * use; agent AG2 may use gift only when paying by B monthly. psDiscount ↔ Price Beater and
 * monthsFree ↔ freeOption are exclusive. Bounds: psDiscount −10..20 %, monthsFree ≤ 3,
 * NCD Uplift ≤ 2 levels, Price Beater margin 5 %, maximum discount 15 %.
 * Limits: commercial −20..20, experience −25..25, wellness 0..15.
 * Renewal: cap 25 %, collar −10 %. Minimum premium 150. IPT: 10 % from 2016-10-01, 12 % from
 * 2017-06-01. Rounding half-up.
 */
export interface TestTablesOptions {
  readonly version?: string;
  readonly effectiveFrom?: string;
  readonly roundingMode?: RoundingMode;
  /** Band for a postcode no prefix matches. */
  readonly defaultBand?: string;
  /** Add a female-specific row for ages 18-39 (A 500, B 650). */
  readonly femaleRows?: boolean;
  readonly minimumPremium?: string;
  /** Ceiling of every amount a quote returns (GBP); lower it to exercise the invariant of safeQuote. */
  readonly maximumQuoteAmount?: string;
  /** Leave ProtectedNCD out of the option catalogue. */
  readonly withoutProtectedNcd?: boolean;
  /** What a Renewal or MTC does with its equivalent new-business price (default `report`). */
  readonly renewalPriceRule?: RenewalPriceRule;
}

const source = (file: string, row: number): TableSource => Object.freeze({ file, row });
const factor = (value: string, file: string, row: number): Factor => Object.freeze({ value: new Decimal(value), source: source(file, row) });

function ageBand(fromAge: number, toAge: number, a: string, b: string, row: number, gender?: Gender): AgeBand {
  return Object.freeze({
    fromAge,
    toAge,
    ...(gender === undefined ? {} : { gender }),
    rates: new Map([
      ["A", new Decimal(a)],
      ["B", new Decimal(b)],
    ]),
    source: source("base-rates.csv", row),
  });
}

function option(id: number, name: string, pricing: "factor" | "amount", levels: readonly (readonly [string, string])[], firstRow: number): OptionDefinition {
  return Object.freeze({
    id,
    name,
    pricing,
    hasLevels: levels.length > 1 || levels[0]?.[0] !== "",
    levels: new Map(levels.map(([level, value], index) => [level, { value: new Decimal(value), source: source("options.csv", firstRow + index) }])),
  });
}

/** Builds one tables version; see the type's comment for the numbers. */
export function buildTestTablesVersion(options: TestTablesOptions = {}): TablesVersion {
  const bands: AgeBand[] = [ageBand(0, 17, "300", "360", 2), ageBand(18, 39, "600", "720", 3), ageBand(40, 99, "1000", "1200", 4)];
  if (options.femaleRows === true) bands.push(ageBand(18, 39, "500", "650", 5, "F"));
  const byGender = (gender: Gender): (AgeBand | undefined)[] =>
    Array.from({ length: 100 }, (_, age) => {
      const holding = bands.filter((band) => band.fromAge <= age && age <= band.toAge);
      return holding.find((band) => band.gender === gender) ?? holding.find((band) => band.gender === undefined);
    });

  const catalogue: OptionDefinition[] = [
    option(
      352,
      "Excess",
      "factor",
      [
        ["0", "1"],
        ["100", "0.95"],
        ["500", "0.85"],
      ],
      2,
    ),
    option(359, "SixWeekOption", "factor", [["", "0.9"]], 5),
    ...(options.withoutProtectedNcd === true ? [] : [option(349, "ProtectedNCD", "factor", [["", "1.05"]], 6)]),
    option(369, "Psychiatric", "factor", [["", "1.1"]], 7),
    option(365, "DentalandOptical", "amount", [["", "60"]], 8),
  ];

  const underwriting: [UnderwritingType, string][] = [
    ["FMU", "1"],
    ["NMORI", "0.95"],
    ["CME", "1.05"],
    ["CMORI", "1"],
    ["MHD", "1.1"],
  ];
  const payment: [PaymentType, number, string][] = [
    ["B", 1, "0.97"],
    ["B", 4, "1"],
    ["B", 12, "1"],
    ["C", 1, "1"],
    ["C", 12, "1.03"],
    ["A", 1, "1"],
  ];
  const everyone: IncentiveType[] = ["NCD Uplift", "gift", "monthsFree", "freeOption", "SwitchDec", "psDiscount"];
  const eligibility: EligibilityRule[] = [
    ...everyone.map((incentiveType, index) => ({ agent: "*", incentiveType, source: source("incentive-eligibility.csv", index + 2) })),
    { agent: "AG1", incentiveType: "Price Beater", source: source("incentive-eligibility.csv", 8) },
    { agent: "AG2", incentiveType: "gift", paymentType: "B", paymentFrequency: 12, source: source("incentive-eligibility.csv", 9) },
  ];

  const version: TablesVersion = {
    manifest: Object.freeze({
      product: "HrSol",
      version: options.version ?? "test.1",
      effectiveFrom: options.effectiveFrom ?? "2025-01-01",
      currency: "GBP",
      roundingMode: options.roundingMode ?? "half-up",
      illustrative: true,
    }),
    hash: "test-hash-" + (options.version ?? "test.1"),
    ages: Object.freeze({ minimumAge: 0, maximumAge: 99, maximumEntryAgeNewBusiness: 74, source: source("ages.csv", 2) }),
    baseRates: Object.freeze({ bands, byAge: Object.freeze({ M: byGender("M"), F: byGender("F") }) }),
    postcodeBands: Object.freeze({
      bands: ["A", "B"],
      prefixes: new Map([
        ["SW1A", { band: "B", prefix: "SW1A", source: source("postcode-bands.csv", 2) }],
        ["SW", { band: "A", prefix: "SW", source: source("postcode-bands.csv", 3) }],
        ["M", { band: "A", prefix: "M", source: source("postcode-bands.csv", 4) }],
        ["EC", { band: "B", prefix: "EC", source: source("postcode-bands.csv", 5) }],
      ]),
      ...(options.defaultBand === undefined ? {} : { defaultBand: { band: options.defaultBand, source: source("postcode-bands.csv", 6) } }),
    }),
    underwriting: new Map(underwriting.map(([type, value], index) => [type, factor(value, "underwriting.csv", index + 2)])),
    options: Object.freeze({
      byId: new Map(catalogue.map((definition) => [definition.id, definition])),
      byName: new Map(catalogue.map((definition) => [definition.name.toLowerCase(), definition])),
      ...(options.withoutProtectedNcd === true ? {} : { protectedNcdOptionId: 349 }),
    }),
    ncd: Object.freeze({
      factors: new Map(
        Array.from({ length: 13 }, (_, level) => [level, factor(new Decimal(1).minus(new Decimal("0.025").times(level)).toFixed(), "ncd.csv", level + 2)]),
      ),
      lowestLevel: 0,
      highestLevel: 12,
    }),
    payment: Object.freeze({
      factors: new Map(payment.map(([type, frequency, value], index) => [`${type}:${frequency}`, factor(value, "payment.csv", index + 2)])),
    }),
    incentives: Object.freeze({
      eligibility,
      exclusivePairs: [
        ["psDiscount", "Price Beater"],
        ["monthsFree", "freeOption"],
      ] as const,
      bounds: Object.freeze({
        psDiscountMinPercent: new Decimal(-10),
        psDiscountMaxPercent: new Decimal(20),
        monthsFreeMaxMonths: 3,
        ncdUpliftMaxLevels: 2,
        priceBeaterMarginPercent: new Decimal(5),
        priceBeaterMaxDiscountPercent: new Decimal(15),
        source: source("incentive-bounds.csv", 2),
      }),
    }),
    limits: Object.freeze({
      commercialAdjustment: { min: new Decimal(-20), max: new Decimal(20), source: source("limits.csv", 2) },
      experienceAdjustment: { min: new Decimal(-25), max: new Decimal(25), source: source("limits.csv", 3) },
      wellnessDiscount: { min: new Decimal(0), max: new Decimal(15), source: source("limits.csv", 4) },
    }),
    renewal: Object.freeze({
      capPercent: new Decimal(25),
      collarPercent: new Decimal(-10),
      source: source("renewal.csv", 2),
      priceRule: options.renewalPriceRule ?? "report",
      priceRuleSource: source("limits.csv", 25),
    }),
    effectiveDate: Object.freeze({ maximumDaysAhead: 90, source: source("limits.csv", 26) }),
    minimumPremium: Object.freeze({ value: new Decimal(options.minimumPremium ?? "150"), source: source("minimum-premium.csv", 2) }),
    inputBounds: Object.freeze({
      cncFactor: Object.freeze({ min: new Decimal("0.5"), max: new Decimal(2), source: source("limits.csv", 20) }),
      maximumPreviousNetPremium: Object.freeze({ value: new Decimal(50000), source: source("limits.csv", 22) }),
      maximumCompetitorPrice: Object.freeze({ value: new Decimal(250000), source: source("limits.csv", 23) }),
      maximumQuoteAmount: Object.freeze({ value: new Decimal(options.maximumQuoteAmount ?? 1000000), source: source("limits.csv", 24) }),
    }),
  };
  return Object.freeze(version);
}

/** The fixture's IPT history: 10 % from 2016-10-01, 12 % from 2017-06-01. */
export function buildTestIptTable(): IptTable {
  return Object.freeze({
    rates: [
      { effectiveFrom: "2016-10-01", ratePercent: new Decimal(10), source: source("ipt.csv", 2) },
      { effectiveFrom: "2017-06-01", ratePercent: new Decimal(12), source: source("ipt.csv", 3) },
    ],
  });
}

/** Tables holding the given versions (default: one version effective 2025-01-01). */
export function buildTestTables(versions: readonly TablesVersion[] = [buildTestTablesVersion()]): RatingTables {
  return withRatingPlans({ versions, ipt: buildTestIptTable(), hash: "test-tables-hash" });
}
