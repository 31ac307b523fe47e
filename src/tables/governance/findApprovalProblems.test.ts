import { describe, expect, it } from "vitest";
import { computeContentHashes } from "../hash/computeContentHashes.js";
import { sha256Hex } from "../hash/sha256Hex.js";
import type { UnhashedParsedTables } from "../parsedTables.js";
import { findApprovalProblems } from "./findApprovalProblems.js";

const ncd = (factor: string) => ({ header: ["ncd_level", "factor"], rows: [{ row: 2, values: { ncd_level: "0", factor } }] });

function tablesWith(manifest: Record<string, unknown>, factor = "1.60"): UnhashedParsedTables {
  return { versions: [{ directory: "2026.1", manifest: { version: "2026.1", ...manifest }, files: { "ncd.csv": ncd(factor) } }] };
}

describe("findApprovalProblems", () => {
  const hashNow = computeContentHashes(tablesWith({}), sha256Hex).byVersion["2026.1"] ?? "";
  const approval = { status: "approved", approvedBy: "A. Actuary", approvedAt: "2026-10-01", approvedHash: hashNow };

  it("accepts an approval of the content as it is", () => {
    const parsed = tablesWith(approval);
    expect(findApprovalProblems(parsed, computeContentHashes(parsed, sha256Hex))).toEqual([]);
  });

  it("names the manifest of a version changed after approval", () => {
    const parsed = tablesWith(approval, "1.61");
    expect(findApprovalProblems(parsed, computeContentHashes(parsed, sha256Hex))).toEqual([
      { file: "2026.1/manifest.json", column: "approvedHash", code: "APPROVAL_OUTDATED", message: expect.stringContaining("a file changed after approval") },
    ]);
  });

  it("ignores drafts and versions outside sign-off", () => {
    for (const manifest of [{ status: "draft" }, {}]) {
      const parsed = tablesWith(manifest, "1.61");
      expect(findApprovalProblems(parsed, computeContentHashes(parsed, sha256Hex))).toEqual([]);
    }
  });
});
