import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { findTaxTerritory } from "./findTaxTerritory.js";

describe("findTaxTerritory", () => {
  it("puts Jersey, Guernsey and the Isle of Man outside UK IPT in the default tables", () => {
    for (const [postcode, territory, name] of [
      ["JE2 3AB", "JE", "Jersey"],
      ["GY1 1AA", "GY", "Guernsey"],
      ["IM1 1AA", "IM", "Isle of Man"],
    ] as const) {
      const found = findTaxTerritory(defaultTables, postcode, "2026-03-01");
      expect([found.territory, found.name, found.rate?.ratePercent.toString(), found.rate?.source.file]).toEqual([territory, name, "0", "premium-tax.csv"]);
    }
  });

  it("leaves every other postcode in the UK, at ipt.csv's rate on the date", () => {
    expect(findTaxTerritory(defaultTables, "SW1A 1AA", "2026-03-01").rate?.ratePercent.toString()).toBe("12");
    expect(findTaxTerritory(defaultTables, "E1 6AN", "2016-09-30").rate?.ratePercent.toString()).toBe("9.5");
    // GL (Gloucester) and IG (Ilford) share letters with the islands' areas, not their area.
    expect(findTaxTerritory(defaultTables, "GL1 1AA", "2026-03-01").territory).toBe("UK");
    expect(findTaxTerritory(defaultTables, "IG1 1AA", "2026-03-01").territory).toBe("UK");
  });

  it("gives no rate before the territory's first row, and every postcode the UK without territory tables", () => {
    expect(findTaxTerritory(defaultTables, "JE2 3AB", "1990-01-01")).toMatchObject({ territory: "JE", rate: undefined, firstEffectiveFrom: "1994-10-01" });
    expect(findTaxTerritory({ ipt: defaultTables.ipt }, "JE2 3AB", "2026-03-01").territory).toBe("UK");
  });
});
