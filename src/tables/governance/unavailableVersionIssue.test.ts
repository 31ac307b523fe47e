import { describe, expect, it } from "vitest";
import { defaultTables } from "../../plans/defaultTables.js";
import type { TablesManifest } from "../types.js";
import type { RatingTables } from "../../engine/types.js";
import { unavailableVersionIssue } from "./unavailableVersionIssue.js";

/** The default tables with version 2027.1's manifest changed. */
function with2027(change: Partial<TablesManifest>): RatingTables {
  return {
    ...defaultTables,
    versions: defaultTables.versions.map((version) => (version.manifest.version === "2027.1" ? { ...version, manifest: { ...version.manifest, ...change } } : version)),
  };
}

describe("unavailableVersionIssue", () => {
  it("lets the shipped (approved) tables price on any quote date", () => {
    expect(unavailableVersionIssue(defaultTables, "2027-02-01", {})).toBeUndefined();
    expect(unavailableVersionIssue(defaultTables, "2027-02-01", { quoteDate: "2020-01-01" })).toBeUndefined();
  });

  it("refuses a draft unless drafts are asked for, and only for the dates it covers", () => {
    const tables = with2027({ status: "draft" });
    expect(unavailableVersionIssue(tables, "2027-02-01", {})).toEqual({
      path: "/priceRequiredDate",
      code: "TABLES_NOT_EFFECTIVE",
      message: "Version 2027.1, in force on 2027-02-01, is a draft: it prices only once approved (or where drafts are asked for).",
    });
    expect(unavailableVersionIssue(tables, "2027-02-01", { allowDraft: true })).toBeUndefined();
    expect(unavailableVersionIssue(tables, "2026-12-31", {})).toBeUndefined();
  });

  it("refuses a version before its availableFrom quote date, and not without a quote date", () => {
    const tables = with2027({ availableFrom: "2026-11-15" });
    expect(unavailableVersionIssue(tables, "2027-02-01", { quoteDate: "2026-11-14" })?.message).toBe(
      "Version 2027.1, in force on 2027-02-01, may be quoted only from 2026-11-15; the quote date is 2026-11-14.",
    );
    expect(unavailableVersionIssue(tables, "2027-02-01", { quoteDate: "2026-11-15" })).toBeUndefined();
    expect(unavailableVersionIssue(tables, "2027-02-01", {})).toBeUndefined();
  });
});
