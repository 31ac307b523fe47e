import { describe, expect, it } from "vitest";
import { caselessPattern } from "./caselessPattern.js";

describe("caselessPattern", () => {
  it("matches the word in any case, and nothing else", () => {
    const pattern = new RegExp(`^${caselessPattern("HrSol")}$`);
    expect(["HrSol", "hrsol", "HRSOL"].every((text) => pattern.test(text))).toBe(true);
    expect(["hr-sol", "Hr Sol", " HrSol"].some((text) => pattern.test(text))).toBe(false);
  });

  it("allows the separator around every character, and escapes what is not a letter", () => {
    const pattern = new RegExp(`^${caselessPattern("newbusiness.", "[\\s_-]*")}$`);
    expect(["New Business.", "new-business.", "NEWBUSINESS.", " n_e w business . "].every((text) => pattern.test(text))).toBe(true);
    expect(pattern.test("New Businessx")).toBe(false);
  });
});
