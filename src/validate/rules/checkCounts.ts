import type { ProblemCollector } from "../collector.js";
import { QUOTE_POINTER, type QuoteDraft } from "../read/drafts.js";

/**
 * `noOfPeople`, when given, equals the number of members sent; `groupSize`, when given,
 * equals the number of family units sent (COUNT_MISMATCH, docs/rating-model.md section 3.9).
 * Skipped when a list could not be read, since its length is then unknown.
 */
export function checkCounts(quote: QuoteDraft, problems: ProblemCollector): void {
  const categories = quote.memberCategory;
  if (categories === undefined) return;
  let familyUnits: number | undefined = 0;
  let members: number | undefined = 0;
  for (const category of categories) {
    const unitsSent = problems.sentLength(category, "familyUnit");
    familyUnits = familyUnits === undefined || unitsSent === undefined ? undefined : familyUnits + unitsSent;
    // Members are counted only when every family unit of the category was read.
    const units = category.familyUnit;
    if (units === undefined || units.length !== unitsSent) {
      members = undefined;
      continue;
    }
    for (const unit of units) {
      const membersSent = problems.sentLength(unit, "member");
      members = members === undefined || membersSent === undefined ? undefined : members + membersSent;
    }
  }
  if (quote.groupSize !== undefined && familyUnits !== undefined && quote.groupSize !== familyUnits) {
    problems.issue(
      `${QUOTE_POINTER}/groupSize`,
      "COUNT_MISMATCH",
      `groupSize is ${quote.groupSize} but the request holds ${familyUnits} family units; send the number of family units, or leave groupSize out.`,
    );
  }
  if (quote.noOfPeople !== undefined && members !== undefined && quote.noOfPeople !== members) {
    problems.issue(
      `${QUOTE_POINTER}/noOfPeople`,
      "COUNT_MISMATCH",
      `noOfPeople is ${quote.noOfPeople} but the request holds ${members} members; send the number of members, or leave noOfPeople out.`,
    );
  }
}
