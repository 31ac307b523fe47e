import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { summarizeTables } from "./summarizeTables.js";

describe("summarizeTables", () => {
  it("summarises versions, dates, bands, ages, options and hashes", () => {
    const summary = summarizeTables(defaultTables);
    expect(summary.hash).toBe(defaultTables.hash);
    expect(summary.versions.map((version) => [version.version, version.effectiveFrom, version.ages, version.ncdLevels])).toEqual([
      ["2025.1", "2025-01-01", "0-99", "0-12"],
      ["2026.1", "2026-01-01", "0-99", "0-12"],
      ["2027.1", "2027-01-01", "0-99", "0-12"],
    ]);
    expect(summary.versions[0]).toMatchObject({
      illustrative: true,
      maximumEntryAgeNewBusiness: 79,
      ageBands: 17,
      postcodeBands: ["A", "B", "C", "D", "E", "F"],
      minimumPremium: "150.00",
      hash: defaultTables.versions[0]?.hash,
    });
    expect(summary.versions[0]?.defaultPostcodeBand).toBeUndefined();
    expect(summary.versions[0]?.options[0]).toBe("Excess (352): 0, 100, 200, 500, 1000, 3000, 5000");
    expect(summary.versions[0]?.options).toContain("DentalandOptical (365)");
    expect(summary.ipt.at(-1)).toBe("12 % from 2017-06-01");
  });

  it("carries each version's sign-off, and whether its approved hash is still its content hash", () => {
    const [version] = defaultTables.versions;
    const summary = summarizeTables(defaultTables);
    expect(summary.versions[0]).toMatchObject({
      status: version!.manifest.status,
      approvedBy: version!.manifest.approvedBy,
      approvedAt: version!.manifest.approvedAt,
      approvedHashMatches: true,
      signOff: { state: "approved", description: `approved by ${version!.manifest.approvedBy} on ${version!.manifest.approvedAt}; approved hash matches` },
    });
    const changed = { ...version!, manifest: { ...version!.manifest, approvedHash: "0".repeat(64), availableFrom: "2024-12-15" } };
    expect(summarizeTables({ ...defaultTables, versions: [changed] }).versions[0]).toMatchObject({
      approvedHashMatches: false,
      availableFrom: "2024-12-15",
      signOff: { state: "changed-since-approval" },
    });
    const { status: _status, approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...outside } = version!.manifest;
    const unsigned = summarizeTables({ ...defaultTables, versions: [{ ...version!, manifest: outside }] }).versions[0]!;
    expect(["status", "approvedBy", "approvedAt", "approvedHashMatches", "availableFrom"].filter((key) => key in unsigned)).toEqual([]);
    expect(unsigned.signOff.state).toBe("not-signed-off");
  });
});
