import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { v7 as uuidv7 } from "uuid";
import type { QuoteRecord } from "./quoteRecord.js";

/** The file, in a journal's folder, of records the database can never take: one JSON line each, `{ setAsideAt, reason, record }`. */
export function setAsidePathOf(journalDir: string): string {
  return join(journalDir, "set-aside", "records.ndjson");
}

/** Appends a record set aside, with the database's reason; resolves to the file's path. */
export async function appendSetAside(journalDir: string, record: QuoteRecord, reason: string): Promise<string> {
  const path = setAsidePathOf(journalDir);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify({ setAsideAt: new Date().toISOString(), reason, record }) + "\n", { flag: "a" });
  return path;
}

type Selects = (record: { readonly quoteId: string; readonly request: string }) => boolean;

/** The record of one line of the set-aside file, or undefined for a line that holds none. */
function recordOfLine(line: string): { readonly quoteId: string; readonly request: string } | undefined {
  try {
    const { record } = JSON.parse(line) as { record?: { quoteId?: unknown; request?: unknown } };
    return typeof record?.quoteId === "string" && typeof record.request === "string" ? { quoteId: record.quoteId, request: record.request } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The quote ids of the set-aside records in `journalDir` that `selects` picks; with `erase`,
 * the file is rewritten without them (a new file renamed over it, so that a crash leaves the
 * old file or the new, never half of one). A line appended meanwhile by another process (a
 * service on PostgreSQL in `journal` mode) is not lost: the file's size is checked again before
 * the rename, and the rewrite starts over if it grew.
 *
 * @example
 * await selectSetAsideRecords("data/journal", (record) => record.quoteId === id, { erase: true }); // [id]
 */
export async function selectSetAsideRecords(journalDir: string, selects: Selects, options: { readonly erase: boolean }): Promise<string[]> {
  const path = setAsidePathOf(journalDir);
  for (let round = 0; round < 5; round++) {
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as { code?: unknown }).code === "ENOENT") return [];
      throw error;
    }
    const kept: string[] = [];
    const selected: string[] = [];
    for (const line of text.split("\n")) {
      if (line === "") continue;
      const record = recordOfLine(line);
      if (record !== undefined && selects(record)) selected.push(record.quoteId);
      else kept.push(`${line}\n`);
    }
    if (!options.erase || selected.length === 0) return selected;
    const draft = `${path}.${uuidv7()}.erasing`;
    await writeFile(draft, kept.join(""));
    if ((await stat(path)).size !== Buffer.byteLength(text)) {
      await unlink(draft);
      continue;
    }
    await rename(draft, path);
    return selected;
  }
  throw new Error(`The set-aside file ${path} kept growing while records were erased from it; run the erasure again.`);
}
