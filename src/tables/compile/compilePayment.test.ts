import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compilePayment } from "./compilePayment.js";

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compilePayment("v/payment.csv", csv(text), problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

describe("compilePayment", () => {
  it("keys the factors by type and frequency", () => {
    const { result } = compile("payment_type,payment_frequency,factor\nB,1,0.97\nB,12,1");
    expect([...(result?.factors.keys() ?? [])]).toEqual(["B:1", "B:12"]);
  });

  it("names an unknown type or frequency and a repeated pair", () => {
    expect(compile("payment_type,payment_frequency,factor\nD,1,1\nB,2,1\nB,1,1\nB,1,0.9").problems).toEqual([
      [2, "payment_type", "INVALID_VALUE"],
      [3, "payment_frequency", "INVALID_VALUE"],
      [5, "payment_type", "DUPLICATE_ENTRY"],
    ]);
  });
});
