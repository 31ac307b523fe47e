import { describe, expect, it } from "vitest";
import type { ParsedCsv } from "pmi-rating/tables";
import { diffCsvRows } from "./diffCsvRows.js";

const csv = (header: string[], ...rows: string[][]): ParsedCsv => ({
  header,
  rows: rows.map((cells, index) => ({ row: index + 2, values: Object.fromEntries(header.map((column, at) => [column, cells[at] ?? ""])) })),
});

describe("diffCsvRows", () => {
  const before = csv(
    ["payment_type", "payment_frequency", "factor", "description"],
    ["B", "1", "0.97", "annual"],
    ["B", "12", "1.00", "monthly"],
    ["C", "1", "0.98", "card"],
  );

  it("pairs rows by their key columns and reports each changed cell with its percent change", () => {
    const after = csv(
      ["payment_type", "payment_frequency", "factor", "description"],
      ["B", "1", "0.96", "annual"],
      ["B", "12", "1.00", "monthly DD"],
      ["C", "1", "0.98", "card"],
    );
    expect(diffCsvRows("payment.csv", ["payment_type", "payment_frequency"], before, after)).toEqual({
      file: "payment.csv",
      keyColumns: ["payment_type", "payment_frequency"],
      addedColumns: [],
      removedColumns: [],
      added: [],
      removed: [],
      changed: [
        { key: { payment_type: "B", payment_frequency: "1" }, row: 2, cells: [{ column: "factor", before: "0.97", after: "0.96", percentChange: "-1.03" }] },
        { key: { payment_type: "B", payment_frequency: "12" }, row: 3, cells: [{ column: "description", before: "monthly", after: "monthly DD" }] },
      ],
    });
  });

  it("reports added and removed rows (a reordered file is not a change) and added columns", () => {
    const after = csv(
      ["payment_type", "payment_frequency", "factor", "description", "note"],
      ["C", "1", "0.98", "card", ""],
      ["B", "1", "0.97", "annual", ""],
      ["B", "4", "0.99", "quarterly", ""],
    );
    const diff = diffCsvRows("payment.csv", ["payment_type", "payment_frequency"], before, after);
    expect(diff?.added).toEqual([
      {
        key: { payment_type: "B", payment_frequency: "4" },
        row: 4,
        values: { payment_type: "B", payment_frequency: "4", factor: "0.99", description: "quarterly", note: "" },
      },
    ]);
    expect(diff?.removed.map((entry) => entry.key)).toEqual([{ payment_type: "B", payment_frequency: "12" }]);
    expect(diff?.changed).toEqual([]);
    expect(diff?.addedColumns).toEqual(["note"]);
  });

  it("is undefined when nothing differs, and uses only the key columns a file has", () => {
    expect(diffCsvRows("payment.csv", ["payment_type", "payment_frequency"], before, before)).toBeUndefined();
    const rates = (a: string) => csv(["from_age", "to_age", "A"], ["0", "17", a]);
    expect(diffCsvRows("base-rates.csv", ["from_age", "to_age", "gender"], rates("323.00"), rates("342.38"))?.keyColumns).toEqual(["from_age", "to_age"]);
  });
});
