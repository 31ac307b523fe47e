import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as api from "./index.js";
import { buildTestTables } from "../packages/test-support/src/rating/buildTestTables.js";

/** The package's entry points (package.json "exports"), by subpath. */
const ENTRIES: Readonly<Record<string, string>> = {
  "pmi-rating": "index.ts",
  "pmi-rating/tables": "tables.ts",
  "pmi-rating/http": "http/index.ts",
  "pmi-rating/node": "node.ts",
  "pmi-rating/toolkit": "toolkit.ts",
};

/** Every name (value or type) each entry exports, as the compiler sees it. */
function exportedNames(): Record<string, string[]> {
  const files = Object.fromEntries(Object.entries(ENTRIES).map(([entry, file]) => [entry, fileURLToPath(new URL(file, import.meta.url))]));
  const program = ts.createProgram(Object.values(files), {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(files).map(([entry, file]) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      return [entry, checker.getExportsOfModule(symbol).map((exported) => exported.name)];
    }),
  );
}

describe("the public API", () => {
  it("exports what an integrator uses: pricing, the steps, the schemas and the validator, the tables' compile and select, the look-ups", () => {
    for (const name of [
      "quote",
      "safeQuote",
      "QuoteError",
      "defaultSteps",
      // Every default step is also exported by its own name, so an insurer can rebuild the list.
      ...api.defaultSteps.map((step) => step.name),
      "validateQuoteRequest",
      "QuoteRequestSchema",
      "QuoteResponseSchema",
      "ISSUE_CODES",
      "WARNING_CODES",
      "REQUEST_LIMITS",
      "compileTables",
      "selectTablesVersion",
      "expectedNcdLevel",
      "safeExpectedNcdLevel",
      "eligibleIncentives",
      "safeEligibleIncentives",
      "LookupError",
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });

  it("exports nothing internal (about 45 values: the pricing functions, the steps and their registry, schemas and vocabularies), and none of the names removed in the major release", () => {
    expect(Object.keys(api).length).toBeLessThanOrEqual(48);
    for (const name of [
      "ageOnDate",
      "isCalendarDate",
      "normalizePostcode",
      "toJsonPointer",
      "checkRequestAgainstTables",
      "expectedNcdLevels",
      "incentiveEligibility",
      "instalmentsOf",
      "sumPolicyTotals",
      "findIptRate",
      "findPostcodeBand",
      "roundDecimal",
      "roundToPennies",
      "CNC_FACTOR_DECIMAL_PLACES",
      "MemberSchema",
    ]) {
      expect(api, name).not.toHaveProperty(name);
    }
  });

  it("exports each name from one entry point only", () => {
    const names = exportedNames();
    const entriesOf = new Map<string, string[]>();
    for (const [entry, exported] of Object.entries(names)) for (const name of exported) entriesOf.set(name, [...(entriesOf.get(name) ?? []), entry]);
    expect([...entriesOf].filter(([, entries]) => entries.length > 1)).toEqual([]);
    expect(names["pmi-rating"]).toContain("NormalizedQuoteRequest");
  }, 60_000);

  it("does not export the engine's decimal constructor, only its type", () => {
    expect(api).not.toHaveProperty("Decimal");
  });

  it("prices through the package entry point", () => {
    const result = api.safeQuote({}, buildTestTables());
    expect(result.success).toBe(false);
  });
});
