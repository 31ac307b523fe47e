import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { parseIntegerOption } from "./parseIntegerOption.js";

describe("parseIntegerOption", () => {
  const parse = parseIntegerOption(1, 100);

  it("accepts whole numbers within bounds", () => {
    expect(parse("42")).toBe(42);
    expect(parse(" 1 ")).toBe(1);
  });

  it("refuses anything else with a usage error", () => {
    expect(() => parse("4.5")).toThrow(InvalidArgumentError);
    expect(() => parse("ten")).toThrow(/not a whole number/);
    expect(() => parse("101")).toThrow(/use 1 to 100/);
  });
});
