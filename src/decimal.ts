import Big from "big.js";

/**
 * The one decimal constructor the library computes with.
 *
 * `Big()` called without `new` returns an independent constructor, so the division precision
 * and rounding mode set here never touch the global `Big` that a host application may
 * configure for its own purposes (quote() must not depend on, or change, any global).
 * Divisions keep 40 decimal places, twice what docs/rating-model.md section 2 requires.
 *
 * The constructor is frozen: every decimal a caller can reach (a table's rate, a worksheet
 * premium) leads back to it through `.constructor`, and a caller that set `DP` or `RM` would
 * change how every later quote divides and rounds. Assigning to it now throws a TypeError in
 * strict code and does nothing elsewhere. (big.js's own `mod()` writes these settings, so
 * the library does not use `mod()`.) The package exports only the type.
 *
 * @example
 * new Decimal("0.1").plus("0.2").toString(); // "0.3"
 */
export const Decimal = Big();
Decimal.DP = 40;
Decimal.RM = Big.roundHalfUp;
Decimal.strict = false;
Object.freeze(Decimal);

/** An exact decimal value. */
export type Decimal = Big;
