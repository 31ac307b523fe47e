import { toTablesSnapshot } from "pmi-rating/tables";
import type { RatingTables } from "pmi-rating";
import type { ChangedTablesVersion, QuoteStore } from "./quoteRecord.js";

/**
 * Keeps the tables a service is about to serve in the store, by content hash (written once,
 * whatever the number of services and restarts), so that every quote can be re-priced with
 * the very tables that priced it. Resolves to the version labels now on record with more than
 * one content: a tables file changed without a new version, which the service warns of.
 *
 * @example
 * const changed = await saveServedTables(store, tables);
 * for (const version of changed) log("warn", "tables-version-changed", { version: version.version });
 */
export async function saveServedTables(store: QuoteStore, tables: RatingTables): Promise<ChangedTablesVersion[]> {
  const versions = tables.versions.map((version) => ({ version: version.manifest.version, hash: version.hash }));
  if ((await store.loadTablesSnapshot(tables.hash)) === undefined) {
    await store.saveTables(tables.hash, versions, JSON.stringify(toTablesSnapshot(tables)));
  }
  const served = new Set(versions.map((version) => version.version));
  return (await store.findChangedTablesVersions()).filter((changed) => served.has(changed.version));
}
