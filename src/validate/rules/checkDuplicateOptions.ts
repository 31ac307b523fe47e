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
    const firstById = new Map<number, string>();
    const firstByName = new Map<string, string>();
    for (const option of category.option ?? []) {
      const sameId = option.id === undefined ? undefined : firstById.get(option.id);
      const nameKey = option.name?.toLowerCase();
      const sameName = nameKey === undefined ? undefined : firstByName.get(nameKey);
      const first = sameId ?? sameName;
      if (first !== undefined) {
        const what = sameId !== undefined ? `id ${option.id}` : `name ${option.name}`;
        problems.markBroken(option, "*");
        problems.issue(option.pointer, "DUPLICATE_OPTION", `The option with ${what} is already in this category at ${first}; send each option once per category.`);
        continue;
      }
      if (option.id !== undefined) firstById.set(option.id, option.pointer);
      if (nameKey !== undefined) firstByName.set(nameKey, option.pointer);
    }
  }
}
