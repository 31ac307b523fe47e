import { describe, expect, it } from "vitest";
import { newBusinessNcdRange } from "./newBusinessNcdRange.js";

const levels = (uwType: "FMU" | "NMORI" | "CME" | "CMORI" | "MHD", years?: number, uplift = 0, highest = 12) => {
  const { from, to } = newBusinessNcdRange({ uwType, ...(years === undefined ? {} : { memberYearsClaimFree: years }) }, uplift, highest);
  return [from, to];
};

describe("newBusinessNcdRange", () => {
  it("is 12 for virgin business", () => {
    expect(levels("FMU")).toEqual([12, 12]);
    expect(levels("NMORI", 0)).toEqual([12, 12]);
  });

  it("follows the years claim free for switch business", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((years) => levels("CME", years)[0])).toEqual([8, 9, 10, 10, 11, 12, 12]);
    expect(levels("MHD")).toEqual([8, 12]);
  });

  it("adds the uplift, capped at the highest level", () => {
    expect(levels("CMORI", 2, 2)).toEqual([12, 12]);
    expect(levels("CMORI", 0, 2)).toEqual([10, 10]);
    expect(levels("CME", undefined, 1)).toEqual([9, 12]);
    expect(levels("FMU", undefined, 2)).toEqual([12, 12]);
    expect(levels("CME", 0, 2, 9)).toEqual([9, 9]);
  });
});
