import type { RatingTables } from "pmi-rating";
import { createTablesByHash } from "./createTablesByHash.js";
import type { ChangedTablesVersion, QuoteStore } from "./quoteRecord.js";
import { repriceRecord } from "./repriceRecord.js";

/** A quote that did not reproduce, and why. */
export interface UnreproducedQuote {
  readonly quoteId: string;
  readonly receivedAt: string;
  readonly tablesVersion: string | null;
  readonly reason: string;
  /** JSON pointers of the quotation's figures that differ. */
  readonly differences: readonly string[];
}

/** A tables version on disk whose content differs from the one on record under the same label. */
export interface ChangedOnDisk {
  readonly version: string;
  readonly hashOnDisk: string;
  readonly hashesOnRecord: readonly string[];
}

/** What `replayQuotes` found: how many quotations reproduced to the penny, those that did not and why, and the tables versions whose content changed. */
export interface ReplayReport {
  /** Quotations priced again. */
  readonly replayed: number;
  readonly reproduced: number;
  /** Refusals on record (nothing to price again). */
  readonly refused: number;
  readonly unreproduced: readonly UnreproducedQuote[];
  /** Version labels on record with more than one content: a file changed without a new version. */
  readonly changedVersions: readonly ChangedTablesVersion[];
  /** Versions of `tablesOnDisk` that differ from the record (never used to re-price). */
  readonly changedOnDisk: readonly ChangedOnDisk[];
}

/** Which quotations `replayQuotes` prices again, the tables on disk to compare with the record, and its progress. */
export interface ReplayOptions {
  /** Only quotes received at or after this instant (ISO 8601). */
  readonly since?: string;
  /** Tables of today's folder, to check against the ones on record. */
  readonly tablesOnDisk?: RatingTables;
  /** Told after every quotation priced again (for a progress bar). */
  readonly onProgress?: (replayed: number) => void;
}

/**
 * Prices every stored quotation again with the tables that priced it (found by content hash
 * in the store, never today's files) and reports each one whose figures are not the same to
 * the penny, with where they differ. Also reports tables versions served with two contents,
 * and, given the tables on disk, every version whose files changed since it was served without
 * a new version label: those are reported, never used to re-price.
 *
 * @example
 * const report = await replayQuotes(store, { since: "2026-01-01" });
 * report.unreproduced.length; // 0
 */
export async function replayQuotes(store: QuoteStore, options: ReplayOptions = {}): Promise<ReplayReport> {
  const tablesByHash = createTablesByHash(store);
  let replayed = 0;
  let reproduced = 0;
  let refused = 0;
  const unreproduced: UnreproducedQuote[] = [];
  for await (const record of store.replay(options.since === undefined ? {} : { since: options.since })) {
    if (record.outcome !== "quoted") {
      refused += 1;
      continue;
    }
    replayed += 1;
    const tables = await tablesByHash(record.tablesHash);
    const repriced =
      tables === undefined
        ? { reproduced: false as const, reason: `The tables ${record.tablesHash} are not on record.`, differences: [] }
        : repriceRecord(record, tables, { explain: false });
    if (repriced.reproduced) reproduced += 1;
    else
      unreproduced.push({
        quoteId: record.quoteId,
        receivedAt: record.receivedAt,
        tablesVersion: record.tablesVersion,
        reason: repriced.reason,
        differences: repriced.differences,
      });
    options.onProgress?.(replayed);
  }
  const stored = await store.listTables();
  const changedOnDisk: ChangedOnDisk[] = [];
  for (const version of options.tablesOnDisk?.versions ?? []) {
    const label = version.manifest.version;
    const hashesOnRecord = [...new Set(stored.flatMap((tables) => tables.versions.filter((entry) => entry.version === label).map((entry) => entry.hash)))];
    if (hashesOnRecord.length > 0 && !hashesOnRecord.includes(version.hash)) changedOnDisk.push({ version: label, hashOnDisk: version.hash, hashesOnRecord });
  }
  return { replayed, reproduced, refused, unreproduced, changedVersions: await store.findChangedTablesVersions(), changedOnDisk };
}
