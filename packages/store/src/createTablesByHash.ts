import { withRatingPlans } from "pmi-rating/toolkit";
import { fromTablesSnapshot } from "pmi-rating/tables";
import type { RatingTables } from "pmi-rating";
import type { QuoteStore } from "./quoteRecord.js";

/** Finds the tables set of a content hash: the one at hand, or one rebuilt from the store; undefined when the store has none. */
export type TablesByHash = (hash: string) => Promise<RatingTables | undefined>;

/**
 * The tables of every content hash on record, each rebuilt from its stored snapshot once and
 * kept for this finder's life (a replay meets a handful of tables sets, over and over).
 * `atHand` are tables already compiled (the service's own), used as they are.
 *
 * @example
 * const tablesOf = createTablesByHash(store, [defaultTables]);
 * const tables = await tablesOf(record.tablesHash);
 */
export function createTablesByHash(store: QuoteStore, atHand: readonly RatingTables[] = []): TablesByHash {
  const known = new Map<string, Promise<RatingTables | undefined>>(atHand.map((tables) => [tables.hash, Promise.resolve(tables)]));
  return (hash) => {
    let found = known.get(hash);
    if (found === undefined) {
      // Rebuilt once per hash with its rating plans, as the tables are when loaded.
      found = store.loadTablesSnapshot(hash).then((text) => (text === undefined ? undefined : withRatingPlans(fromTablesSnapshot(JSON.parse(text)))));
      known.set(hash, found);
    }
    return found;
  };
}
