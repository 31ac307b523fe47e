import { Decimal } from "../../decimal/decimal.js";
import type { IncentiveType } from "../../model/enums.js";
import type { NormalizedIncentive, NormalizedQuoteRequest } from "../../model/normalized.js";

/**
 * Returns the request's incentive of a type (each type appears at most once in a valid
 * request).
 *
 * @example
 * findIncentive(request, "psDiscount")?.incentiveParameter; // "5"
 */
export function findIncentive(request: NormalizedQuoteRequest, type: IncentiveType): NormalizedIncentive | undefined {
  return request.incentive.find((incentive) => incentive.incentiveType === type);
}

/**
 * Reads a switch parameter: Yes, Y or 1 is true; No, N or 0 is false (any case); anything
 * else is `undefined`.
 *
 * @example
 * parseYesNo("y"); // true
 */
export function parseYesNo(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === "yes" || value === "y" || value === "1") return true;
  if (value === "no" || value === "n" || value === "0") return false;
  return undefined;
}

/**
 * Reads a plain decimal number ("5", "-5", "7.5"); `undefined` for anything else (no
 * exponents, no "%", no thousands separators).
 *
 * @example
 * parseDecimalParameter("7.5")?.toFixed(); // "7.5"
 */
export function parseDecimalParameter(text: string): Decimal | undefined {
  const value = text.trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? new Decimal(value) : undefined;
}

/**
 * Reads a whole number ("3", "03"); `undefined` for anything else, "2.0" included.
 *
 * @example
 * parseWholeNumberParameter("3"); // 3
 */
export function parseWholeNumberParameter(text: string): number | undefined {
  const value = text.trim();
  return /^\+?\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** What the Price Beater incentive asks for (docs/rating-model.md section 4.11). */
export type PriceBeaterInstruction =
  | { readonly kind: "absent" }
  | { readonly kind: "declined" }
  /** Match the competitor: derive the discount. */
  | { readonly kind: "match" }
  /** A requote: apply the percentage the first quote granted. */
  | { readonly kind: "granted"; readonly percent: Decimal }
  | { readonly kind: "unreadable" };

/**
 * Reads the Price Beater parameter: Yes/Y/1 matches the competitor and No/N/0 declines; on a
 * requote (`isRequote` true) a number is the percentage the first quote granted, and No/N
 * declines ("0" is a granted 0 %, which has the same effect).
 *
 * @example
 * readPriceBeater({ ...request, isRequote: true }); // { kind: "granted", percent: 7.5 } for "7.5"
 */
export function readPriceBeater(request: NormalizedQuoteRequest): PriceBeaterInstruction {
  const incentive = findIncentive(request, "Price Beater");
  if (incentive === undefined) return { kind: "absent" };
  const parameter = incentive.incentiveParameter;
  if (request.isRequote) {
    const percent = parseDecimalParameter(parameter);
    if (percent !== undefined) return { kind: "granted", percent };
    return /^(no|n)$/i.test(parameter.trim()) ? { kind: "declined" } : { kind: "unreadable" };
  }
  const applies = parseYesNo(parameter);
  if (applies === undefined) return { kind: "unreadable" };
  return applies ? { kind: "match" } : { kind: "declined" };
}
