import { describe, expect, it } from "vitest";
import { isAbsent } from "./isAbsent.js";

describe("isAbsent", () => {
  it("is true for undefined, null and blank text only", () => {
    expect([undefined, null, "", " \t\n"].map(isAbsent)).toEqual([true, true, true, true]);
    expect([0, false, "x", [], {}].map(isAbsent)).toEqual([false, false, false, false, false]);
  });
});
