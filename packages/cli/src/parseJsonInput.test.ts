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

  it("refuses a key given twice in one object, naming it, instead of keeping the last", () => {
    const attack = '{"individualHealthCarePolicy":{"quote":{"productName":"Other","productName":"HrSol"}}}';
    expect(() => parseJsonInput(attack, "request.json")).toThrow(CliError);
    expect(() => parseJsonInput(attack, "request.json")).toThrow(
      '"request.json" gives a key more than once in the same object (DUPLICATE_JSON_KEY at /individualHealthCarePolicy/quote/productName); JSON does not say which one counts, so give each key once.',
    );
    expect(() => parseJsonInput(`{${Array.from({ length: 9 }, () => '"k":1').join(",")}}`, "-")).toThrow(/^Standard input .*at \/k, \/k, \/k, \/k, \/k and 3 more\)/);
  });
});
