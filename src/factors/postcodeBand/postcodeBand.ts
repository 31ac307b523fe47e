import { postcodeBandIssue } from "./postcodeBandIssue.js";
import { resolvePostcodeBand } from "./resolvePostcodeBand.js";
import { postcodeBandLine } from "./postcodeBandLine.js";
import type { MemberKernel, RatingStep } from "../../engine/types.js";

/**
 * Step 4.1: settles each priced member's postcode band. New Business derives it from the
 * postcode by the longest outward-code prefix in the table (or the default band); MTC and
 * Renewal use the band sent unless `isPostbandCallRequired` is Y. The premium is unchanged.
 *
 * @example
 * runSteps(compileSteps(plan, [postcodeBand]), request, plan, false).members[0]?.postcodeBand; // "B" for SW1A 1AA
 */
export const postcodeBand: RatingStep = Object.freeze<RatingStep>({
  name: "postcodeBand",
  compile(plan) {
    const table = plan.version.postcodeBands;
    // One member kernel per compiled step, not one per quote: it keeps no per-quote state.
    const memberKernel: MemberKernel = (rating, quote) => {
      const { member } = rating;
      const resolution = resolvePostcodeBand(quote.request, member, table);
      if (resolution.kind === "supplied" || resolution.kind === "derived") {
        rating.postcodeBand = resolution.kind === "supplied" ? resolution.band : resolution.match.band;
        if (quote.worksheet !== undefined) quote.worksheet.push(postcodeBandLine(member.pointer, quote.request, member, resolution));
        return;
      }
      const issue = postcodeBandIssue(member, resolution, table);
      if (issue !== undefined) quote.issues.push(issue);
    };
    return () => memberKernel;
  },
});
