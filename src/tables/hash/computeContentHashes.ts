import type { ContentHashes, ParsedCsv, ParsedVersion, UnhashedParsedTables } from "../parsedTables.js";
import { canonicalJson } from "./canonicalJson.js";
import { manifestWithoutSignOff } from "./manifestWithoutSignOff.js";

/** A sha-256 of a UTF-8 text, as lower-case hex (node:crypto in Node; precomputed for the shipped tables). */
export type Sha256Hex = (text: string) => string;

/**
 * Works out the content hashes of parsed tables: per version (its manifest and CSV values plus
 * the IPT history and tax territories, since both price a quote) and overall (every version plus
 * the IPT history and tax territories).
 *
 * Only values count: the hash is of a canonical JSON (keys sorted) of each file's rows as
 * name → value records, so re-saving a CSV with other quoting, line ends, spacing, column order
 * or blank lines keeps the hash, and changing any value changes it.
 *
 * @example
 * computeContentHashes(parsed, (text) => createHash("sha256").update(text).digest("hex"));
 * // { overall: "9f2c…", byVersion: { "2026.1": "41d0…", "2027.1": "7be3…" } }
 */
export function computeContentHashes(parsed: UnhashedParsedTables, sha256Hex: Sha256Hex): ContentHashes {
  // The tax territories price a quote like the IPT history; tables without them hash as before.
  const ipt =
    parsed.taxTerritories === undefined && parsed.premiumTax === undefined
      ? csvContent(parsed.ipt)
      : { ipt: csvContent(parsed.ipt), taxTerritories: csvContent(parsed.taxTerritories), premiumTax: csvContent(parsed.premiumTax) };
  const versions: Record<string, unknown> = {};
  const byVersion: Record<string, string> = {};
  for (const version of parsed.versions) {
    const content = versionContent(version);
    versions[version.directory] = content;
    byVersion[version.directory] = sha256Hex(canonicalJson({ version: content, ipt }));
  }
  return { overall: sha256Hex(canonicalJson({ versions, ipt })), byVersion };
}

function versionContent(version: ParsedVersion): unknown {
  const files: Record<string, unknown> = {};
  for (const [name, csv] of Object.entries(version.files)) files[name] = csvContent(csv);
  // A rating factor's own table is content like any other; a version without one hashes as before.
  for (const [name, csv] of Object.entries(version.factorFiles ?? {})) files[name] = csvContent(csv);
  return { manifest: manifestWithoutSignOff(version.manifest ?? null), files };
}

function csvContent(csv: ParsedCsv | undefined): unknown {
  return csv === undefined ? null : csv.rows.map((row) => row.values);
}
