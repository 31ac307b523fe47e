import { describe, expect, it } from "vitest";
import * as api from "./index.js";
import { buildTestTables } from "./steps/testing/buildTestTables.js";

describe("the public API", () => {
  it("exports pricing, steps, model, validation and tables helpers", () => {
    for (const name of [
      "quote",
      "safeQuote",
      "QuoteError",
      "defaultSteps",
      // Every default step is also exported by its own name, so an insurer can rebuild the list.
      ...api.defaultSteps.map((step) => step.name),
      "instalmentsOf",
      "sumPolicyTotals",
      "validateQuoteRequest",
      "checkRequestAgainstTables",
      "QuoteRequestSchema",
      "QuoteResponseSchema",
      "ISSUE_CODES",
      "WARNING_CODES",
      "compileTables",
      "selectTablesVersion",
      "findIptRate",
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });

  it("does not export the engine's decimal constructor, only its type", () => {
    expect(api).not.toHaveProperty("Decimal");
  });

  it("prices through the package entry point", () => {
    const result = api.safeQuote({}, buildTestTables());
    expect(result.success).toBe(false);
  });
});
