import { mkdir, open, readdir, readFile, unlink, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { v7 as uuidv7 } from "uuid";
import { createGroupCommit } from "./createGroupCommit.js";
import type { QuoteRecord, QuoteStore } from "./quoteRecord.js";

/** A local, durable file of records waiting for the database. */
export interface QuoteJournal {
  /** Appends a record; resolves once it is flushed to disk (records of one moment are flushed together). */
  append(record: QuoteRecord): Promise<void>;
  /** Whether any record may be waiting (this process wrote one, or an earlier run left a file). */
  readonly hasWaiting: boolean;
  /** Copies every waiting record to the store (each id stored once), then deletes the journal files copied; resolves to how many. */
  drainTo(store: Pick<QuoteStore, "recordAll">): Promise<number>;
  close(): Promise<void>;
}

const SUFFIX = ".ndjson";

/**
 * A journal of quote records in `directory`, for a service that keeps pricing while its
 * database is down: each record is one JSON line, flushed to disk (fdatasync) before `append`
 * resolves, so that a quotation answered is on record even if the process is then killed.
 * Files left by an earlier run are copied by the first `drainTo`. A line cut short by a crash
 * mid-write was never acknowledged, so it is skipped. One process per directory.
 *
 * @example
 * const journal = await createQuoteJournal("data/journal");
 * await journal.append(record); // on disk
 * await journal.drainTo(store); // 1
 */
export async function createQuoteJournal(directory: string): Promise<QuoteJournal> {
  await mkdir(directory, { recursive: true });
  let leftOver = (await readdir(directory)).some((name) => name.endsWith(SUFFIX));
  let file: { path: string; handle: FileHandle } | undefined;
  let written = false;
  // Lines appended together are written and flushed together: one fdatasync for all of them.
  const appends = createGroupCommit(async (lines: string[]) => {
    if (file === undefined) {
      const path = join(directory, `${uuidv7()}${SUFFIX}`);
      file = { path, handle: await open(path, "a") };
    }
    // The file of this batch, held: a drain starting meanwhile moves later appends to a new file.
    const target = file;
    await target.handle.write(lines.join(""));
    await target.handle.datasync();
    written = true;
  });

  function openPath(): string | undefined {
    return file?.path;
  }

  return {
    append(record) {
      return appends.add(JSON.stringify(record) + "\n");
    },
    get hasWaiting() {
      return leftOver || written || appends.pending > 0;
    },
    async drainTo(store) {
      // New appends go to a new file from here; the current one is complete once its writes settle.
      const current = file;
      file = undefined;
      written = false;
      await appends.drain();
      await current?.handle.close();
      let copied = 0;
      for (const name of (await readdir(directory)).filter((entry) => entry.endsWith(SUFFIX)).sort()) {
        const path = join(directory, name);
        // The file appends opened while this drain ran is the next drain's.
        if (path === openPath()) continue;
        const records: QuoteRecord[] = [];
        for (const line of (await readFile(path, "utf8")).split("\n")) {
          if (line === "") continue;
          try {
            records.push(JSON.parse(line) as QuoteRecord);
          } catch {
            // A line cut short by a crash mid-write: its quotation was never answered.
          }
        }
        try {
          await store.recordAll(records);
        } catch (error) {
          written = true;
          throw error;
        }
        await unlink(path);
        copied += records.length;
      }
      leftOver = false;
      return copied;
    },
    async close() {
      await appends.drain();
      await file?.handle.close();
      file = undefined;
    },
  };
}
