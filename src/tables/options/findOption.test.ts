import { describe, expect, it } from "vitest";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { findOptionDefinition } from "./findOptionDefinition.js";
import { findOptionLevel } from "./findOptionLevel.js";

const catalogue = buildTestTablesVersion().options;

describe("findOptionDefinition", () => {
  it("finds an option by id, by name, or by both when they agree", () => {
    expect(findOptionDefinition(catalogue, { id: 352 })?.name).toBe("Excess");
    expect(findOptionDefinition(catalogue, { name: "psychiatric" })?.id).toBe(369);
    expect(findOptionDefinition(catalogue, { id: 352, name: " EXCESS " })?.id).toBe(352);
  });

  it("rejects an id and a name that disagree, and unknown options", () => {
    expect(findOptionDefinition(catalogue, { id: 352, name: "Psychiatric" })).toBeUndefined();
    expect(findOptionDefinition(catalogue, { id: 1 })).toBeUndefined();
    expect(findOptionDefinition(catalogue, { name: "Massage" })).toBeUndefined();
    expect(findOptionDefinition(catalogue, {})).toBeUndefined();
  });
});

describe("findOptionLevel", () => {
  const excess = catalogue.byId.get(352)!;
  const psychiatric = catalogue.byId.get(369)!;

  it("finds a level by label or by numeric value", () => {
    expect(findOptionLevel(excess, "500")?.value.toFixed()).toBe("0.85");
    expect(findOptionLevel(excess, "£500")?.level).toBe("500");
    expect(findOptionLevel(excess, "100.00")?.level).toBe("100");
  });

  it("has no level for an unknown or missing label", () => {
    expect(findOptionLevel(excess, "250")).toBeUndefined();
    expect(findOptionLevel(excess, undefined)).toBeUndefined();
  });

  it("ignores optionTypeName for an option without levels", () => {
    expect(findOptionLevel(psychiatric, "anything")).toMatchObject({ level: "", source: { file: "options.csv", row: 7 } });
    expect(findOptionLevel(psychiatric, "anything")?.value.toFixed()).toBe("1.1");
  });
});
