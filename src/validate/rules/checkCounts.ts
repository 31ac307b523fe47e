import type { ProblemCollector } from "../collector.js";
import type { QuoteDraft } from "../read/drafts.js";

/**
 * `noOfPeople`, when given, equals the number of members sent; `groupSize`, when given,
 * equals the number of family units sent (COUNT_MISMATCH, docs/rating-model.md section 3.9).
 * Skipped when a list could not be read, since its length is then unknown.
 */
export function checkCounts(quote: QuoteDraft, problems: ProblemCollector): void {
  const categories = quote.memberCategory;
  if (categories === undefined) return;
  const unitCounts = categories.map((category) => category.familyUnitCount);
  const familyUnits = sumIfKnown(unitCounts);
  if (quote.groupSize !== undefined && familyUnits !== undefined && quote.groupSize !== familyUnits) {
    problems.issue(
      `${quote.pointer}/groupSize`,
      "COUNT_MISMATCH",
      `groupSize is ${quote.groupSize} but the request holds ${familyUnits} family units; send the number of family units, or leave groupSize out.`,
    );
  }
  const memberCounts = categories.flatMap((category) =>
    category.familyUnit === undefined || category.familyUnit.length !== category.familyUnitCount
      ? [undefined]
      : category.familyUnit.map((unit) => unit.memberCount),
  );
  const members = sumIfKnown(memberCounts);
  if (quote.noOfPeople !== undefined && members !== undefined && quote.noOfPeople !== members) {
    problems.issue(
      `${quote.pointer}/noOfPeople`,
      "COUNT_MISMATCH",
      `noOfPeople is ${quote.noOfPeople} but the request holds ${members} members; send the number of members, or leave noOfPeople out.`,
    );
  }
}

function sumIfKnown(counts: readonly (number | undefined)[]): number | undefined {
  let sum = 0;
  for (const count of counts) {
    if (count === undefined) return undefined;
    sum += count;
  }
  return sum;
}
