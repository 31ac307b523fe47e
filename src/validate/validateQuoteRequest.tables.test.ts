import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RatingTables } from "../engine/types.js";
import { buildRequest, POINTERS } from "@pmi-rating/test-support";
import { checkRequestAgainstTables } from "./tables/checkRequestAgainstTables.js";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

vi.mock("./tables/checkRequestAgainstTables.js", () => ({ checkRequestAgainstTables: vi.fn() }));

const tables = { versions: [] } as unknown as RatingTables;
const check = vi.mocked(checkRequestAgainstTables);

describe("validateQuoteRequest with rating tables", () => {
  beforeEach(() => {
    check.mockReset();
  });

  it("runs the table checks on the normalised request and merges their warnings", () => {
    check.mockReturnValue({ issues: [], warnings: [{ path: "/x", code: "INCENTIVE_NOT_APPLIED", message: "m" }] });
    const result = validateQuoteRequest(buildRequest({ grossPrice: 1 }), { tables });
    expect(check).toHaveBeenCalledOnce();
    expect(check.mock.calls[0]?.[0]).toMatchObject({ productName: "HrSol", priceRequiredDate: "2026-03-01" });
    expect(check.mock.calls[0]?.[1]).toBe(tables);
    expect(result).toMatchObject({ success: true });
    if (result.success) expect(result.warnings.map((warning) => warning.code)).toEqual(["OUTPUT_FIELD_IGNORED", "INCENTIVE_NOT_APPLIED"]);
  });

  it("reports the table checks' issues", () => {
    const issue = { path: `${POINTERS.option(0)}/optionTypeName`, code: "UNKNOWN_OPTION_LEVEL", message: "m" } as const;
    check.mockReturnValue({ issues: [issue], warnings: [] });
    expect(validateQuoteRequest(buildRequest(), { tables })).toEqual({ success: false, issues: [issue] });
  });

  it("does not run the table checks when the structure is broken", () => {
    const result = validateQuoteRequest(buildRequest({ priceRequiredDate: "2026-02-30" }), { tables });
    expect(result.success).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });

  it("does not run them without tables", () => {
    expect(validateQuoteRequest(buildRequest()).success).toBe(true);
    expect(check).not.toHaveBeenCalled();
  });
});
