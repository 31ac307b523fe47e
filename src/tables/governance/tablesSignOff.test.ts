import { describe, expect, it } from "vitest";
import { defaultTables } from "../../plans/defaultTables.js";
import type { TablesManifest, TablesVersion } from "../types.js";
import { tablesSignOff } from "./tablesSignOff.js";

const HASH = "a".repeat(64);
const OTHER = "b".repeat(64);
const approval = { status: "approved", approvedBy: "A. Actuary", approvedAt: "2026-10-01", approvedHash: HASH } as const;

function versionWith(manifest: Partial<TablesManifest>, hash = HASH): Pick<TablesVersion, "manifest" | "hash"> {
  const base: TablesManifest = { product: "HrSol", version: "2026.1", effectiveFrom: "2026-01-01", currency: "GBP", roundingMode: "half-up", illustrative: true };
  return { manifest: { ...base, ...manifest }, hash };
}

describe("tablesSignOff", () => {
  it("finds the shipped tables approved as they are, so they price live quotes", () => {
    const signOff = tablesSignOff(defaultTables);
    expect(signOff.versions.map((version) => [version.version, version.state])).toEqual([
      ["2025.1", "approved"],
      ["2026.1", "approved"],
      ["2027.1", "approved"],
    ]);
    expect(signOff.livePricingProblems).toEqual([]);
    expect(signOff.checkProblems).toEqual([]);
  });

  it("accepts an approval of the content as it is", () => {
    const signOff = tablesSignOff({ versions: [versionWith(approval)] });
    expect(signOff.versions[0]).toEqual({
      version: "2026.1",
      state: "approved",
      hash: HASH,
      approvedHash: HASH,
      approvedBy: "A. Actuary",
      approvedAt: "2026-10-01",
      description: "approved by A. Actuary on 2026-10-01; approved hash matches",
    });
    expect(signOff.livePricingProblems).toEqual([]);
  });

  it("names a version changed after approval, with both hashes, for the check and for live pricing", () => {
    const signOff = tablesSignOff({ versions: [versionWith(approval, OTHER)] });
    const problem = {
      file: "2026.1/manifest.json",
      column: "approvedHash",
      code: "APPROVAL_OUTDATED",
      message: `Version 2026.1 was approved with content hash ${HASH} but its content hash is now ${OTHER}: a file changed after approval; undo the change, or approve it again (pmi-rating tables approve).`,
    };
    expect(signOff.versions[0]?.state).toBe("changed-since-approval");
    expect(signOff.checkProblems).toEqual([problem]);
    expect(signOff.livePricingProblems).toEqual([problem]);
  });

  it("lets a draft or a version outside sign-off pass the check, but not price live quotes", () => {
    const signOff = tablesSignOff({ versions: [versionWith({ status: "draft" }), versionWith({ version: "2027.1" }, OTHER)] });
    expect(signOff.versions.map((version) => version.state)).toEqual(["draft", "not-signed-off"]);
    expect(signOff.checkProblems).toEqual([]);
    expect(signOff.livePricingProblems).toEqual([
      {
        file: "2026.1/manifest.json",
        column: "status",
        code: "VERSION_NOT_APPROVED",
        message: `Version 2026.1 (content hash ${HASH}) is a draft: live quotes are priced only with approved versions; approve it with pmi-rating tables approve.`,
      },
      expect.objectContaining({ file: "2027.1/manifest.json", code: "VERSION_NOT_APPROVED", message: expect.stringContaining("has no sign-off") }),
    ]);
  });
});
