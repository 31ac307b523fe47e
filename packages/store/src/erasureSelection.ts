import { isCalendarDate } from "pmi-rating/toolkit";

/**
 * Whose records a request to erase names (UK GDPR, the right to erasure): quotes by id, or
 * every quote with a member of this date of birth and postcode.
 */
export type ErasureSelection = { readonly quoteIds: readonly string[] } | { readonly dateOfBirth: string; readonly postcode: string };

/** What an erasure found (or would find): quote ids, never the personal data. */
export interface ErasureReport {
  /** The records in the database. */
  readonly stored: readonly string[];
  /** The records set aside beside the journal (records the database refused: `set-aside/records.ndjson`). */
  readonly setAside: readonly string[];
}

/** Most quote ids one erasure names. */
export const MOST_QUOTE_IDS_TO_ERASE = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A postcode as the library compares it: white space anywhere ignored, any case. The library's
 * `normalizePostcode` (src/validate) reads a postcode to its standard form ("SW1A 1AA") with
 * exactly this equivalence: two UK postcodes normalise alike when their keys are equal
 * (erasureSelection.test.ts holds the two together). Not exported by the library's entry points.
 *
 * @example
 * postcodeKey(" sw1a 1aa"); // "SW1A1AA"
 */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, "").toUpperCase();
}

/**
 * The problems of a selection, as sentences a person can act on (none: it may be used). The
 * date of birth and postcode are not repeated in them: they are personal data.
 *
 * @example
 * erasureSelectionProblems({ dateOfBirth: "14/09/1988", postcode: "SW1A 1AA" });
 * // ["The date of birth must be a real calendar date YYYY-MM-DD."]
 */
export function erasureSelectionProblems(selection: ErasureSelection): string[] {
  if ("quoteIds" in selection) {
    if (selection.quoteIds.length === 0) return ["Name at least one quote id to erase."];
    if (selection.quoteIds.length > MOST_QUOTE_IDS_TO_ERASE)
      return [`Name at most ${MOST_QUOTE_IDS_TO_ERASE} quote ids to erase at once, not ${selection.quoteIds.length}.`];
    const notIds = selection.quoteIds.filter((quoteId) => !UUID.test(quoteId));
    return notIds.length === 0
      ? []
      : [
          `A quote id is a UUID as the service answered it in Quote-ID; these are not: ${notIds
            .slice(0, 5)
            .map((id) => JSON.stringify(id.slice(0, 60)))
            .join(", ")}.`,
        ];
  }
  const problems: string[] = [];
  if (!isCalendarDate(selection.dateOfBirth.trim())) problems.push("The date of birth must be a real calendar date YYYY-MM-DD.");
  // A UK postcode is 5 to 7 letters and digits without its space (A9 9AA to AA9A 9AA).
  if (!/^[A-Z0-9]{5,7}$/.test(postcodeKey(selection.postcode))) problems.push('The postcode must be a UK postcode, e.g. "SW1A 1AA".');
  return problems;
}

/**
 * Whether a stored request names a member of this date of birth and postcode: any object in it
 * with both, the date as the validator reads it (white space around it ignored) and the postcode
 * by `postcodeKey`. A request that is not JSON (refused as such, and kept as received) matches
 * when its text holds the date and, white space aside, the postcode: erring towards erasure.
 *
 * @example
 * requestNamesPerson('{"member":[{"dateOfBirth":"1988-09-14","postcode":"sw1a1aa"}]}', { dateOfBirth: "1988-09-14", postcode: "SW1A 1AA" }); // true
 */
export function requestNamesPerson(requestText: string, person: { readonly dateOfBirth: string; readonly postcode: string }): boolean {
  const dateOfBirth = person.dateOfBirth.trim();
  const postcode = postcodeKey(person.postcode);
  let parsed: unknown;
  try {
    parsed = JSON.parse(requestText);
  } catch {
    return requestText.includes(dateOfBirth) && postcodeKey(requestText).includes(postcode);
  }
  // Walked with a list, not recursion: a stored request may nest deeper than the stack.
  const waiting: unknown[] = [parsed];
  while (waiting.length > 0) {
    const value = waiting.pop();
    if (value === null || typeof value !== "object") continue;
    const object = value as Record<string, unknown>;
    const born = object.dateOfBirth;
    const lives = object.postcode;
    if (typeof born === "string" && typeof lives === "string" && born.trim() === dateOfBirth && postcodeKey(lives) === postcode) return true;
    // One at a time: a spread of a long list would pass more arguments than a call takes.
    for (const inner of Array.isArray(value) ? (value as unknown[]) : Object.values(object)) waiting.push(inner);
  }
  return false;
}

/** Whether a record (its id and request) is one the selection names. */
export function recordSelector(selection: ErasureSelection): (record: { readonly quoteId: string; readonly request: string }) => boolean {
  if (!("quoteIds" in selection)) return (record) => requestNamesPerson(record.request, selection);
  const quoteIds = new Set(selection.quoteIds.map((quoteId) => quoteId.toLowerCase()));
  return (record) => quoteIds.has(record.quoteId.toLowerCase());
}
