import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { ProblemCollector } from "./collector.js";
import { describeValue } from "./describeValue.js";
import { isRecord, RecordReader } from "./fields/RecordReader.js";
import type { QuoteDraft } from "./read/drafts.js";
import { readQuote } from "./read/readQuote.js";
import { checkCallingSystem } from "./rules/checkCallingSystem.js";
import { checkCounts } from "./rules/checkCounts.js";
import { checkDuplicateIncentives } from "./rules/checkDuplicateIncentives.js";
import { checkDuplicateOptions } from "./rules/checkDuplicateOptions.js";
import { checkPrimaryMember } from "./rules/checkPrimaryMember.js";
import { checkRequestAgainstTables } from "./tables/checkRequestAgainstTables.js";
import { checkSoundPartsAgainstTables } from "./tables/checkSoundParts.js";
import type { ValidationResult } from "./ValidationResult.js";
import type { ValidateOptions } from "./validateQuoteRequest.js";

const ENVELOPE = "/individualHealthCarePolicy";
const QUOTE = "/individualHealthCarePolicy/quote";

/**
 * The full validator, the definition of `validateQuoteRequest`: validates and normalises a quotation request (docs/rating-model.md section 3): the JSON shape
 * and types of docs/interface.md sections 2.1 to 2.7, blanks as absent, enums case-insensitive, dates,
 * ages, postcodes, members, counts, duplicates, the calling-system registry; then, with
 * `options.tables`, the checks against the rating tables, on every part of the request that
 * is itself sound (a member with a readable age gets its age check even when the payment
 * frequency is broken).
 *
 * Every problem is reported at once, each with a JSON pointer into the request as sent.
 * It never throws and never modifies `input`.
 *
 * `validateQuoteRequest` answers sound requests by a fast path first (`validateSoundRequest`),
 * which gives exactly what this gives or leaves the request to it.
 *
 * @example
 * validateQuoteRequestInFull(JSON.parse(body), { tables }); // the same result as validateQuoteRequest
 */
export function validateQuoteRequestInFull(input: unknown, options?: ValidateOptions): ValidationResult {
  try {
    return validate(input, options ?? {});
  } catch (error) {
    // A hostile in-process value (a throwing getter, a revoked Proxy) must not crash the caller.
    return {
      success: false,
      issues: [{ path: "", code: "INVALID_REQUEST", message: `The request could not be read as JSON data (${describeError(error)}); send a JSON object.` }],
    };
  }
}

function validate(input: unknown, options: ValidateOptions): ValidationResult {
  const problems = new ProblemCollector();
  const quoteRecord = readEnvelope(input, problems);
  if (quoteRecord === undefined) return { success: false, issues: problems.issues };

  const quote = readQuote(new RecordReader(quoteRecord, QUOTE, problems));
  checkPrimaryMember(quote, problems);
  checkCounts(quote, problems);
  checkDuplicateOptions(quote, problems);
  checkDuplicateIncentives(quote, problems);
  checkCallingSystem(quote, options.registry, problems);
  if (problems.issues.length > 0) {
    // Every problem at once: the table checks still run on the parts that are sound.
    const fromTables = options.tables === undefined ? [] : checkSoundPartsAgainstTables(quote, problems.issues, options.tables);
    return { success: false, issues: [...problems.issues, ...fromTables] };
  }

  const data = toNormalized(quote);
  if (options.tables === undefined) return { success: true, data, warnings: problems.warnings };
  const checked = checkRequestAgainstTables(data, options.tables);
  if (checked.issues.length > 0) return { success: false, issues: checked.issues };
  return { success: true, data, warnings: [...problems.warnings, ...checked.warnings] };
}

/** The policy object inside `{ individualHealthCarePolicy: { quote } }`, or undefined (reported). */
function readEnvelope(input: unknown, problems: ProblemCollector): Readonly<Record<string, unknown>> | undefined {
  if (!isRecord(input)) {
    problems.issue("", "INVALID_REQUEST", `The request must be a JSON object { "individualHealthCarePolicy": { "quote": { ... } } }; received ${describeValue(input)}.`);
    return undefined;
  }
  const envelope = new RecordReader(input, "", problems).value("individualHealthCarePolicy");
  if (!isRecord(envelope)) {
    const code = envelope === undefined || envelope === null ? "REQUIRED" : "INVALID_TYPE";
    problems.issue(ENVELOPE, code, `individualHealthCarePolicy must be an object holding the quote; received ${describeValue(envelope)}.`);
    return undefined;
  }
  const quote = new RecordReader(envelope, ENVELOPE, problems).value("quote");
  if (!isRecord(quote)) {
    const code = quote === undefined || quote === null ? "REQUIRED" : "INVALID_TYPE";
    problems.issue(QUOTE, code, `individualHealthCarePolicy.quote must be an object holding the policy; received ${describeValue(quote)}.`);
    return undefined;
  }
  return quote;
}

/**
 * With no issue reported, every required field of the draft was read (each reader reports a
 * field it cannot supply), so the draft is the normalised request; the drafts' bookkeeping
 * (list lengths, the policy's pointer) is dropped. The lists come last, as they always have.
 */
function toNormalized(quote: QuoteDraft): NormalizedQuoteRequest {
  const policy = copyWithout(quote, "pointer", "memberCategory");
  policy["memberCategory"] = (quote.memberCategory ?? []).map((category) => {
    const normalizedCategory = copyWithout(category, "familyUnitCount", "familyUnit");
    normalizedCategory["familyUnit"] = (category.familyUnit ?? []).map((unit) => copyWithout(unit, "memberCount", "memberCount"));
    return normalizedCategory;
  });
  return policy as unknown as NormalizedQuoteRequest;
}

/**
 * A shallow copy of a draft without two of its keys, in the draft's key order. A loop rather
 * than rest destructuring (`{ pointer, ...rest }`), which V8 runs on a slow generic path and
 * which was a tenth of the validator's time.
 */
function copyWithout(draft: object, left: string, right: string): Record<string, unknown> {
  const source = draft as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (key !== left && key !== right) copy[key] = source[key];
  }
  return copy;
}

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message).slice(0, 80) : "unreadable value";
  } catch {
    return "unreadable value";
  }
}
