import { postcodeBandIssue } from "./lookups/postcodeBandIssue.js";
import { resolvePostcodeBand } from "./lookups/resolvePostcodeBand.js";
import { postcodeBandLine } from "./lines/postcodeBandLine.js";
import { mapPricedMembers } from "./mapPricedMembers.js";
import type { RatingStep } from "./types.js";

/**
 * Step 4.1: settles each priced member's postcode band. New Business derives it from the
 * postcode by the longest outward-code prefix in the table (or the default band); MTC and
 * Renewal use the band sent unless `isPostbandCallRequired` is Y. The premium is unchanged.
 *
 * @example
 * postcodeBand.apply(policy, context).members[0]?.postcodeBand; // "B" for SW1A 1AA
 */
export const postcodeBand: RatingStep = Object.freeze<RatingStep>({
  name: "postcodeBand",
  apply(policy, context) {
    return mapPricedMembers(policy, context, "postcodeBand", (rating) => {
      const { member } = rating;
      const resolution = resolvePostcodeBand(context.request, member, context.tables.postcodeBands);
      switch (resolution.kind) {
        case "supplied":
        case "derived": {
          const band = resolution.kind === "supplied" ? resolution.band : resolution.match.band;
          return { rating: { ...rating, postcodeBand: band }, lines: () => [postcodeBandLine(member.pointer, context.request, member, resolution)] };
        }
        default: {
          const issue = postcodeBandIssue(member, resolution, context.tables.postcodeBands);
          return { issues: issue === undefined ? [] : [issue] };
        }
      }
    });
  },
});
