import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { QuoteRequestSchema } from "./QuoteRequestSchema.js";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultTables } from "../plans/defaultTables.js";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

const examplesFolder = fileURLToPath(new URL("../../examples/", import.meta.url));
const requestFiles = readdirSync(`${examplesFolder}requests`).filter((name) => name.endsWith(".json"));

function readExample(name: string): unknown {
  return JSON.parse(readFileSync(`${examplesFolder}requests/${name}`, "utf8"));
}

describe("examples/requests", () => {
  it("holds the examples the README lists, and the README lists them all", () => {
    expect(requestFiles.length).toBeGreaterThanOrEqual(13);
    const readme = readFileSync(`${examplesFolder}README.md`, "utf8");
    for (const name of requestFiles) expect(readme).toContain(`requests/${name}`);
  });

  it.each(requestFiles)("%s is valid, without warnings", (name) => {
    expect(validateQuoteRequest(readExample(name), { registry: ["HrSolWeb", "GMS"] })).toMatchObject({ success: true, warnings: [] });
  });

  it.each(requestFiles)("%s matches the documented wire schema", (name) => {
    expect(QuoteRequestSchema.safeParse(readExample(name)).error).toBeUndefined();
  });

  // A renewal dearer than the same risk as new business is warned about by the shipped tables'
  // renewal_price_rule (warn): the example shows that warning, and only it.
  const expectedWarningCodes: Readonly<Record<string, readonly string[]>> = { "renewal-previous-premium.json": ["RENEWAL_ABOVE_NEW_BUSINESS_PRICE"] };

  it.each(requestFiles)("%s is priced with the default tables, with no warning but the one it shows", (name) => {
    const result = safeQuote(readExample(name), defaultTables);
    expect(result.success ? [] : result.issues).toEqual([]);
    if (result.success) expect(result.data.warnings.map((warning) => warning.code)).toEqual(expectedWarningCodes[name] ?? []);
  });
});
