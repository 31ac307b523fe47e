import { describe, expect, it } from "vitest";
import { formatTableProblem } from "./formatTableProblem.js";

describe("formatTableProblem", () => {
  it("names file:row, column and code", () => {
    expect(formatTableProblem({ file: "2026.1/ncd.csv", row: 4, column: "factor", code: "NOT_POSITIVE", message: "The factor -1 must be above 0." })).toBe(
      '2026.1/ncd.csv:4 column "factor" [NOT_POSITIVE] The factor -1 must be above 0.',
    );
  });

  it("leaves out what a problem does not have", () => {
    expect(formatTableProblem({ file: "2026.1/payment.csv", code: "MISSING_FILE", message: "The file is missing." })).toBe(
      "2026.1/payment.csv [MISSING_FILE] The file is missing.",
    );
  });
});
