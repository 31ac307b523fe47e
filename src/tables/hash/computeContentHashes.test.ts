import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseCsvText } from "../parse/parseCsvText.js";
import type { UnhashedParsedTables } from "../parsedTables.js";
import { computeContentHashes } from "./computeContentHashes.js";

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

function tables(ncdText: string, iptText = "effective_from,rate_percent\n2017-06-01,12\n"): UnhashedParsedTables {
  const parse = (text: string) => {
    const result = parseCsvText(text, "x.csv");
    if (!result.success) throw new Error("bad test CSV");
    return result.csv;
  };
  return {
    ipt: parse(iptText),
    versions: [{ directory: "2026.1", manifest: { version: "2026.1", product: "HrSol" }, files: { "ncd.csv": parse(ncdText) } }],
  };
}

describe("computeContentHashes", () => {
  const base = computeContentHashes(tables("ncd_level,factor\n11,0.70\n12,0.60\n"), sha256Hex);

  it("gives 64-hex sha-256 hashes, overall and per version", () => {
    expect(base.overall).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(base.byVersion)).toEqual(["2026.1"]);
    expect(base.byVersion["2026.1"]).not.toBe(base.overall);
  });

  it("keeps the hash when a CSV is only reformatted (quotes, CRLF, spaces, column order, blank lines)", () => {
    const reformatted = computeContentHashes(tables('\uFEFFfactor , ncd_level\r\n"0.70", 11\r\n\r\n0.60,"12"\r\n'), sha256Hex);
    expect(reformatted).toEqual(base);
  });

  it("changes the hash when a value changes, also for the IPT history in every version", () => {
    const changed = computeContentHashes(tables("ncd_level,factor\n11,0.70\n12,0.61\n"), sha256Hex);
    expect(changed.overall).not.toBe(base.overall);
    expect(changed.byVersion["2026.1"]).not.toBe(base.byVersion["2026.1"]);
    const newIpt = computeContentHashes(tables("ncd_level,factor\n11,0.70\n12,0.60\n", "effective_from,rate_percent\n2017-06-01,12.5\n"), sha256Hex);
    expect(newIpt.byVersion["2026.1"]).not.toBe(base.byVersion["2026.1"]);
  });

  it("treats 0.60 and 0.6 as different text: the hash is of what the actuary wrote", () => {
    expect(computeContentHashes(tables("ncd_level,factor\n11,0.70\n12,0.6\n"), sha256Hex).overall).not.toBe(base.overall);
  });

  it("leaves the sign-off keys out, so that approving keeps the hash, and keeps availableFrom in", () => {
    const withManifest = (manifest: Record<string, unknown>) => {
      const parsed = tables("ncd_level,factor\n11,0.70\n12,0.60\n");
      return computeContentHashes(
        { ...parsed, versions: parsed.versions.map((version) => ({ ...version, manifest: { ...(version.manifest as object), ...manifest } })) },
        sha256Hex,
      );
    };
    const approved = withManifest({ status: "approved", approvedBy: "A. Actuary", approvedAt: "2026-10-01", approvedHash: "0".repeat(64) });
    expect(approved).toEqual(base);
    expect(withManifest({ availableFrom: "2026-11-01" }).byVersion["2026.1"]).not.toBe(base.byVersion["2026.1"]);
  });
});
