import { open, readdir, readFile, unlink, type FileHandle } from "node:fs/promises";
import { join } from "node:path";
import { v7 as uuidv7 } from "uuid";
import { createGroupCommit } from "./createGroupCommit.js";
import type { QuoteRecord } from "./quoteRecord.js";
import type { SetAsideRecord } from "./unwritableRecords.js";
import { ensureWritableFolder } from "./ensureWritableFolder.js";
import { appendSetAside, selectSetAsideRecords } from "./setAsideRecords.js";

/** A local, durable file of records waiting for the database. */
export interface QuoteJournal {
  /**
   * Appends a record; resolves once it is written (and flushed to disk, unless the journal was
   * made without; records of one moment are written together). It resolves to a function to call
   * once the record is also in the database: a file is deleted once it is full and every record
   * of it is.
   */
  append(record: QuoteRecord): Promise<() => void>;
  /** Whether any record may be waiting (this process wrote one, or an earlier run left a file). */
  readonly hasWaiting: boolean;
  /**
   * Copies every waiting record to the store (each id stored once), then deletes the journal
   * files copied; resolves to how many. A record the store refuses for its content is set aside
   * (`setAside`) rather than failing the drain: the journal always drains.
   */
  drainTo(store: { recordAll(records: readonly QuoteRecord[]): Promise<readonly SetAsideRecord[] | void> }): Promise<number>;
  /**
   * Moves a record that can never be written to the database out of the way: appended, with its
   * reason, to `set-aside/records.ndjson` in the journal's folder (never copied again), and told
   * to `onSetAside`.
   */
  setAside(record: QuoteRecord, reason: string): Promise<void>;
  /** The quote ids of the records set aside that `selects` picks; with `erase`, removed from the file (`selectSetAsideRecords`). */
  selectSetAside(selects: (record: { readonly quoteId: string; readonly request: string }) => boolean, options: { readonly erase: boolean }): Promise<string[]>;
  /** Ends the file being written (deleted if every record of it is in the database) and closes it. */
  close(): Promise<void>;
}

const SUFFIX = ".ndjson";

/** A file ends once it holds this many characters (about 1,000 records of 4 to 8 kB): the next append starts another, so that one full of stored records can go. */
const MOST_CHARACTERS_PER_FILE = 8 * 1024 * 1024;

interface JournalFile {
  readonly path: string;
  readonly handle: FileHandle;
  characters: number;
  /** Records flushed to it and not yet said to be in the database. */
  unstored: number;
  /** Set once no more is written to it: its handle closing. */
  ending?: Promise<void>;
  removing?: Promise<void>;
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown }).code === "ENOENT";
}

/**
 * A journal of quote records in `directory`: each record is one JSON line, written to the file
 * before `append` resolves, so that a quotation answered is on record even if the process is
 * then killed, and flushed to disk too (fdatasync) unless `flushToDisk` is false, so that it
 * survives the machine losing power. The embedded store, whose database does not flush its own
 * commits either, asks for no flush: the answer then waits for a write to the operating
 * system, not for the disk (docs/records.md). The embedded store writes every record here
 * first and copies it to its database from memory (`append`'s function says when it is
 * there); a service on PostgreSQL writes here while its database is down. Files left by an earlier run are copied by the first
 * `drainTo`. A line cut short by a crash mid-write was never acknowledged, so it is skipped.
 * One process per directory.
 *
 * @example
 * const journal = await createQuoteJournal("data/journal");
 * const stored = await journal.append(record); // on disk
 * await store.recordAll([record]);
 * stored(); // its file may go once full
 */
export async function createQuoteJournal(
  directory: string,
  options: {
    readonly flushToDisk?: boolean;
    /** Told of every record set aside: its quote id, the database's reason and the file that keeps it. */
    readonly onSetAside?: (quoteId: string, reason: string, path: string) => void;
  } = {},
): Promise<QuoteJournal> {
  const flushToDisk = options.flushToDisk ?? true;
  // The set-aside file is appended to and rewritten (an erasure) one at a time.
  let setAsideTurn: Promise<unknown> = Promise.resolve();
  function inSetAsideTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = setAsideTurn.then(work, work);
    setAsideTurn = next.catch(() => {});
    return next;
  }

  async function setAside(record: QuoteRecord, reason: string): Promise<void> {
    const path = await inSetAsideTurn(() => appendSetAside(directory, record, reason));
    options.onSetAside?.(record.quoteId, reason, path);
  }
  await ensureWritableFolder(directory, "PMI_QUOTE_JOURNAL_DIR (default PMI_DATA_DIR/journal)");
  let leftOver = (await readdir(directory)).some((name) => name.endsWith(SUFFIX));
  let file: JournalFile | undefined;
  let written = false;

  function openPath(): string | undefined {
    return file?.path;
  }

  function removeIfStored(target: JournalFile): Promise<void> {
    if (target.ending === undefined || target.unstored > 0) return Promise.resolve();
    target.removing ??= target.ending
      .then(() => unlink(target.path))
      .catch((error: unknown) => {
        // Copied and deleted by a drain already.
        if (!isMissing(error)) throw error;
      });
    return target.removing;
  }

  function end(target: JournalFile): Promise<void> {
    if (file === target) file = undefined;
    target.ending ??= target.handle.close();
    return target.ending.then(() => removeIfStored(target));
  }

  // Lines appended together are written and flushed together: one write and one fdatasync for all of them.
  const appends = createGroupCommit(async (lines: string[]): Promise<JournalFile> => {
    if (file === undefined) {
      const path = join(directory, `${uuidv7()}${SUFFIX}`);
      file = { path, handle: await open(path, "a"), characters: 0, unstored: 0 };
    }
    // The file of this batch, held: a drain starting meanwhile moves later appends to a new file.
    const target = file;
    const text = lines.join("");
    await target.handle.write(text);
    if (flushToDisk) await target.handle.datasync();
    written = true;
    target.unstored += lines.length;
    target.characters += text.length;
    if (target.characters >= MOST_CHARACTERS_PER_FILE) void end(target).catch(() => {});
    return target;
  });

  return {
    async append(record) {
      const target = await appends.add(JSON.stringify(record) + "\n");
      return () => {
        target.unstored -= 1;
        // A file that cannot be deleted is copied again at the next start, each record once.
        void removeIfStored(target).catch(() => {});
      };
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
      if (current !== undefined) await end(current);
      let copied = 0;
      for (const name of (await readdir(directory)).filter((entry) => entry.endsWith(SUFFIX)).sort()) {
        const path = join(directory, name);
        // The file appends opened while this drain ran is the next drain's.
        if (path === openPath()) continue;
        let text: string;
        try {
          text = await readFile(path, "utf8");
        } catch (error) {
          // Every record of it in the database, and deleted meanwhile.
          if (isMissing(error)) continue;
          throw error;
        }
        const records: QuoteRecord[] = [];
        for (const line of text.split("\n")) {
          if (line === "") continue;
          try {
            records.push(JSON.parse(line) as QuoteRecord);
          } catch {
            // A line cut short by a crash mid-write: its quotation was never answered.
          }
        }
        try {
          for (const { record, reason } of (await store.recordAll(records)) ?? []) await setAside(record, reason);
        } catch (error) {
          written = true;
          throw error;
        }
        await unlink(path).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
        copied += records.length;
      }
      leftOver = false;
      return copied;
    },
    setAside,
    selectSetAside: (selects, selectOptions) => inSetAsideTurn(() => selectSetAsideRecords(directory, selects, selectOptions)),
    async close() {
      await appends.drain();
      if (file !== undefined) await end(file);
    },
  };
}
