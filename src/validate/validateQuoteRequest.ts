import { validateSoundRequest } from "./fast/validateSoundRequest.js";
import type { RatingTables } from "../tables/types.js";
import { validateQuoteRequestInFull } from "./validateQuoteRequestInFull.js";
import type { ValidationResult } from "./ValidationResult.js";

/** Options of request validation: the registry of calling systems. */
export interface ValidateOptions {
  /**
   * When given, the table-dependent checks run too: on the whole request when its structure
   * is sound, else on its sound parts (a check whose own inputs are broken is skipped).
   */
  readonly tables?: RatingTables;
  /** Registered consuming systems; when given, `callingSystem` must be one of them. */
  readonly registry?: readonly string[];
}

/**
 * Validates and normalises a quotation request (docs/rating-model.md section 3): the JSON shape
 * and types of docs/interface.md sections 2.1 to 2.7, blanks as absent, enums case-insensitive, dates,
 * ages, postcodes, members, counts, duplicates, the calling-system registry; then, with
 * `options.tables`, the checks against the rating tables, on every part of the request that
 * is itself sound (a member with a readable age gets its age check even when the payment
 * frequency is broken).
 *
 * Every problem is reported at once, each with a JSON pointer into the request as sent.
 * It never throws and never modifies `input`.
 *
 * A sound request is answered by a one-pass fast path (`validateSoundRequest`); anything it
 * is not sure of goes to the full validator (`validateQuoteRequestInFull`), the definition.
 * Both give the same result for every input (a differential property test pins them).
 *
 * @example
 * const result = validateQuoteRequest(JSON.parse(body), { tables });
 * if (!result.success) return problemDetails(result.issues);
 * quote(result.data, tables);
 */
export function validateQuoteRequest(input: unknown, options?: ValidateOptions): ValidationResult {
  return validateSoundRequest(input, options) ?? validateQuoteRequestInFull(input, options);
}
