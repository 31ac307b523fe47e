import { describe, expect, it } from "vitest";
import { parseGoldenCase } from "./parseGoldenCase.js";

describe("parseGoldenCase", () => {
  it("accepts a case with or without expected, workings and options", () => {
    const full = { description: "d", request: { x: 1 }, expected: { issues: [] }, workings: ["a"], options: { explain: true, registry: ["GMS"] } };
    expect(parseGoldenCase(JSON.stringify(full))).toEqual({ success: true, data: full });
    expect(parseGoldenCase('{"description":"d","request":{}}')).toEqual({ success: true, data: { description: "d", request: {} } });
  });

  it("says why text that is not JSON is refused", () => {
    const result = parseGoldenCase("{");
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/^not valid JSON: /);
  });

  it("names every missing or mistyped member of the case", () => {
    const result = parseGoldenCase('{"workings":"one line","options":{"explain":"yes","colour":1}}');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error).toMatch(/^not a golden case \(/);
      expect(result.error).toContain('"description"');
      expect(result.error).toContain('"request"');
      expect(result.error).toContain('"workings"');
      expect(result.error).toContain('"options.explain"');
      expect(result.error).toContain('"options"');
    }
  });

  it("refuses an expected that is not an object", () => {
    expect(parseGoldenCase('{"description":"d","request":{},"expected":[1]}').success).toBe(false);
  });
});
