import type { ProblemCollector } from "../collector.js";
import type { QuoteDraft } from "../read/drafts.js";

/**
 * The same option twice in a category is an error (DUPLICATE_OPTION, docs/rating-model.md
 * section 3.10): two options with the same `id`, or with the same `name` (case-insensitive).
 * Each repeat is reported where it is, naming the first.
 */
export function checkDuplicateOptions(quote: QuoteDraft, problems: ProblemCollector): void {
  for (const category of quote.memberCategory ?? []) {
    if ((category.option?.length ?? 0) < 2) continue;
    // One map for both: an id is a number key, a name a string key, so "352" never meets 352.
    const firstSent = new Map<number | string, string>();
    for (const option of category.option ?? []) {
      const sameId = option.id === undefined ? undefined : firstSent.get(option.id);
      const nameKey = option.name?.toLowerCase();
      const sameName = nameKey === undefined ? undefined : firstSent.get(nameKey);
      const first = sameId ?? sameName;
      if (first !== undefined) {
        const what = sameId !== undefined ? `id ${option.id}` : `name ${option.name}`;
        problems.markBroken(option, "*");
        problems.issue(option.pointer, "DUPLICATE_OPTION", `The option with ${what} is already in this category at ${first}; send each option once per category.`);
        continue;
      }
      if (option.id !== undefined) firstSent.set(option.id, option.pointer);
      if (nameKey !== undefined) firstSent.set(nameKey, option.pointer);
    }
  }
}
