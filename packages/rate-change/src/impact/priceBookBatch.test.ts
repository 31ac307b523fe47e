import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../book/generateBook.js";
import { defaultTables } from "pmi-rating/tables";
import { ImpactAccumulator } from "./ImpactAccumulator.js";
import { impactCsvRecord } from "./impactCsv.js";
import { pinTablesVersion } from "./pinTablesVersion.js";
import { priceBookBatch } from "./priceBookBatch.js";
import { pricePolicyLine } from "./pricePolicyLine.js";

const from = pinTablesVersion(defaultTables, "2026.1")!;
const to = pinTablesVersion(defaultTables, "2027.1")!;
const texts = [...generateBookRequests(12, 7)].map((request) => JSON.stringify(request));
// A real book's oddities: a blank line, a line that is not JSON, a Windows line break.
const lines = [...texts.slice(0, 5), "", "{not json", ...texts.slice(5)];
const book = `${lines.slice(0, 3).join("\n")}\r\n${lines.slice(3).join("\n")}\n`;

describe("priceBookBatch", () => {
  it("prices the batch's lines with their book line numbers and summarises them as adding each would", () => {
    const firstLine = 41;
    const batch = priceBookBatch(new Uint8Array(Buffer.from(book)), firstLine, { from, to }, { basis: "gross", largest: 3, failureSamples: 5, csvRecords: true });

    const accumulator = new ImpactAccumulator({ basis: "gross", largest: 3 });
    const records = lines.flatMap((text, index) => {
      if (text.trim() === "") return [];
      const pricing = pricePolicyLine(text, firstLine + index, from, to);
      return [impactCsvRecord(pricing, accumulator.add(pricing))];
    });
    const batched = new ImpactAccumulator({ basis: "gross", largest: 3 });
    batched.addBatch(batch);

    expect(batch).toMatchObject({ lines: lines.length, policies: lines.length - 1, failed: 1 });
    expect(batch.failureSamples[0]).toMatchObject({ line: firstLine + 6, policyId: `line ${firstLine + 6}` });
    expect(JSON.stringify(batch.csvRecords)).toBe(JSON.stringify(records));
    const { histogram: _a, ...general } = accumulator.summary();
    const { histogram: _b, ...merged } = batched.summary();
    expect(JSON.stringify({ ...merged, from: [...merged.fromVersions], to: [...merged.toVersions] })).toBe(
      JSON.stringify({ ...general, from: [...general.fromVersions], to: [...general.toVersions] }),
    );
  });
});
