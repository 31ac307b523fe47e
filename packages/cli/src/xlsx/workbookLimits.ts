import { inflateRawSync } from "node:zlib";
import type { TableProblem } from "pmi-rating/tables";

/**
 * The bounds of a workbook `tables import` reads, checked before exceljs parses it (exceljs
 * holds the whole workbook in memory, about 2 kB a cell). The shipped tables export to 25 kB,
 * 93 kB unpacked, about 1,000 cells; a real tariff of every UK postcode district is tens of
 * thousands. Each bound is far above that and far below what would exhaust the heap.
 */
export interface WorkbookLimits {
  readonly fileBytes: number;
  readonly entries: number;
  readonly uncompressedBytes: number;
  readonly rowsPerSheet: number;
  readonly cells: number;
}

/** The default bounds (`WorkbookLimits`), each documented below and in docs/rate-change.md. */
export const WORKBOOK_LIMITS: WorkbookLimits = Object.freeze({
  /** The workbook file: 8 MB. */
  fileBytes: 8 * 1024 * 1024,
  /** Entries (files) in the workbook's zip: 1,000 (an export has 29). */
  entries: 1_000,
  /** All entries unpacked, declared and as actually inflated: 32 MB (an export is 0.1 MB). */
  uncompressedBytes: 32 * 1024 * 1024,
  /** Rows of one sheet: 50,000. */
  rowsPerSheet: 50_000,
  /** Cells of the whole workbook: 200,000 (exceljs reads them in about 2 s and 400 MB). */
  cells: 200_000,
});

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Why a workbook is refused before it is parsed, or undefined when it is within
 * `WORKBOOK_LIMITS`. Reads the zip's end-of-central-directory record and its central directory
 * (a few bytes per entry), refuses on the declared sizes, then inflates each entry with the
 * remaining budget as the most it may give (`maxOutputLength`), so a zip bomb that lies about
 * its sizes stops at the limit, not at the heap's end; the worksheets' rows and cells are
 * counted on the inflated XML. Only stored and deflated entries (all an .xlsx has); no ZIP64
 * (a workbook within the limits never needs it).
 *
 * @example
 * workbookLimitProblem(await readFile("bomb.xlsx"))?.message; // "The workbook unpacks to more than 32.0 MB, the limit …"
 */
export function workbookLimitProblem(bytes: Uint8Array, limits: WorkbookLimits = WORKBOOK_LIMITS): TableProblem | undefined {
  const message = workbookLimitMessage(bytes, limits);
  if (message === undefined) return undefined;
  return { file: "workbook", code: message.startsWith("The file is not") ? "CSV_SYNTAX" : "FILE_TOO_LARGE", message };
}

function workbookLimitMessage(bytes: Uint8Array, limits: WorkbookLimits): string | undefined {
  if (bytes.length > limits.fileBytes) return `The workbook is ${mb(bytes.length)}, over the limit of ${mb(limits.fileBytes)} for a tables workbook.`;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 65_535); offset -= 1) {
    if (view.getUint32(offset, true) === EOCD) {
      eocd = offset;
      break;
    }
  }
  const notAWorkbook = (why: string) => `The file is not an Excel workbook (.xlsx): ${why}.`;
  if (eocd < 0) return notAWorkbook("it has no zip directory");
  const entries = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return notAWorkbook("it is a ZIP64 archive, which no workbook within the limits needs");
  if (entries > limits.entries) return `The workbook has ${entries} files in its zip, over the limit of ${limits.entries}.`;
  const found: { name: string; method: number; compressed: number; size: number; local: number }[] = [];
  let declared = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL) return notAWorkbook("its zip directory is damaged");
    const nameLength = view.getUint16(offset + 28, true);
    const entry = {
      method: view.getUint16(offset + 10, true),
      compressed: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      local: view.getUint32(offset + 42, true),
      name: Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString("utf8"),
    };
    declared += entry.size;
    if (declared > limits.uncompressedBytes) return unpacksTo(`${entry.name} alone says ${mb(entry.size)}`, limits);
    found.push(entry);
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  let inflated = 0;
  let cells = 0;
  for (const entry of found) {
    if (entry.local + 30 > bytes.length || view.getUint32(entry.local, true) !== LOCAL) return notAWorkbook(`the zip entry ${entry.name} is damaged`);
    const start = entry.local + 30 + view.getUint16(entry.local + 26, true) + view.getUint16(entry.local + 28, true);
    const data = bytes.subarray(start, start + entry.compressed);
    if (data.length !== entry.compressed) return notAWorkbook(`the zip entry ${entry.name} is cut short`);
    const budget = limits.uncompressedBytes - inflated;
    let content: Uint8Array;
    if (entry.method === 0) content = data;
    else if (entry.method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return unpacksTo(`when inflated, at ${entry.name}`, limits);
        return notAWorkbook(`the zip entry ${entry.name} cannot be inflated`);
      }
    } else return notAWorkbook(`the zip entry ${entry.name} uses compression method ${entry.method}`);
    inflated += content.length;
    if (inflated > limits.uncompressedBytes) return unpacksTo(`when inflated, at ${entry.name}`, limits);
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name)) {
      const xml = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString("utf8");
      const rows = count(xml, ROW);
      if (rows > limits.rowsPerSheet) return `The worksheet ${entry.name} has ${rows} rows, over the limit of ${limits.rowsPerSheet} rows a sheet.`;
      cells += count(xml, CELL);
      if (cells > limits.cells) return `The workbook has more than ${limits.cells} cells (the limit), counted up to ${entry.name}.`;
    }
  }
  return undefined;
}

function unpacksTo(detail: string, limits: WorkbookLimits): string {
  return `The workbook unpacks to more than ${mb(limits.uncompressedBytes)}, the limit for a tables workbook (${detail}); check that it is the right file and not padded with empty rows.`;
}
