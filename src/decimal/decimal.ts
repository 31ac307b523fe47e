/**
 * The one exact decimal the library computes with: an integer `unscaled` (a bigint) and a
 * `scale`, the value being `unscaled × 10^−scale`. Premiums, factors, rates and taxes are all
 * held this way, end to end (docs/architecture.md, "Exact arithmetic").
 *
 * Why not big.js, which the library used before: big.js keeps one JavaScript number per decimal
 * digit and works digit by digit, so a quote spent about a third of its time in its
 * multiplications and 40-place long divisions (docs/performance.md). Here each operation is
 * one or two native bigint operations. The behaviour is big.js' own, property-tested against
 * it on a million draws (`decimal.property.test.ts`): sums, differences and products are exact;
 * a division keeps 40 decimal places (twice what docs/rating-model.md section 2 requires),
 * rounding half up; `round` and `toFixed` take big.js' four rounding modes; `toString` writes
 * exponential notation from 1e21 up and from 1e-7 down.
 *
 * Values are immutable and kept in one canonical form (no trailing zero in `unscaled`, zero as
 * 0 with scale 0), so equal values have equal fields. The class and its prototype are frozen:
 * every decimal a caller can reach (a table's rate, a worksheet premium) leads back to them
 * through `.constructor`, and a caller who changed them would change every later quote.
 *
 * @example
 * new Decimal("0.1").plus("0.2").toString(); // "0.3"
 * new Decimal(2).div(3).toFixed(); // "0.6666666666666666666666666666666666666667"
 * new Decimal("2.675").round(2, Decimal.roundHalfEven).toFixed(2); // "2.68"
 */
export class Decimal {
  /** Decimal places a division keeps. */
  static readonly DP = 40;
  /** The rounding mode of `div`, `round` and `toFixed` when none is given: half up. */
  static readonly RM: DecimalRoundingMode = 1;
  /** Rounds toward zero. */
  static readonly roundDown = 0;
  /** Rounds to the nearest neighbour; a tie goes away from zero. */
  static readonly roundHalfUp = 1;
  /** Rounds to the nearest neighbour; a tie goes to the even neighbour. */
  static readonly roundHalfEven = 2;
  /** Rounds away from zero. */
  static readonly roundUp = 3;

  /** The digits of the value as one integer, without trailing zeros. */
  readonly unscaled: bigint;
  /** How many places the decimal point sits left of `unscaled`'s last digit (negative: zeros follow). */
  readonly scale: number;

  /**
   * A decimal from its text (`"612.34"`, `"-1.5e-3"`), a finite number (read from its shortest
   * text, as `String(n)` writes it), another decimal, or an unscaled bigint and its scale
   * (`new Decimal(61234n, 2)` is 612.34). Anything else throws a TypeError: the library
   * constructs decimals only from text and numbers it has already validated.
   */
  constructor(value: DecimalInput | bigint, scale = 0) {
    let unscaled: bigint;
    // The other inputs are read in `partsOfInput`: a constructor this small is inlined into the
    // arithmetic that builds almost every decimal of a quote from a bigint (V8 inlines no function
    // of more than 460 bytes of bytecode, which the constructor with every input exceeded).
    if (typeof value === "bigint") {
      if (!Number.isSafeInteger(scale)) throw new TypeError(`Decimal: the scale must be a whole number, not ${String(scale)}.`);
      unscaled = value;
    } else {
      // Indexed, not destructured: a destructuring is an iteration in bytecode, and bytes count here.
      const parts = partsOfInput(value, scale);
      unscaled = parts[0];
      scale = parts[1];
    }
    if (unscaled === 0n) {
      scale = 0;
    } else if (unscaled % 10n === 0n) {
      // Canonical form. A product of the tariff's factors mostly ends in one zero, which goes
      // with one division; more go in `withoutTrailingZeros`.
      unscaled /= 10n;
      scale -= 1;
      if (unscaled % 10n === 0n) {
        const parts = withoutTrailingZeros(unscaled, scale);
        unscaled = parts[0];
        scale = parts[1];
      }
    }
    this.unscaled = unscaled;
    this.scale = scale;
  }

  /** this + other, exact. */
  plus(other: DecimalInput): Decimal {
    const y = decimalOf(other);
    if (this.scale === y.scale) return new Decimal(this.unscaled + y.unscaled, this.scale);
    if (this.scale > y.scale) return new Decimal(this.unscaled + y.unscaled * powerOfTen(this.scale - y.scale), this.scale);
    return new Decimal(this.unscaled * powerOfTen(y.scale - this.scale) + y.unscaled, y.scale);
  }

  /** this − other, exact. */
  minus(other: DecimalInput): Decimal {
    const y = decimalOf(other);
    if (this.scale === y.scale) return new Decimal(this.unscaled - y.unscaled, this.scale);
    if (this.scale > y.scale) return new Decimal(this.unscaled - y.unscaled * powerOfTen(this.scale - y.scale), this.scale);
    return new Decimal(this.unscaled * powerOfTen(y.scale - this.scale) - y.unscaled, y.scale);
  }

  /** this × other, exact. */
  times(other: DecimalInput): Decimal {
    const y = decimalOf(other);
    return new Decimal(this.unscaled * y.unscaled, this.scale + y.scale);
  }

  /** this ÷ other to `Decimal.DP` (40) decimal places, rounded half up. Throws on a zero divisor. */
  div(other: DecimalInput): Decimal {
    return this.quotientTo(other, Decimal.DP, Decimal.RM);
  }

  /**
   * this ÷ other rounded to `places` decimal places with `roundingMode`, in one step (no
   * 40-place quotient rounded a second time). Throws on a zero divisor.
   *
   * @example
   * new Decimal("1000").quotientTo(12, 2, Decimal.roundDown).toFixed(2); // "83.33"
   */
  quotientTo(other: DecimalInput, places: number, roundingMode: DecimalRoundingMode = Decimal.RM): Decimal {
    const y = decimalOf(other);
    if (y.unscaled === 0n) throw new RangeError("Decimal: division by zero.");
    checkPlaces(places);
    // (a × 10^−sa) ÷ (b × 10^−sb) × 10^places = (a ÷ b) × 10^(sb − sa + places)
    const shift = y.scale - this.scale + places;
    const numerator = shift >= 0 ? this.unscaled * powerOfTen(shift) : this.unscaled;
    const denominator = shift >= 0 ? y.unscaled : y.unscaled * powerOfTen(-shift);
    const truncated = numerator / denominator;
    const remainder = numerator - truncated * denominator;
    const negative = numerator < 0n !== denominator < 0n;
    const away = isRoundedAway(remainder, denominator, truncated, roundingMode);
    return new Decimal(away ? truncated + (negative ? -1n : 1n) : truncated, places);
  }

  /**
   * The value rounded to `places` decimal places (negative: to tens, hundreds, ...) with
   * `roundingMode` (default half up).
   *
   * @example
   * new Decimal("10.005").round(2).toFixed(); // "10.01"
   * new Decimal("-2.5").round(0, Decimal.roundDown).toFixed(); // "-2"
   */
  round(places = 0, roundingMode: DecimalRoundingMode = Decimal.RM): Decimal {
    checkPlaces(places);
    if (this.scale <= places) return this;
    return roundedTo(this.unscaled, this.scale, places, roundingMode);
  }

  /**
   * this × other rounded to `places` decimal places with `roundingMode` (default half up): the
   * value of `this.times(other).round(places, roundingMode)`, without building the exact product
   * as a decimal first (a tax on a premium, rounded to pennies at once).
   *
   * @example
   * new Decimal("612.35").timesRoundedTo("0.12", 2).toFixed(2); // "73.48"
   */
  timesRoundedTo(other: DecimalInput, places: number, roundingMode: DecimalRoundingMode = Decimal.RM): Decimal {
    const y = decimalOf(other);
    checkPlaces(places);
    const unscaled = this.unscaled * y.unscaled;
    const scale = this.scale + y.scale;
    // The product may end in zeros (it is not in canonical form): rounding it where it already
    // has `places` or fewer digits would only drop zeros, which the constructor does.
    return scale <= places ? new Decimal(unscaled, scale) : roundedTo(unscaled, scale, places, roundingMode);
  }

  /** −1, 0 or 1 as this is less than, equal to or greater than other. */
  cmp(other: DecimalInput): -1 | 0 | 1 {
    const y = decimalOf(other);
    const left = this.scale >= y.scale ? this.unscaled : this.unscaled * powerOfTen(y.scale - this.scale);
    const right = y.scale >= this.scale ? y.unscaled : y.unscaled * powerOfTen(this.scale - y.scale);
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /** Whether this equals other. */
  eq(other: DecimalInput): boolean {
    const y = decimalOf(other);
    // Canonical form: equal values have equal fields.
    return this.unscaled === y.unscaled && this.scale === y.scale;
  }

  /** Whether this is less than other. */
  lt(other: DecimalInput): boolean {
    return this.cmp(other) < 0;
  }

  /** Whether this is less than or equal to other. */
  lte(other: DecimalInput): boolean {
    return this.cmp(other) <= 0;
  }

  /** Whether this is greater than other. */
  gt(other: DecimalInput): boolean {
    return this.cmp(other) > 0;
  }

  /** Whether this is greater than or equal to other. */
  gte(other: DecimalInput): boolean {
    return this.cmp(other) >= 0;
  }

  /** |this|. */
  abs(): Decimal {
    return this.unscaled < 0n ? new Decimal(-this.unscaled, this.scale) : this;
  }

  /** −this. */
  neg(): Decimal {
    return new Decimal(-this.unscaled, this.scale);
  }

  /** this raised to a whole power; a negative power divides 1 by the positive one (40 places). */
  pow(exponent: number): Decimal {
    if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1_000_000) throw new TypeError(`Decimal: invalid power ${String(exponent)}.`);
    const exact = new Decimal(this.unscaled ** BigInt(Math.abs(exponent)), this.scale * Math.abs(exponent));
    return exponent < 0 ? new Decimal(1).div(exact) : exact;
  }

  /**
   * The value in normal notation; with `places`, rounded to that many decimal places
   * (`roundingMode`, default half up) and padded with zeros. As in big.js, a negative value
   * that rounds to zero keeps its minus sign ("-0.00").
   *
   * @example
   * new Decimal("612.345").toFixed(2); // "612.35"
   * new Decimal("1e21").toFixed(); // "1000000000000000000000"
   */
  toFixed(places?: number, roundingMode: DecimalRoundingMode = Decimal.RM): string {
    if (places === undefined) return normalNotation(this.unscaled, this.scale);
    const rounded = this.round(places, roundingMode);
    const text = normalNotation(rounded.unscaled < 0n ? -rounded.unscaled : rounded.unscaled, rounded.scale, places);
    return this.unscaled < 0n ? `-${text}` : text;
  }

  /** The value's shortest text: normal notation, exponential from 1e21 up and from 1e-7 down. */
  toString(): string {
    if (this.unscaled === 0n) return "0";
    const negative = this.unscaled < 0n;
    const digits = (negative ? -this.unscaled : this.unscaled).toString();
    // The power of ten of the first digit.
    const exponent = digits.length - 1 - this.scale;
    if (exponent > -7 && exponent < 21) return normalNotation(this.unscaled, this.scale);
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${negative ? "-" : ""}${mantissa}e${exponent < 0 ? "" : "+"}${exponent}`;
  }

  /** The text of `toString`, so that JSON carries the exact value. */
  toJSON(): string {
    return this.toString();
  }

  /** The text of `toString` (as big.js: a decimal never turns into an inexact number by accident). */
  valueOf(): string {
    return this.toString();
  }

  /** The nearest double. */
  toNumber(): number {
    // One division or product of two doubles that are both exact (the digits below 2^53, the
    // power of ten at most 10^22) is rounded once, correctly: the double Number() reads from
    // the text (Clinger's fast path), without writing the text.
    const { unscaled, scale } = this;
    // The digits' range read on the double: Number() rounds monotonically and 2^53 is a double,
    // so the double is below 2^53 exactly when the bigint is, and two double comparisons cost
    // less than two bigint ones (this runs for every money figure of every response).
    const digits = Number(unscaled);
    if (digits < LARGEST_EXACT_WHOLE && digits > -LARGEST_EXACT_WHOLE && scale <= 22 && scale >= -22) {
      return scale >= 0 ? digits / EXACT_POWERS_OF_TEN[scale]! : digits * EXACT_POWERS_OF_TEN[-scale]!;
    }
    return Number(this.toString());
  }

  /** How Node's console and `util.inspect` show a decimal: its value. */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.toString();
  }
}

Object.freeze(Decimal.prototype);
Object.freeze(Decimal);

/** A value a decimal's operations accept: another decimal, a decimal text or a finite number. */
export type DecimalInput = Decimal | string | number;

/** big.js' rounding modes: 0 down (toward zero), 1 half up, 2 half even, 3 up (away from zero). */
export type DecimalRoundingMode = 0 | 1 | 2 | 3;

/** big.js' grammar of a number's text: digits, an optional point, an optional exponent. */
const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** 10^0 to 10^63, the shifts of every scale the tariff reaches; larger ones are computed. */
const POWERS_OF_TEN: readonly bigint[] = Object.freeze(Array.from({ length: 64 }, (_, power) => 10n ** BigInt(power)));

/** 2^53: below it every whole number is a double exactly. */
const LARGEST_EXACT_WHOLE = 2 ** 53;
/** 10^0 to 10^22 as doubles: every one of them exact. */
const EXACT_POWERS_OF_TEN: readonly number[] = Object.freeze(Array.from({ length: 23 }, (_, power) => 10 ** power));

const TEN_TO_THE_16 = 10n ** 16n;
/**
 * A nonzero integer that ends in 0, and its scale, without the trailing zeros. A 40-place
 * quotient that terminates early carries up to 39 zeros, so they go sixteen, eight, four, two
 * and one at a time rather than one by one.
 */
function withoutTrailingZeros(unscaled: bigint, scale: number): [bigint, number] {
  while (unscaled % TEN_TO_THE_16 === 0n) {
    unscaled /= TEN_TO_THE_16;
    scale -= 16;
  }
  // Eight, four, two and one zeros, each power of ten from the table: no list of them to walk,
  // as a for-of over a frozen list allocates an iterator result per element (Node 20's V8).
  for (let places = 8; places > 0; places >>= 1) {
    const divisor = powerOfTen(places);
    if (unscaled % divisor === 0n) {
      unscaled /= divisor;
      scale -= places;
    }
  }
  return [unscaled, scale];
}

/**
 * The unscaled digits and scale of a decimal input other than a bigint (the constructor's text,
 * number and decimal inputs). `scale` is the constructor's: a safe integer keeps it, as it always did.
 */
function partsOfInput(value: DecimalInput, scale: number): [bigint, number] {
  if (typeof value === "string") return parseDecimalText(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`Decimal: ${String(value)} is not a finite number.`);
    // A safe integer (an instalment count, a month, most percentages) is its own unscaled
    // value: BigInt reads it exactly, without writing and parsing its text.
    if (Number.isSafeInteger(value)) return [BigInt(value), scale];
    // Money and percentages to one or two places (a previous premium, a discount, an
    // adjustment): `String(value)` writes pennies ÷ 100, so they are read without the text.
    // Whole hundredths: below 10^12 in magnitude a double's spacing is under 10^−3, so the one
    // decimal of two places that rounds to `value` (checked by dividing back, a correctly rounded
    // division) is its shortest text, `value × 100` being its digits. Tested here rather than in a
    // function of its own for the browser bundle's bytes.
    const pennies = value * 100;
    if (value < 1e12 && value > -1e12 && Number.isInteger(pennies) && pennies / 100 === value) return [BigInt(pennies), 2];
    return parseDecimalText(String(value));
  }
  // A decimal of another copy of this library (its ESM and CommonJS builds side by side) is
  // read by its fields, as one of this copy is (anything else has neither, and throws).
  const { unscaled, scale: its } = (typeof value === "object" && value) || {};
  if (typeof unscaled === "bigint" && Number.isSafeInteger(its)) return [unscaled, its!];
  throw new TypeError("Decimal: expected a decimal, a decimal text or a finite number.");
}

/**
 * 10^power as a bigint, from a table made once for the powers up to 63 (the shifts of every
 * scale the tariff reaches; `instalmentsOf` shares it).
 *
 * @example
 * powerOfTen(2); // 100n
 */
export function powerOfTen(power: number): bigint {
  return POWERS_OF_TEN[power] ?? 10n ** BigInt(power);
}

function parseDecimalText(text: string): [bigint, number] {
  const match = DECIMAL_TEXT.exec(text);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (match === null || (whole === "" && fraction === "")) throw new TypeError(`Decimal: "${text.slice(0, 40)}" is not a decimal number.`);
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1_000_000) throw new TypeError(`Decimal: the exponent of "${text.slice(0, 40)}" is out of range.`);
  return [BigInt(`${match[1]}${whole}${fraction}`), fraction.length - exponent];
}

function decimalOf(value: DecimalInput): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

function checkPlaces(places: number): void {
  if (!Number.isSafeInteger(places) || Math.abs(places) > 1_000_000) throw new TypeError(`Decimal: invalid number of decimal places ${String(places)}.`);
}

/**
 * Whether a quotient truncated toward zero moves one unit away from zero, given what the
 * truncation dropped (`remainder`, same sign as the dividend, of the `divisor`).
 */
function isRoundedAway(remainder: bigint, divisor: bigint, truncated: bigint, roundingMode: DecimalRoundingMode): boolean {
  if (remainder === 0n || roundingMode === 0) return false;
  if (roundingMode === 3) return true;
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
  const magnitude = divisor < 0n ? -divisor : divisor;
  if (twiceRemainder !== magnitude) return twiceRemainder > magnitude;
  // A tie: half up goes away from zero, half even to the even neighbour.
  return roundingMode === 1 || truncated % 2n !== 0n;
}

/** unscaled × 10^−scale rounded to `places` (fewer than `scale`) decimal places with `roundingMode`. */
function roundedTo(unscaled: bigint, scale: number, places: number, roundingMode: DecimalRoundingMode): Decimal {
  const divisor = powerOfTen(scale - places);
  const truncated = unscaled / divisor;
  const remainder = unscaled - truncated * divisor;
  const away = isRoundedAway(remainder, divisor, truncated, roundingMode);
  return new Decimal(away ? truncated + (unscaled < 0n ? -1n : 1n) : truncated, places);
}

/** unscaled × 10^−scale in normal notation, with at least `places` decimal places. */
function normalNotation(unscaled: bigint, scale: number, places = 0): string {
  const negative = unscaled < 0n;
  let digits = (negative ? -unscaled : unscaled).toString();
  let decimals = scale;
  if (decimals < 0) {
    digits += "0".repeat(-decimals);
    decimals = 0;
  }
  if (decimals < places) {
    digits += "0".repeat(places - decimals);
    decimals = places;
  }
  if (decimals > 0) {
    digits = digits.padStart(decimals + 1, "0");
    digits = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  }
  return negative ? `-${digits}` : digits;
}
