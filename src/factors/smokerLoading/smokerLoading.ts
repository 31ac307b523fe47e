import type { MemberKernel, RatingStep } from "../../engine/types.js";
import { timesFactor } from "../shared/timesFactor.js";
import { smokerAgeIssue } from "./smokerAgeIssue.js";
import { smokerLoadingTableOf } from "./smokerLoadingTableOf.js";

/**
 * After underwriting: a smoker's premium × the smoker loading of the tables version
 * (factor-smoker-loading.csv). A version without that table, or a member who does not smoke,
 * is left as it is.
 *
 * @example
 * // factor 1.25: a smoker's 400 becomes 500
 * runSteps(compileSteps(plan, [..., smokerLoading]), request, plan, false);
 */
export const smokerLoading: RatingStep = Object.freeze<RatingStep>({
  name: "smokerLoading",
  compile(plan) {
    const table = smokerLoadingTableOf(plan.version);
    if (table === undefined) return () => undefined;
    const factor = table.factor.toFixed();
    const memberKernel: MemberKernel = (rating, quote) => {
      const { member } = rating;
      if (!member.smoker) return;
      if (member.age > table.maximumAge) {
        // Found by checkSmokerAges before pricing; kept for a caller's step list run on an unchecked request.
        quote.issues.push(smokerAgeIssue(member.pointer, member.age, table));
        return;
      }
      const before = rating.premium;
      rating.premium = timesFactor(before, table.factor);
      quote.worksheet?.push({
        member: member.pointer,
        step: "smokerLoading",
        description: `Smoker: × ${factor}.`,
        table: table.factorSource.file,
        row: table.factorSource.row,
        key: "factor",
        factor,
        before: before.toFixed(),
        after: rating.premium.toFixed(),
      });
    };
    return () => memberKernel;
  },
});
