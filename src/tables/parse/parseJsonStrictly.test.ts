import { describe, expect, it } from "vitest";
import { parseJsonStrictly } from "./parseJsonStrictly.js";

describe("parseJsonStrictly", () => {
  it("returns the value of valid JSON", () => {
    expect(parseJsonStrictly('{ "version": "2026.1", "nested": { "a": [1, { "b": 2 }] } }', "m.json")).toEqual({
      success: true,
      value: { version: "2026.1", nested: { a: [1, { b: 2 }] } },
    });
  });

  it("reports a key given twice with its line and path, where JSON.parse keeps the last silently", () => {
    const text = '{\n  "version": "2026.1",\n  "effectiveFrom": "2026-01-01",\n  "effectiveFrom": "2027-01-01"\n}';
    expect(JSON.parse(text)).toMatchObject({ effectiveFrom: "2027-01-01" });
    expect(parseJsonStrictly(text, "2026.1/manifest.json")).toEqual({
      success: false,
      problems: [
        {
          file: "2026.1/manifest.json",
          row: 4,
          column: "effectiveFrom",
          code: "DUPLICATE_KEY",
          message: 'The key "effectiveFrom" is given twice; JSON keeps only one of them silently, so remove the one that is wrong.',
        },
      ],
    });
  });

  it("allows the same key in different objects, and finds a duplicate in a nested one", () => {
    expect(parseJsonStrictly('{ "a": { "x": 1 }, "b": { "x": 2 } }', "m.json").success).toBe(true);
    const nested = parseJsonStrictly('{ "a": { "x": 1, "x": 2 } }', "m.json");
    expect(nested).toMatchObject({ success: false, problems: [{ column: "a.x", code: "DUPLICATE_KEY", row: 1 }] });
  });

  it("refuses comments, trailing commas and empty content, naming the line", () => {
    const commented = parseJsonStrictly('{\n  "a": 1, // note\n}', "m.json");
    expect(commented.success ? [] : commented.problems[0]).toMatchObject({ code: "INVALID_JSON", row: 2 });
    for (const text of ['{ "a": 1, }', ""]) {
      const result = parseJsonStrictly(text, "m.json");
      expect(result.success ? [] : result.problems[0]).toMatchObject({ code: "INVALID_JSON", row: 1 });
    }
  });
});
