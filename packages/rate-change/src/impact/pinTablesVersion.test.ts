import { describe, expect, it } from "vitest";
import { defaultTables } from "pmi-rating/tables";
import { selectTablesVersion } from "pmi-rating";
import { pinTablesVersion } from "./pinTablesVersion.js";

describe("pinTablesVersion", () => {
  it("prices every date with the named version", () => {
    const last = defaultTables.versions.at(-1)!;
    const pinned = pinTablesVersion(defaultTables, last.manifest.version)!;
    expect(pinned.versions).toHaveLength(1);
    expect(selectTablesVersion(pinned, "2000-01-01")?.hash).toBe(last.hash);
    expect(selectTablesVersion(pinned, "2000-01-01")?.baseRates).toBe(last.baseRates);
    expect(pinned.ipt).toBe(defaultTables.ipt);
  });

  it("is undefined for a version the tables do not hold", () => {
    expect(pinTablesVersion(defaultTables, "1999.9")).toBeUndefined();
  });
});
