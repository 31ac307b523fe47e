import type { ParsedVersion } from "pmi-rating/tables";
import { isCalendarDate } from "pmi-rating/toolkit";

/** The new version `tables solve --as` asks for. */
export interface NewVersionRequest {
  /** `--as`: the new version's label. */
  readonly as?: string;
  /** `--effective-from`: its effectiveFrom. */
  readonly effectiveFrom?: string;
}

function effectiveFromOf(version: ParsedVersion): unknown {
  return (version.manifest as Record<string, unknown> | undefined)?.effectiveFrom;
}

/**
 * Why `tables solve` cannot write the new version asked for beside the versions of its tables,
 * or `undefined` when it can: `--effective-from` without `--as`, a date that is not YYYY-MM-DD,
 * a label the tables already hold, or an effective date another version already takes (two
 * versions in force from one day is a `DUPLICATE_ENTRY` that `tables check` refuses). Without
 * `--effective-from` the new version would keep the date of the version it came from, which
 * stays beside it. Checked before anything is priced or written.
 *
 * @example
 * newVersionProblem(tables.versions, "2026.1", { as: "2027.2", effectiveFrom: "2027-01-01" });
 * // "--effective-from 2027-01-01 is the effectiveFrom of version 2027.1: …"
 */
export function newVersionProblem(versions: readonly ParsedVersion[], from: string, request: NewVersionRequest): string | undefined {
  const { as, effectiveFrom } = request;
  if (as === undefined) {
    return effectiveFrom === undefined
      ? undefined
      : `--effective-from needs --as: it dates a new version written beside ${from}; to adjust ${from} in place leave --effective-from out`;
  }
  if (effectiveFrom !== undefined && !isCalendarDate(effectiveFrom)) return `--effective-from must be a calendar date written YYYY-MM-DD; received "${effectiveFrom}"`;
  if (versions.some((version) => version.directory === as)) {
    return `--as ${as}: the tables already hold a version ${as}; name the new version with a label of its own (leave --as out to adjust ${from} in place)`;
  }
  const original = versions.find((version) => version.directory === from);
  const date = effectiveFrom ?? (original === undefined ? undefined : effectiveFromOf(original));
  const taken = date === undefined ? undefined : versions.find((version) => effectiveFromOf(version) === date);
  if (taken === undefined) return undefined;
  const given =
    effectiveFrom === undefined
      ? `Without --effective-from, ${as} would take the effectiveFrom of ${from}, ${String(date)}`
      : `--effective-from ${effectiveFrom} is the effectiveFrom of version ${taken.directory}`;
  return `${given}: two versions cannot take effect on one day (tables check refuses it, DUPLICATE_ENTRY); give --effective-from a date no version takes`;
}
