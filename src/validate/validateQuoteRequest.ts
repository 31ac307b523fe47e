import { REQUEST_LIMITS } from "../model/limits.js";
import type { Issue } from "../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { RatingTables } from "../engine/types.js";
import { ProblemCollector } from "./collector.js";
import { describeValue } from "./describeValue.js";
import { isRecord, ownField } from "./fields/ownField.js";
import { type MemberDraft, QUOTE_POINTER, type QuoteDraft } from "./read/drafts.js";
import type { ReadContext } from "./read/readObject.js";
import { readPolicy } from "./read/readers.generated.js";
import { checkCallingSystem } from "./rules/checkCallingSystem.js";
import { checkCounts } from "./rules/checkCounts.js";
import { checkDuplicateIncentives } from "./rules/checkDuplicateIncentives.js";
import { checkDuplicateOptions } from "./rules/checkDuplicateOptions.js";
import { checkPrimaryMember } from "./rules/checkPrimaryMember.js";
import { checkSomeMemberNeeded } from "./rules/checkSomeMemberNeeded.js";
import { checkRequestAgainstTables } from "./tables/checkRequestAgainstTables.js";
import { checkSoundPartsAgainstTables } from "./tables/checkSoundParts.js";
import { pricedAmong } from "../model/pricedMembersOf.js";
import type { ValidationResult } from "./ValidationResult.js";

/** Options of request validation: the tables to check against and the registry of calling systems. */
export interface ValidateOptions {
  /**
   * When given, the table-dependent checks run too: on the whole request when it is sound,
   * else each on the sound parts it reads (a check whose own inputs are broken is skipped).
   */
  readonly tables?: RatingTables;
  /** Registered consuming systems; when given, `callingSystem` must be one of them. */
  readonly registry?: readonly string[];
}

const ENVELOPE = "/individualHealthCarePolicy";

/**
 * Validates and normalises a quotation request (docs/rating-model.md section 3), in one pass by the
 * readers generated from the request's description (model/wire/requestFields.ts): the JSON shape and types of
 * docs/interface.md section 2.1 to 2.7, blanks as absent, enums case-insensitive, dates, ages, postcodes,
 * members, counts, duplicates, the calling-system registry; then, with `options.tables`, the
 * checks against the rating tables, each on the parts of the request it reads that are sound
 * (a member with a readable age gets its age check even when the payment frequency is broken).
 *
 * Every problem is reported at once, each with a JSON pointer into the request as sent, up
 * to `REQUEST_LIMITS.problems`; past it, one last problem `TOO_MANY_PROBLEMS` says how many
 * more were found. The work is linear in the size of the request. It never throws and never
 * modifies `input`.
 *
 * @example
 * const result = validateQuoteRequest(JSON.parse(body), { tables });
 * if (!result.success) return problemDetails(result.issues);
 * quote(result.data, tables);
 */
export function validateQuoteRequest(input: unknown, options?: ValidateOptions): ValidationResult {
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

  const context: ReadContext = { problems, priceRequiredDate: undefined, members: [] };
  const quote = readPolicy(quoteRecord, QUOTE_POINTER, context) as QuoteDraft;
  const members = context.members as MemberDraft[];
  checkPrimaryMember(quote, members, problems);
  checkSomeMemberNeeded(quote, members, problems);
  checkCounts(quote, problems);
  checkDuplicateOptions(quote, problems);
  checkDuplicateIncentives(quote, problems);
  checkCallingSystem(quote, options.registry, problems);
  if (problems.issues.length > 0) {
    // Every problem at once: the table checks still run on the parts that are sound.
    const fromTables = options.tables === undefined ? [] : checkSoundPartsAgainstTables(quote, problems, options.tables);
    return { success: false, issues: capped([...problems.issues, ...fromTables]) };
  }

  // With no problem, every required field was read (each reader reports one it cannot supply): the drafts are the normalised
  // request, of one shape per kind whatever was sent, its optional fields not sent holding undefined.
  const data = quote as NormalizedQuoteRequest;
  if (options.tables === undefined) return { success: true, data, warnings: problems.warnings };
  const checked = checkRequestAgainstTables(data, options.tables, pricedAmong(members as readonly NormalizedMember[]));
  if (checked.issues.length > 0) return { success: false, issues: capped(checked.issues) };
  return { success: true, data, warnings: checked.warnings.length === 0 ? problems.warnings : [...problems.warnings, ...checked.warnings] };
}

/**
 * The problems to report: all of them up to `REQUEST_LIMITS.problems`; past it, the first
 * ones and a last problem `TOO_MANY_PROBLEMS` counting the rest.
 */
function capped(issues: Issue[]): Issue[] {
  const limit = REQUEST_LIMITS.problems;
  if (issues.length <= limit) return issues;
  const more = issues.length - limit;
  const listed = issues.slice(0, limit);
  listed.push({
    path: "",
    code: "TOO_MANY_PROBLEMS",
    message: `And ${more} more problem${more === 1 ? "" : "s"}: at most ${limit} are listed in one answer. Correct these and send the request again to see the rest.`,
  });
  return listed;
}

/** The policy object inside `{ individualHealthCarePolicy: { quote } }`, or undefined (reported). */
function readEnvelope(input: unknown, problems: ProblemCollector): Readonly<Record<string, unknown>> | undefined {
  if (!isRecord(input)) {
    problems.issue("", "INVALID_REQUEST", `The request must be a JSON object { "individualHealthCarePolicy": { "quote": { ... } } }; received ${describeValue(input)}.`);
    return undefined;
  }
  const envelope = ownField(input, "individualHealthCarePolicy");
  if (!isRecord(envelope)) {
    const code = envelope === undefined || envelope === null ? "REQUIRED" : "INVALID_TYPE";
    problems.issue(ENVELOPE, code, `individualHealthCarePolicy must be an object holding the quote; received ${describeValue(envelope)}.`);
    return undefined;
  }
  const quote = ownField(envelope, "quote");
  if (!isRecord(quote)) {
    const code = quote === undefined || quote === null ? "REQUIRED" : "INVALID_TYPE";
    problems.issue(QUOTE_POINTER, code, `individualHealthCarePolicy.quote must be an object holding the policy; received ${describeValue(quote)}.`);
    return undefined;
  }
  return quote;
}

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? String(error.message).slice(0, 80) : "unreadable value";
  } catch {
    return "unreadable value";
  }
}
