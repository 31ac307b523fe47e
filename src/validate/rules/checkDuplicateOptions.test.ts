import { describe, expect, it } from "vitest";
import { buildQuote, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";

function requestWithOptions(option: unknown[]) {
  const quote = buildQuote();
  const [category] = quote["memberCategory"] as Record<string, unknown>[];
  return { individualHealthCarePolicy: { quote: { ...quote, memberCategory: [{ ...category, option }] } } };
}

describe("checkDuplicateOptions", () => {
  it("reports the same option id twice in a category", () => {
    const options = [
      { id: 352, name: "Excess", value: "Yes", optionTypeName: "250" },
      { id: 352, value: "No" },
    ];
    expect(issuesOf(requestWithOptions(options))).toEqual([{ code: "DUPLICATE_OPTION", path: POINTERS.option(1) }]);
  });

  it("reports the same option name twice, whatever its case", () => {
    const options = [
      { name: "Psychiatric", value: "Yes" },
      { name: "PSYCHIATRIC", value: "Yes" },
    ];
    expect(issuesOf(requestWithOptions(options))).toEqual([{ code: "DUPLICATE_OPTION", path: POINTERS.option(1) }]);
  });

  it("accepts different options", () => {
    expect(
      issuesOf(
        requestWithOptions([
          { id: 369, value: "yes" },
          { id: 349, value: "NO" },
        ]),
      ),
    ).toEqual([]);
  });

  it("requires an id or a name on each option", () => {
    expect(issuesOf(requestWithOptions([{ value: "Yes" }]))).toEqual([{ code: "REQUIRED", path: POINTERS.option(0) }]);
  });
});
