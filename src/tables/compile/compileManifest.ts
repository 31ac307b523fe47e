import type { TableProblem } from "../tableProblem.js";
import type { RoundingMode, TablesManifest } from "../types.js";
import { isCalendarDate } from "./fields.js";

const ROUNDING_MODES: readonly RoundingMode[] = ["half-up", "half-even", "half-down", "down", "up"];

// One check per key, in the order of the documented manifest. Hand-written rather than a zod
// schema so that compiling tables (done at import of `pmi-rating/tables`) does not pull zod into
// a browser bundle.
type KeyCheck = (value: unknown) => string | undefined;
const KEY_CHECKS: Readonly<Record<keyof TablesManifest, KeyCheck>> = {
  product: (value) => (value === "HrSol" ? undefined : 'product must be "HrSol", the only product this library prices.'),
  version: (value) =>
    typeof value !== "string" ? 'version must be a text, e.g. "2026.1".' : value.trim() === "" ? "version must not be blank." : undefined,
  effectiveFrom: (value) =>
    typeof value !== "string"
      ? "effectiveFrom must be a date written YYYY-MM-DD."
      : isCalendarDate(value)
        ? undefined
        : "effectiveFrom must be a real calendar date written YYYY-MM-DD, e.g. 2026-01-01.",
  currency: (value) => (value === "GBP" ? undefined : 'currency must be "GBP".'),
  roundingMode: (value) =>
    ROUNDING_MODES.some((mode) => mode === value) ? undefined : `roundingMode must be one of: ${ROUNDING_MODES.join(", ")}.`,
  illustrative: (value) => (typeof value === "boolean" ? undefined : "illustrative must be true or false (without quotes)."),
  description: (value) => (value === undefined || typeof value === "string" ? undefined : "description must be a text."),
};
const KEYS = Object.keys(KEY_CHECKS);

/**
 * Checks a version's manifest.json: product HrSol, a version label equal to the folder name,
 * a real `effectiveFrom` date, currency GBP, a rounding mode, the illustrative flag and an
 * optional description. Unknown keys are problems too, so that a misspelt key
 * (`effectivefrom`) is not silently ignored.
 *
 * @example
 * compileManifest("2026.1/manifest.json", { product: "HrSol", version: "2026.1", … }, "2026.1", problems)?.effectiveFrom;
 */
export function compileManifest(
  file: string,
  manifest: unknown,
  directory: string,
  problems: TableProblem[],
): TablesManifest | undefined {
  if (manifest === undefined) {
    problems.push({ file, code: "MISSING_FILE", message: `The file ${file} is missing.` });
    return undefined;
  }
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) {
    problems.push({ file, code: "INVALID_MANIFEST", message: "The manifest must be a JSON object." });
    return undefined;
  }
  const before = problems.length;
  const record = manifest as Record<string, unknown>;
  for (const [key, check] of Object.entries(KEY_CHECKS)) {
    const message = check(Object.hasOwn(record, key) ? record[key] : undefined);
    if (message !== undefined) problems.push({ file, column: key, code: "INVALID_MANIFEST", message });
  }
  const unknownKeys = Object.keys(record).filter((key) => !KEYS.includes(key));
  if (unknownKeys.length > 0) {
    problems.push({
      file,
      column: unknownKeys.join(", "),
      code: "INVALID_MANIFEST",
      message: `Unknown key${unknownKeys.length > 1 ? "s" : ""} ${unknownKeys.map((key) => `"${key}"`).join(", ")}: the keys are ${KEYS.join(", ")}.`,
    });
  }
  if (problems.length > before) return undefined;
  const data = { ...record, version: (record.version as string).trim() } as unknown as TablesManifest;
  if (data.version !== directory) {
    problems.push({ file, column: "version", code: "VERSION_MISMATCH", message: `The manifest says version "${data.version}" but its folder is "${directory}": they must be the same.` });
    return undefined;
  }
  return {
    product: data.product,
    version: data.version,
    effectiveFrom: data.effectiveFrom,
    currency: data.currency,
    roundingMode: data.roundingMode,
    illustrative: data.illustrative,
    ...(data.description === undefined ? {} : { description: data.description }),
  };
}
