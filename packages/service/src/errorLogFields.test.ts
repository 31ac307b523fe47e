import { describe, expect, it } from "vitest";
import { errorLogFields } from "./errorLogFields.js";

describe("errorLogFields", () => {
  it("keeps the error's class and stack frames, never its message", () => {
    const fields = errorLogFields(new RangeError("member born 1988-09-14 at SW1A 1AA"));
    expect(fields.error).toBe("RangeError");
    expect(fields.frames.length).toBeGreaterThan(0);
    expect(fields.frames.every((frame) => frame.startsWith("at "))).toBe(true);
    expect(JSON.stringify(fields)).not.toMatch(/1988|SW1A/);
  });

  it("names the type of a thrown non-error", () => {
    expect(errorLogFields("1988-09-14")).toEqual({ error: "string", frames: [] });
  });
});
