import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import { newVersionProblem } from "./newVersionProblem.js";

const versions = defaultTablesData.versions;

describe("newVersionProblem", () => {
  it("accepts a new label on a day no version takes, and an adjustment in place", () => {
    expect(newVersionProblem(versions, "2026.1", { as: "2027.2", effectiveFrom: "2027-03-01" })).toBeUndefined();
    expect(newVersionProblem(versions, "2026.1", {})).toBeUndefined();
  });

  it("refuses --effective-from without --as", () => {
    expect(newVersionProblem(versions, "2026.1", { effectiveFrom: "2027-03-01" })).toBe(
      "--effective-from needs --as: it dates a new version written beside 2026.1; to adjust 2026.1 in place leave --effective-from out",
    );
  });

  it("refuses a day another version already takes, naming it", () => {
    expect(newVersionProblem(versions, "2026.1", { as: "2027.2", effectiveFrom: "2027-01-01" })).toBe(
      "--effective-from 2027-01-01 is the effectiveFrom of version 2027.1: two versions cannot take effect on one day (tables check refuses it, DUPLICATE_ENTRY); give --effective-from a date no version takes",
    );
  });

  it("refuses --as without --effective-from, which would share the day of the version it came from", () => {
    expect(newVersionProblem(versions, "2026.1", { as: "2026.2" })).toMatch(
      /^Without --effective-from, 2026\.2 would take the effectiveFrom of 2026\.1, 2026-01-01: two versions/,
    );
  });

  it("refuses a label the tables already hold, and a date that is not YYYY-MM-DD", () => {
    expect(newVersionProblem(versions, "2026.1", { as: "2027.1", effectiveFrom: "2027-03-01" })).toMatch(/^--as 2027\.1: the tables already hold a version 2027\.1/);
    expect(newVersionProblem(versions, "2026.1", { as: "2026.1", effectiveFrom: "2027-03-01" })).toMatch(/^--as 2026\.1: the tables already hold/);
    expect(newVersionProblem(versions, "2026.1", { as: "2027.2", effectiveFrom: "1 March 2027" })).toBe(
      '--effective-from must be a calendar date written YYYY-MM-DD; received "1 March 2027"',
    );
  });
});
