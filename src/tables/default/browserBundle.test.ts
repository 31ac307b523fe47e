import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureQuoteBundle, QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES } from "../../../packages/scripts/lib/measureQuoteBundle.js";

// What a browser application pays for pricing with the shipped tables: `quote` from
// "pmi-rating" and `defaultTables` from "pmi-rating/tables", here from the sources.
describe("browser bundle of quote + default tables", () => {
  it(`stays under ${QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES / 1024} KB gzipped and holds no zod, no Node built-in`, async () => {
    const bundle = await measureQuoteBundle({
      quoteFrom: fileURLToPath(new URL("../../index.ts", import.meta.url)),
      tablesFrom: fileURLToPath(new URL("../../plans/defaultTables.ts", import.meta.url)),
      resolveDir: fileURLToPath(new URL(".", import.meta.url)),
    });
    expect(bundle.inputs.filter((input) => input.includes("node_modules/zod/"))).toEqual([]);
    expect(bundle.inputs.filter((input) => input.startsWith("node:"))).toEqual([]);
    // The engine is in it (its decimal among its modules), and no package besides.
    expect(bundle.inputs.some((input) => input.endsWith("src/decimal/decimal.ts"))).toBe(true);
    expect(bundle.inputs.filter((input) => input.includes("node_modules/"))).toEqual([]);
    expect(bundle.gzipped).toBeLessThan(QUOTE_BUNDLE_BUDGET_GZIPPED_BYTES);
  });
});
