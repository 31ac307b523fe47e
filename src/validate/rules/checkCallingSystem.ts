import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";

/**
 * `callingSystem` must be in the registry of consuming systems when one is supplied
 * (UNREGISTERED_CALLING_SYSTEM, docs/rating-model.md section 3.14). Names are compared trimmed
 * and case-insensitively: the registry names systems, it does not authenticate them, and
 * "HrSolWeb" and "hrsolweb" are the same system. Without a registry the check is skipped.
 */
export function checkCallingSystem(quote: QuoteDraft, registry: readonly string[] | undefined, problems: ProblemCollector): void {
  if (registry === undefined || quote.callingSystem === undefined) return;
  if (!isRegisteredCallingSystem(quote.callingSystem, registry)) {
    problems.issue(
      `${QUOTE_POINTER}/callingSystem`,
      "UNREGISTERED_CALLING_SYSTEM",
      `The calling system ${describeValue(quote.callingSystem)} is not registered with the operator; ask the operator to register it before calling the service.`,
    );
  }
}

/**
 * Whether a calling system (as read: trimmed) is in the registry, names compared trimmed and
 * case-insensitively.
 *
 * @example
 * isRegisteredCallingSystem("hrsolweb", [" HrSolWeb "]); // true
 */
export function isRegisteredCallingSystem(callingSystem: string, registry: readonly string[]): boolean {
  const wanted = callingSystem.toLowerCase();
  return registry.some((name) => typeof name === "string" && name.trim().toLowerCase() === wanted);
}
