import type { TableProblem } from "../tableProblem.js";
import type { RoundingMode, TablesManifest, TablesStatus } from "../types.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";
import { hasControlCharacter } from "../../model/wire/textBounds.js";

/** The longest manifest description: a sentence or a paragraph, not a document (a workbook cell may hold 32,767 characters). */
const MANIFEST_TEXT_MAX_LENGTH = 2000;
/** The longest approver's name. */
const MANIFEST_NAME_MAX_LENGTH = 200;

const ROUNDING_MODES: readonly RoundingMode[] = ["half-up", "half-even", "half-down", "down", "up"];
const STATUSES: readonly TablesStatus[] = ["draft", "approved"];
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** The sign-off keys: present together on an approved version, absent on a draft. */
const SIGN_OFF_KEYS = ["approvedBy", "approvedAt", "approvedHash"] as const;

const optionalDate = (key: string) => (value: unknown) =>
  value === undefined || (typeof value === "string" && isCalendarDate(value)) ? undefined : `${key} must be a real calendar date written YYYY-MM-DD, e.g. 2026-01-01.`;

// One check per key, in the order of the documented manifest. Hand-written rather than a zod
// schema so that compiling tables (done at import of `pmi-rating/tables`) does not pull zod into
// a browser bundle.
type KeyCheck = (value: unknown) => string | undefined;
const KEY_CHECKS: Readonly<Record<keyof TablesManifest, KeyCheck>> = {
  product: (value) => (value === "HrSol" ? undefined : 'product must be "HrSol", the only product this library prices.'),
  version: (value) => (typeof value !== "string" ? 'version must be a text, e.g. "2026.1".' : value.trim() === "" ? "version must not be blank." : undefined),
  effectiveFrom: (value) =>
    typeof value !== "string"
      ? "effectiveFrom must be a date written YYYY-MM-DD."
      : isCalendarDate(value)
        ? undefined
        : "effectiveFrom must be a real calendar date written YYYY-MM-DD, e.g. 2026-01-01.",
  currency: (value) => (value === "GBP" ? undefined : 'currency must be "GBP".'),
  roundingMode: (value) => (ROUNDING_MODES.some((mode) => mode === value) ? undefined : `roundingMode must be one of: ${ROUNDING_MODES.join(", ")}.`),
  illustrative: (value) => (typeof value === "boolean" ? undefined : "illustrative must be true or false (without quotes)."),
  description: (value) =>
    value === undefined
      ? undefined
      : typeof value !== "string"
        ? "description must be a text."
        : value.length > MANIFEST_TEXT_MAX_LENGTH
          ? `description may hold at most ${MANIFEST_TEXT_MAX_LENGTH} characters; it has ${value.length}: keep the notes of a change in its own document.`
          : hasControlCharacter(value)
            ? "description must not hold control or invisible formatting characters (such as a line break, ESC or a direction override)."
            : undefined,
  status: (value) => (value === undefined || STATUSES.some((status) => status === value) ? undefined : `status must be one of: ${STATUSES.join(", ")}.`),
  approvedBy: (value) =>
    value === undefined || (typeof value === "string" && value.trim() !== "" && value.length <= MANIFEST_NAME_MAX_LENGTH && !hasControlCharacter(value))
      ? undefined
      : `approvedBy must be the name of the person who approved the version (at most ${MANIFEST_NAME_MAX_LENGTH} characters, no control character).`,
  approvedAt: optionalDate("approvedAt"),
  approvedHash: (value) =>
    value === undefined || (typeof value === "string" && SHA256_HEX.test(value))
      ? undefined
      : "approvedHash must be the 64 lower-case hex digits of the content hash approved (pmi-rating tables approve writes it).",
  availableFrom: optionalDate("availableFrom"),
};
const KEYS = Object.keys(KEY_CHECKS);

/**
 * Checks a version's manifest.json: product HrSol, a version label equal to the folder name,
 * a real `effectiveFrom` date, currency GBP, a rounding mode, the illustrative flag, an
 * optional description, and the optional governance keys (`status`, `approvedBy`,
 * `approvedAt`, `approvedHash`, `availableFrom`; an approved version names all three sign-off
 * keys, a draft none). Unknown keys are problems too, so that a misspelt key
 * (`effectivefrom`) is not silently ignored.
 *
 * @example
 * compileManifest("2026.1/manifest.json", { product: "HrSol", version: "2026.1", … }, "2026.1", problems)?.effectiveFrom;
 */
export function compileManifest(file: string, manifest: unknown, directory: string, problems: TableProblem[]): TablesManifest | undefined {
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
  problems.push(...signOffProblems(file, record));
  if (problems.length > before) return undefined;
  const data = { ...record, version: (record.version as string).trim() } as unknown as TablesManifest;
  if (data.version !== directory) {
    problems.push({
      file,
      column: "version",
      code: "VERSION_MISMATCH",
      message: `The manifest says version "${data.version}" but its folder is "${directory}": they must be the same.`,
    });
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
    ...(data.status === undefined ? {} : { status: data.status }),
    ...(data.approvedBy === undefined ? {} : { approvedBy: data.approvedBy }),
    ...(data.approvedAt === undefined ? {} : { approvedAt: data.approvedAt }),
    ...(data.approvedHash === undefined ? {} : { approvedHash: data.approvedHash }),
    ...(data.availableFrom === undefined ? {} : { availableFrom: data.availableFrom }),
  };
}

// An approval names who, when and what; a draft (or a version outside sign-off) names none of
// it, so that a half-written sign-off is never mistaken for one.
function signOffProblems(file: string, record: Record<string, unknown>): TableProblem[] {
  const present = SIGN_OFF_KEYS.filter((key) => Object.hasOwn(record, key));
  if (record.status === "approved") {
    const missing = SIGN_OFF_KEYS.filter((key) => !present.includes(key));
    return missing.length === 0
      ? []
      : [
          {
            file,
            column: missing.join(", "),
            code: "INVALID_MANIFEST",
            message: `An approved version must say ${missing.join(", ")}: approve it with pmi-rating tables approve.`,
          },
        ];
  }
  return present.length === 0
    ? []
    : [
        {
          file,
          column: present.join(", "),
          code: "INVALID_MANIFEST",
          message: `${present.join(", ")} belong only to an approved version: set status to "approved" or remove them.`,
        },
      ];
}
