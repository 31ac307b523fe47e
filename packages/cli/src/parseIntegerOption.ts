import { InvalidArgumentError } from "commander";

/**
 * A commander option parser for a whole number within bounds; anything else is a usage
 * error naming what is allowed.
 *
 * @example
 * new Option("--policies <n>").argParser(parseIntegerOption(1, 10_000_000));
 */
export function parseIntegerOption(minimum: number, maximum: number): (value: string) => number {
  return (value) => {
    if (!/^-?\d+$/.test(value.trim())) throw new InvalidArgumentError(`"${value}" is not a whole number.`);
    const parsed = Number(value);
    if (parsed < minimum || parsed > maximum) {
      throw new InvalidArgumentError(`${parsed} is out of range: use ${minimum} to ${maximum}.`);
    }
    return parsed;
  };
}
