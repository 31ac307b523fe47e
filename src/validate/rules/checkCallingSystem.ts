import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import type { QuoteDraft } from "../read/drafts.js";

/**
 * `callingSystem` must be in the registry of consuming systems when one is supplied
 * (UNREGISTERED_CALLING_SYSTEM, rating-model.md section 3.14). Names are compared trimmed
 * and case-insensitively: the registry names systems, it does not authenticate them, and
 * "HrSolWeb" and "hrsolweb" are the same system. Without a registry the check is skipped.
 */
export function checkCallingSystem(quote: QuoteDraft, registry: readonly string[] | undefined, problems: ProblemCollector): void {
  if (registry === undefined || quote.callingSystem === undefined) return;
  const wanted = quote.callingSystem.toLowerCase();
  const registered = registry.some((name) => typeof name === "string" && name.trim().toLowerCase() === wanted);
  if (!registered) {
    problems.issue(
      `${quote.pointer}/callingSystem`,
      "UNREGISTERED_CALLING_SYSTEM",
      `The calling system ${describeValue(quote.callingSystem)} is not registered with the operator; ask the operator to register it before calling the service.`,
    );
  }
}
