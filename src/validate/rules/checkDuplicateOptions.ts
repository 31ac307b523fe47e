import type { ProblemCollector } from "../collector.js";
import type { OptionDraft, QuoteDraft } from "../read/drafts.js";

/**
 * The same option twice in a category is an error (DUPLICATE_OPTION, docs/rating-model.md
 * section 3.10): two options with the same `id`, or with the same `name` (case-insensitive).
 * Each repeat is reported where it is, naming the first.
 *
 * Each option is compared with the earlier ones that are not repeats themselves, rather than
 * looked up in maps: a category holds a few options (at most `REQUEST_LIMITS.option`, 50, so
 * at most 1,225 comparisons), and hashing each lower-cased name into a map cost more than
 * comparing it with the three or four before it.
 */
export function checkDuplicateOptions(quote: QuoteDraft, problems: ProblemCollector): void {
  for (const category of quote.memberCategory ?? []) {
    const options = category.option;
    if (options === undefined || options.length < 2) continue;
    /** Each option's name in lower case (undefined without one), and whether it repeats an earlier one (a repeat is never "the first"). */
    const nameKeys: (string | undefined)[] = [];
    const repeats: boolean[] = [];
    for (let index = 0; index < options.length; index++) {
      const option = options[index]!;
      const nameKey = option.name?.toLowerCase();
      const first = firstSame(options, repeats, nameKeys, index, option.id, nameKey);
      nameKeys.push(nameKey);
      repeats.push(first !== undefined);
      if (first === undefined) continue;
      const what = first.byId ? `id ${option.id}` : `name ${option.name}`;
      problems.markBroken(option, "*");
      problems.issue(option.pointer, "DUPLICATE_OPTION", `The option with ${what} is already in this category at ${first.pointer}; send each option once per category.`);
    }
  }
}

/** The earlier option (not itself a repeat) with the same id, else with the same name, and which; undefined when there is none. */
function firstSame(
  options: readonly OptionDraft[],
  repeats: readonly boolean[],
  nameKeys: readonly (string | undefined)[],
  end: number,
  id: number | undefined,
  nameKey: string | undefined,
): { readonly pointer: string; readonly byId: boolean } | undefined {
  let sameName: string | undefined;
  for (let index = 0; index < end; index++) {
    if (repeats[index] === true) continue;
    const earlier = options[index]!;
    if (id !== undefined && earlier.id === id) return { pointer: earlier.pointer, byId: true };
    if (sameName === undefined && nameKey !== undefined && nameKeys[index] === nameKey) sameName = earlier.pointer;
  }
  return sameName === undefined ? undefined : { pointer: sameName, byId: false };
}
