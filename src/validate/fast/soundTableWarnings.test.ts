import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../../book/generateBook.js";
import { defaultTables } from "../../tables/default/index.js";
import { checkRequestAgainstTables } from "../tables/checkRequestAgainstTables.js";
import { VERSION_CHECKS } from "../tables/tableChecks.js";
import { validateQuoteRequestInFull } from "../validateQuoteRequestInFull.js";
import { soundTableWarnings, VERSION_CHECKS_COVERED } from "./soundTableWarnings.js";

describe("soundTableWarnings", () => {
  it("answers for every check of the full path, in its order (a check added there must be added here)", () => {
    expect(VERSION_CHECKS.map((entry) => entry.check)).toEqual(VERSION_CHECKS_COVERED);
  });

  it("gives the warnings checkRequestAgainstTables gives on sound requests of the seeded book", () => {
    let warned = 0;
    const book = [...generateBookRequests(300, 3, defaultTables)];
    // A renewal member sent a cncFactor beside a previous premium: the factor is ignored, with a warning.
    const withIgnoredFactors = book.map((request) => JSON.parse(JSON.stringify(request).replaceAll('"previousnetPremium":', '"cncFactor":1,"previousnetPremium":')) as unknown);
    for (const request of [...book, ...withIgnoredFactors]) {
      const full = validateQuoteRequestInFull(request, {});
      if (!full.success) continue;
      const checked = checkRequestAgainstTables(full.data, defaultTables);
      if (checked.issues.length > 0) continue;
      expect(soundTableWarnings(full.data, defaultTables)).toEqual(checked.warnings);
      if (checked.warnings.length > 0) warned += 1;
    }
    expect(warned).toBeGreaterThan(0);
  });
});
