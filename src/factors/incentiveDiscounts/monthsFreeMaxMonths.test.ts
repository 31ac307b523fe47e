import { describe, expect, it } from "vitest";
import { monthsFreeMaxMonths } from "./monthsFreeMaxMonths.js";

describe("monthsFreeMaxMonths", () => {
  it("is the tables' maximum, never a whole free year", () => {
    expect(monthsFreeMaxMonths({ monthsFreeMaxMonths: 3 })).toBe(3);
    expect(monthsFreeMaxMonths({ monthsFreeMaxMonths: 12 })).toBe(11);
  });
});
