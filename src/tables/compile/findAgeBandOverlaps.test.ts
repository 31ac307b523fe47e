import { describe, expect, it } from "vitest";
import type { AgeBand } from "../types.js";
import { findAgeBandOverlaps } from "./findAgeBandOverlaps.js";

const band = (row: number, fromAge: number, toAge: number, gender?: "M" | "F"): AgeBand => ({
  fromAge,
  toAge,
  ...(gender === undefined ? {} : { gender }),
  rates: new Map(),
  source: { file: "base-rates.csv", row },
});

describe("findAgeBandOverlaps", () => {
  it("names each overlapping band once, with the band it overlaps and the shared ages", () => {
    const problems = findAgeBandOverlaps("2026.1/base-rates.csv", [band(2, 0, 20), band(3, 18, 99, "M"), band(4, 21, 99, "F"), band(5, 90, 99, "F")]);
    expect(problems.map((problem) => [problem.row, problem.message])).toEqual([
      [3, "Ages 18-20 are in this band (18-99) and in row 2 (0-20) for gender M: each age must be in exactly one band."],
      [5, "Ages 90-99 are in this band (90-99) and in row 4 (21-99) for gender F: each age must be in exactly one band."],
    ]);
  });

  it("finds an overlap hidden behind a short band (the sweep keeps the band reaching furthest)", () => {
    const problems = findAgeBandOverlaps("f", [band(2, 0, 60), band(3, 10, 12), band(4, 50, 99)]);
    expect(problems.map((problem) => [problem.row, problem.message.slice(0, 50)])).toEqual([
      [3, "Ages 10-12 are in this band (10-12) and in row 2 ("],
      [4, "Ages 50-60 are in this band (50-99) and in row 2 ("],
    ]);
  });

  it("finds none in bands that tile the ages, per gender, and leaves reversed bands to INVALID_RANGE", () => {
    expect(findAgeBandOverlaps("f", [band(2, 0, 17), band(3, 18, 99, "M"), band(4, 18, 99, "F"), band(5, 30, 18)])).toEqual([]);
  });

  it("agrees with comparing every pair on which rows overlap", () => {
    const bands = Array.from({ length: 45 }, (_, index) => {
      const from = (index * 37) % 100;
      return band(index + 2, from, Math.min(99, from + ((index * 13) % 9)), index % 3 === 0 ? undefined : index % 3 === 1 ? "M" : "F");
    });
    const shares = (one: AgeBand, other: AgeBand) =>
      (one.gender === undefined || other.gender === undefined || one.gender === other.gender) && Math.max(one.fromAge, other.fromAge) <= Math.min(one.toAge, other.toAge);
    const sorted = [...bands].sort((one, other) => one.fromAge - other.fromAge || one.source.row - other.source.row);
    // A band overlaps when it shares an age with a band before it in (from_age, row) order.
    const expected = sorted
      .filter((one, index) => sorted.slice(0, index).some((other) => shares(one, other)))
      .map((one) => one.source.row)
      .sort((a, b) => a - b);
    const rows = new Set(findAgeBandOverlaps("f", bands).map((problem) => problem.row));
    expect(expected.length).toBeGreaterThan(5);
    expect([...rows].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(expected);
  });

  it("takes 100,000 bands in one sweep (comparing every pair took minutes) and lists 100 of them", () => {
    const bands = Array.from({ length: 100_000 }, (_, index) => band(index + 2, index % 100, index % 100));
    const problems = findAgeBandOverlaps("f", bands);
    expect(problems).toHaveLength(101);
    expect(problems.at(-1)?.message).toMatch(/^And 99800 more problems/);
  });
});
