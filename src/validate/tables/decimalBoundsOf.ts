import { Decimal } from "../../decimal.js";
import type { TablesVersion } from "../../tables/types.js";
import { decimalBound, type DecimalBound } from "./isWithinDecimalRange.js";

/** An inclusive range of the tables, each end with its nearest double. */
export interface DecimalBoundRange {
  readonly min: DecimalBound;
  readonly max: DecimalBound;
}

/** The ranges the table checks compare request numbers with (`checkAdjustmentLimits`, `checkInputBounds`). */
export interface DecimalBoundsOfVersion {
  readonly commercialAdjustment: DecimalBoundRange;
  readonly experienceAdjustment: DecimalBoundRange;
  readonly wellnessDiscount: DecimalBoundRange;
  readonly cncFactor: DecimalBoundRange;
  /** 0 to `maximum_previous_net_premium`. */
  readonly previousNetPremium: DecimalBoundRange;
  /** 0 to `maximum_competitor_price`. */
  readonly competitorPrice: DecimalBoundRange;
}

/** Worked out once per tables version (versions are immutable), kept weakly so that a version let go is freed. */
const boundsByVersion = new WeakMap<TablesVersion, DecimalBoundsOfVersion>();

/**
 * The bounds of a tables version as `DecimalBound`s, for the validator's fast path: the same
 * decimals the table checks read, each with its nearest double, built at the first request
 * priced with the version and cached.
 *
 * @example
 * decimalBoundsOf(version).wellnessDiscount.max.nearest; // 20 for a 20 % limit
 */
export function decimalBoundsOf(version: TablesVersion): DecimalBoundsOfVersion {
  let bounds = boundsByVersion.get(version);
  if (bounds === undefined) {
    const { limits, inputBounds } = version;
    const zero = decimalBound(new Decimal(0));
    const range = (min: Decimal, max: Decimal): DecimalBoundRange => ({ min: decimalBound(min), max: decimalBound(max) });
    bounds = {
      commercialAdjustment: range(limits.commercialAdjustment.min, limits.commercialAdjustment.max),
      experienceAdjustment: range(limits.experienceAdjustment.min, limits.experienceAdjustment.max),
      wellnessDiscount: range(limits.wellnessDiscount.min, limits.wellnessDiscount.max),
      cncFactor: range(inputBounds.cncFactor.min, inputBounds.cncFactor.max),
      previousNetPremium: { min: zero, max: decimalBound(inputBounds.maximumPreviousNetPremium.value) },
      competitorPrice: { min: zero, max: decimalBound(inputBounds.maximumCompetitorPrice.value) },
    };
    boundsByVersion.set(version, bounds);
  }
  return bounds;
}
