import { readdir, rm } from "node:fs/promises";
import { copyDefaultTables } from "@pmi-rating/test-support";
import { safeLoadTables } from "../../../src/plans/loadTables.js";
import type { RenewalPriceRule } from "../../../src/tables/types.js";
import type { RatingTables } from "../../../src/engine/types.js";

/**
 * The shipped tables with another `renewal_price_rule`: a copy of `tables/` whose limits.csv
 * says `rule` in every version (the one row changed, nothing else), read and checked by the same
 * loader as any tables folder. The golden cases of one rule are priced with these, so that the
 * rule comes from the tables, as it would for an insurer, and the case files pin the variant's
 * own content hash.
 *
 * From the command line, the same tables: copy `tables/`, change the row, and pass the copy with
 * `--tables` (test/golden/README.md).
 *
 * @example
 * const tables = await tablesWithRenewalPriceRule("cap_at_enbp");
 * await runGoldenCases("test/golden/renewal-price-rule/cap_at_enbp", tables);
 */
export async function tablesWithRenewalPriceRule(rule: RenewalPriceRule): Promise<RatingTables> {
  const folder = await copyDefaultTables();
  try {
    const versions = (await readdir(folder.directory, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const version of versions) {
      await folder.edit(`${version}/limits.csv`, (text) => text.replace(/^renewal_price_rule,warn,/m, `renewal_price_rule,${rule},`));
    }
    const loaded = await safeLoadTables(folder.directory);
    if (!loaded.success) throw new Error(`The tables with renewal_price_rule ${rule} do not load: ${JSON.stringify(loaded.problems)}`);
    return loaded.tables;
  } finally {
    await rm(folder.directory, { recursive: true, force: true });
  }
}
