import type { ProblemCollector } from "../collector.js";
import type { QuoteDraft } from "../read/drafts.js";

/** Each incentive type at most once per request (DUPLICATE_INCENTIVE, docs/rating-model.md section 3.12). */
export function checkDuplicateIncentives(quote: QuoteDraft, problems: ProblemCollector): void {
  const incentives = quote.incentive ?? [];
  if (incentives.length < 2) return;
  const firstByType = new Map<string, string>();
  for (const incentive of incentives) {
    if (incentive.incentiveType === undefined) continue;
    const first = firstByType.get(incentive.incentiveType);
    if (first === undefined) {
      firstByType.set(incentive.incentiveType, incentive.pointer);
      continue;
    }
    problems.markBroken(incentive, "incentiveType");
    problems.issue(
      `${incentive.pointer}/incentiveType`,
      "DUPLICATE_INCENTIVE",
      `The incentive ${incentive.incentiveType} is already applied at ${first}; each incentive type may be sent once.`,
    );
  }
}
