import { createDeflateRaw, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import { exportVersionWorkbook } from "./exportVersionWorkbook.js";
import { importVersionWorkbook } from "./importVersionWorkbook.js";
import { MAX_CELL_DECIMALS, textOfSpreadsheetCell } from "./textOfSpreadsheetCell.js";
import { WORKBOOK_LIMITS, workbookLimitProblem } from "./workbookLimits.js";

interface ZipEntry {
  readonly name: string;
  /** Deflated bytes. */
  readonly data: Uint8Array;
  /** The uncompressed size the zip declares (true or not). */
  readonly declared: number;
}

/** A zip of deflated entries, written byte by byte (CRCs left 0: nothing here checks them before the limits). */
function zipOf(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** `megabytes` MB of zeros deflated, 1 MB at a time (never held whole): a few tens of kB. */
async function deflatedZeros(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) deflate.write(zeros);
  deflate.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

async function exported(edit: (workbook: ExcelJS.Workbook) => void = () => undefined): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportVersionWorkbook(defaultTablesData.versions[1]!, defaultTablesData)) as unknown as ExcelJS.Buffer);
  edit(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("importVersionWorkbook: bounded work on hostile workbooks", () => {
  it("refuses a zip bomb by its declared size (200 MB in a few kB), before exceljs reads it", async () => {
    const bomb = zipOf([{ name: "xl/worksheets/sheet1.xml", data: deflateRawSync(Buffer.alloc(64 * 1024)), declared: 200 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(5_000);
    const imported = await importVersionWorkbook(bomb);
    expect(imported.version).toBeUndefined();
    expect(imported.problems).toEqual([{ file: "workbook", code: "FILE_TOO_LARGE", message: expect.stringMatching(/^The workbook unpacks to more than 32\.0 MB/) }]);
  });

  it("refuses a zip bomb that lies about its size when inflating passes the limit, not after", async () => {
    const bomb = zipOf([{ name: "xl/worksheets/sheet1.xml", data: await deflatedZeros(40), declared: 1_000 }]);
    expect(bomb.length).toBeLessThan(100_000);
    const imported = await importVersionWorkbook(bomb);
    expect(imported.problems).toEqual([{ file: "workbook", code: "FILE_TOO_LARGE", message: expect.stringContaining("when inflated, at xl/worksheets/sheet1.xml") }]);
  });

  it("refuses a workbook over the file size, the rows of a sheet or the cells", async () => {
    const bytes = await exported();
    expect(workbookLimitProblem(bytes)).toBeUndefined();
    expect(workbookLimitProblem(bytes, { ...WORKBOOK_LIMITS, fileBytes: 1_000 })?.message).toMatch(/^The workbook is 0\.0 MB, over the limit/);
    expect(workbookLimitProblem(bytes, { ...WORKBOOK_LIMITS, rowsPerSheet: 100 })?.message).toMatch(
      /^The worksheet xl\/worksheets\/sheet\d+\.xml has 1\d\d rows, over the limit of 100/,
    );
    expect(workbookLimitProblem(bytes, { ...WORKBOOK_LIMITS, cells: 500 })?.message).toMatch(/^The workbook has more than 500 cells/);
  });

  it(`refuses a sheet of ${WORKBOOK_LIMITS.rowsPerSheet + 1} rows (a few kB zipped) as one problem, with no version`, async () => {
    const xml = `<worksheet><sheetData>${'<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(WORKBOOK_LIMITS.rowsPerSheet + 1)}</sheetData></worksheet>`;
    const bytes = zipOf([{ name: "xl/worksheets/sheet1.xml", data: deflateRawSync(xml), declared: xml.length }]);
    const imported = await importVersionWorkbook(bytes);
    expect(imported.version).toBeUndefined();
    expect(imported.problems).toEqual([
      { file: "workbook", code: "FILE_TOO_LARGE", message: "The worksheet xl/worksheets/sheet1.xml has 50001 rows, over the limit of 50000 rows a sheet." },
    ]);
  });

  it("lists at most 100 problems of a sheet, the rest counted", async () => {
    const bytes = await exported((workbook) => {
      const sheet = workbook.getWorksheet("ncd")!;
      for (let row = 2; row <= 301; row += 1) sheet.getCell(row, 2).value = true;
    });
    const ofNcd = (await importVersionWorkbook(bytes)).problems.filter((problem) => problem.file === "sheet ncd");
    expect(ofNcd).toHaveLength(101);
    expect(ofNcd[100]).toMatchObject({ code: "TOO_MANY_PROBLEMS", message: expect.stringMatching(/^And 200 more problems/) });
  });

  it(`reads a cell formatted with any number of decimals: more than ${MAX_CELL_DECIMALS} is a problem, not a RangeError`, () => {
    expect(textOfSpreadsheetCell(1.6, `0.${"0".repeat(MAX_CELL_DECIMALS)}`)).toEqual({ text: (1.6).toFixed(MAX_CELL_DECIMALS) });
    expect(textOfSpreadsheetCell(1.6, `0.${"0".repeat(101)}`)).toEqual({ problem: expect.stringContaining("101 decimal places") });
    expect(textOfSpreadsheetCell(1.6, `0.${"0".repeat(100_000)}`)).toEqual({ problem: expect.stringContaining("100000 decimal places") });
  });
});
