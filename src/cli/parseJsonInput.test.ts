import { describe, expect, it } from "vitest";
import { CliError } from "./CliError.js";
import { parseJsonInput } from "./parseJsonInput.js";

describe("parseJsonInput", () => {
  it("parses JSON", () => {
    expect(parseJsonInput('{"a":[1,2]}', "request.json")).toEqual({ a: [1, 2] });
  });

  it("names the file and the mistake", () => {
    expect(() => parseJsonInput('{"a":', "request.json")).toThrow(CliError);
    expect(() => parseJsonInput('{"a":', "request.json")).toThrow(/^"request.json" is not valid JSON: /);
    expect(() => parseJsonInput("nope", "-")).toThrow(/^Standard input is not valid JSON/);
  });
});
