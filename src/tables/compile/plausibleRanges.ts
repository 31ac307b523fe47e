/**
 * The ranges a tables value must lie in to be believed (docs/tables.md, "Plausibility limits").
 * They are wide on purpose: far outside anything an HrSol tariff uses, they catch a misplaced
 * decimal point, a percentage typed as a fraction or a value pasted into the wrong column,
 * not a bold pricing decision. Bounds are inclusive and in the tables' own units.
 */
export const PLAUSIBLE_RANGES = {
  /** A rating factor (NCD, payment, underwriting, factor-priced options): at most a tenfold discount or loading. */
  factor: { minimum: "0.1", maximum: "10" },
  /** An annual base rate per member in GBP. */
  baseRate: { minimum: "1", maximum: "100000" },
  /** An annual amount of an amount-priced option, in GBP. */
  optionAmount: { minimum: "0", maximum: "100000" },
  /** An IPT rate in percent (12 for 12 %). */
  iptPercent: { minimum: "1", maximum: "99.99" },
} as const;

/** One named range of PLAUSIBLE_RANGES. */
export type PlausibleRange = (typeof PLAUSIBLE_RANGES)[keyof typeof PLAUSIBLE_RANGES];
