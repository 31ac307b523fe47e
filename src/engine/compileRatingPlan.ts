import { Decimal } from "../decimal/decimal.js";
import { FrozenMap } from "../tables/freeze/FrozenMap.js";
import { compileSteps, frozenSteps } from "./compileSteps.js";
import { fractionOfPercent } from "../decimal/fractionOfPercent.js";
import { optionLookupsOf } from "../tables/options/optionLookupsOf.js";
import type { IptRate, IptTable, TablesVersion, TaxTerritory, TaxTerritoryTable } from "../tables/types.js";
import { numberBoundOf } from "./numberBoundOf.js";
import type { IptRatePlan, NumberRangePlan, RatingPlan, RatingStep, RequestBoundsPlan, TerritoryRatesPlan } from "./types.js";

const ONE = new Decimal(1);
/** The lower bound of the money inputs (a constant: decimals are immutable). */
const ZERO = new Decimal(0);

/**
 * Compiles the rating plan of one tables version: the numbers its steps multiply by, worked
 * out once, and `steps` (the default list: `defaultSteps`, which the factors' registry
 * derives) compiled into kernels over it. Without `steps` the plan holds the numbers only,
 * for a caller that compiles its own list over it (`compilePipeline`). Called for every version when
 * tables are compiled (`compileTables`) or loaded (`loadTables`, the default tables' snapshot);
 * `planOf` calls it for tables assembled by hand. Pure; the plan is frozen.
 *
 * @example
 * compileRatingPlan(version, tables.ipt).renewal.ceilingMultiplier.toFixed(); // "1.25" with a 25 % cap
 */
export function compileRatingPlan(version: TablesVersion, ipt: IptTable, taxTerritories?: TaxTerritoryTable, steps: readonly RatingStep[] = []): RatingPlan {
  const iptRates = ipt.rates.map(iptRatePlanOf);
  const territories = new Map<TaxTerritory, TerritoryRatesPlan>();
  const territoryRates = new Map<string, TerritoryRatesPlan>();
  for (const [area, territory] of taxTerritories?.byPostcodeArea ?? []) {
    let planned = territories.get(territory);
    if (planned === undefined) {
      planned = Object.freeze({ territory: territory.territory, name: territory.name, rates: Object.freeze(territory.rates.map(iptRatePlanOf)) });
      territories.set(territory, planned);
    }
    territoryRates.set(area, planned);
  }
  const partial = {
    version,
    ipt,
    roundingMode: version.manifest.roundingMode,
    iptRates: Object.freeze(iptRates),
    ...(taxTerritories === undefined ? {} : { taxTerritories }),
    territoryRates: new FrozenMap(territoryRates),
    everyTerritoryTaxedFrom: latestFirstRateOf(territories.values()),
    optionLookups: optionLookupsOf(version.options),
    renewal: Object.freeze({
      floorMultiplier: Object.freeze(fractionOfPercent(version.renewal.collarPercent).plus(ONE)),
      ceilingMultiplier: Object.freeze(fractionOfPercent(version.renewal.capPercent).plus(ONE)),
    }),
    priceBeater: Object.freeze({ marginMultiplier: Object.freeze(ONE.minus(fractionOfPercent(version.incentives.bounds.priceBeaterMarginPercent))) }),
    maximumQuoteAmount: version.inputBounds.maximumQuoteAmount.value.toNumber(),
    requestBounds: requestBoundsOf(version),
  };
  // The default steps compile over the plan's numbers; the plan then holds their kernels.
  const withoutSteps = { ...partial, defaultSteps: [] } satisfies RatingPlan;
  const plan: RatingPlan = { ...partial, defaultSteps: frozenSteps(compileSteps(withoutSteps, steps)) };
  // The version and the IPT table are frozen already (compiled tables are); the plan's own
  // numbers are frozen above, so no quote can change the next one's.
  return Object.freeze(plan);
}

/** The money, factor and percent inputs' bounds of `version`, ready to compare a number with. */
function requestBoundsOf(version: TablesVersion): RequestBoundsPlan {
  const range = (min: Decimal, max: Decimal): NumberRangePlan => Object.freeze({ min: numberBoundOf(min), max: numberBoundOf(max) });
  const { cncFactor, maximumPreviousNetPremium, maximumCompetitorPrice } = version.inputBounds;
  const { commercialAdjustment, experienceAdjustment, wellnessDiscount } = version.limits;
  return Object.freeze({
    cncFactor: range(cncFactor.min, cncFactor.max),
    previousNetPremium: range(ZERO, maximumPreviousNetPremium.value),
    competitorPrice: range(ZERO, maximumCompetitorPrice.value),
    commercialAdjustment: range(commercialAdjustment.min, commercialAdjustment.max),
    experienceAdjustment: range(experienceAdjustment.min, experienceAdjustment.max),
    wellnessDiscount: range(wellnessDiscount.min, wellnessDiscount.max),
  });
}

/** One IPT rate with the numbers the steps multiply by. */
function iptRatePlanOf(rate: IptRate): IptRatePlan {
  const fraction = fractionOfPercent(rate.ratePercent);
  return Object.freeze({ rate, fraction: Object.freeze(fraction), multiplier: Object.freeze(fraction.plus(ONE)), percentNumber: rate.ratePercent.toNumber() });
}

/** The latest of the territories' first rate dates; undefined without territories (or, unchecked, a territory without rates). */
function latestFirstRateOf(territories: Iterable<TerritoryRatesPlan>): string | undefined {
  let latest: string | undefined;
  for (const territory of territories) {
    const first = territory.rates[0]?.rate.effectiveFrom;
    // A territory with no rate is never taxable: no date makes every territory so.
    if (first === undefined) return undefined;
    if (latest === undefined || first > latest) latest = first;
  }
  return latest;
}
