import { InvalidArgumentError } from "commander";

/**
 * Reads a percentage option such as `--over 10%` or `--target +4.5%` (the `%` is optional):
 * a signed decimal number, returned as text so that it stays exact.
 *
 * @example
 * parsePercentText("+4.5%"); // "4.5"
 * parsePercentText("-2");    // "-2"
 */
export function parsePercentText(text: string): string {
  const match = /^\s*([+-]?)(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (match === null) throw new InvalidArgumentError(`"${text}" is not a percentage; write it as 10% or +4.5%.`);
  return `${match[1] === "-" ? "-" : ""}${match[2]}`;
}

/**
 * Reads a percentage option into a number (for thresholds compared with rounded changes).
 *
 * @example
 * parsePercentOption("10%"); // 10
 */
export function parsePercentOption(text: string): number {
  return Number(parsePercentText(text));
}
