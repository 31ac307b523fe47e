import { InvalidArgumentError } from "commander";

/**
 * A parser of an option's value for commander, from a function that throws a plain error on a
 * bad value: the error becomes commander's `InvalidArgumentError`, which it reports as a usage
 * error of that option (exit code 2) rather than a crash.
 *
 * @example
 * program.option("--by <dimensions>", "segments", asOptionParser(parseSegmentDimensions));
 */
export function asOptionParser<T>(parse: (value: string) => T): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  };
}
