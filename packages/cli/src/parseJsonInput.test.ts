import { describe, expect, it } from "vitest";
import { CliError } from "./CliError.js";
import { parseJsonInput } from "./parseJsonInput.js";
import { parseRequestJson } from "pmi-rating/http";

describe("parseJsonInput", () => {
  it("parses JSON", () => {
    expect(parseJsonInput('{"a":[1,2]}', "request.json")).toEqual({ a: [1, 2] });
  });

  it("names the file and the mistake", () => {
    expect(() => parseJsonInput('{"a":', "request.json")).toThrow(CliError);
    expect(() => parseJsonInput('{"a":', "request.json")).toThrow(/^"request.json" is refused \(MALFORMED_JSON\): The body is not valid JSON/);
    expect(() => parseJsonInput("nope", "-")).toThrow(/^Standard input is refused \(MALFORMED_JSON\): The body is not valid JSON/);
  });

  it("refuses a key given twice in one object, naming it, instead of keeping the last", () => {
    const attack = '{"individualHealthCarePolicy":{"quote":{"productName":"Other","productName":"HrSol"}}}';
    expect(() => parseJsonInput(attack, "request.json")).toThrow(CliError);
    expect(() => parseJsonInput(attack, "request.json")).toThrow(/^"request.json" is refused \(DUPLICATE_JSON_KEY\): /);
    try {
      parseJsonInput(attack, "request.json");
    } catch (error) {
      expect((error as CliError).details).toBe(
        '  /individualHealthCarePolicy/quote/productName: The key "productName" is given more than once in the same object; send it once.\n',
      );
    }
  });

  it("refuses what the service refuses, with the service's code and message: __proto__ and constructor.prototype keys", () => {
    for (const [attack, pointer] of [
      ['{"individualHealthCarePolicy":{"__proto__":{"isAdmin":true}}}', "/individualHealthCarePolicy/__proto__"],
      ['{"a":{"constructor":{"prototype":{"x":1}}}}', "/a/constructor/prototype"],
    ] as const) {
      const service = parseRequestJson(attack);
      expect(service.ok).toBe(false);
      if (service.ok) continue;
      let thrown: unknown;
      try {
        parseJsonInput(attack, "request.json");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(CliError);
      const error = thrown as CliError;
      expect(error.message).toBe(`"request.json" is refused (FORBIDDEN_JSON_KEY): ${service.detail}`);
      expect(error.problems).toEqual(service.errors);
      expect(error.details).toContain(pointer);
    }
  });

  it("refuses exactly the bodies the service refuses, with the same code", () => {
    const bodies = ["", "   ", "{", '{"a":1}', '{"a":1,"a":2}', '{"__proto__":1}', '[{"constructor":{"prototype":2}}]', '{"constructor":1}', "null", '"text"'];
    for (const body of bodies) {
      const service = parseRequestJson(body);
      if (service.ok) {
        expect(parseJsonInput(body, "-")).toEqual(service.value);
      } else {
        expect(() => parseJsonInput(body, "-")).toThrow(`Standard input is refused (${service.code}): ${service.detail}`);
      }
    }
  });
});
