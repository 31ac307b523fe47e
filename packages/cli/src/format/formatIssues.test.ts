import { describe, expect, it } from "vitest";
import { plainColors } from "./colors.js";
import { formatIssues, formatWarnings } from "./formatIssues.js";

describe("formatIssues", () => {
  it("prints every issue with its path, code and message", () => {
    const text = formatIssues(
      [
        { path: "/individualHealthCarePolicy/quote/productName", code: "UNSUPPORTED_PRODUCT", message: "Only HrSol is priced." },
        { path: "", code: "INVALID_REQUEST", message: "Not an object." },
      ],
      plainColors,
    );
    expect(text).toBe(
      "  ✖ /individualHealthCarePolicy/quote/productName  UNSUPPORTED_PRODUCT  Only HrSol is priced.\n" + "  ✖ (request)  INVALID_REQUEST  Not an object.\n",
    );
  });

  it("prints warnings with a different mark", () => {
    expect(formatWarnings([{ path: "/x", code: "OUTPUT_FIELD_IGNORED", message: "Ignored." }], plainColors)).toBe("  ! /x  OUTPUT_FIELD_IGNORED  Ignored.\n");
  });
});
