import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderLookupQueries } from "../../packages/scripts/requestReaders/renderLookupQueries.js";

describe("the look-ups' question types", () => {
  it("queries.generated.ts is current (run `npm run generate:request` after changing lookupParameters.ts)", () => {
    expect(readFileSync(new URL("./queries.generated.ts", import.meta.url), "utf8")).toBe(renderLookupQueries());
  });

  it("has a property per parameter of each look-up, optional unless the look-up needs it", () => {
    const text = renderLookupQueries();
    expect(text).toContain("  readonly uwType: string;");
    expect(text).toContain("  readonly memberYearsClaimFree?: number;");
    expect(text).toContain("  readonly paymentFrequency?: number;");
  });
});
