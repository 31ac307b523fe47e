import type { Issue } from "../../model/issue.js";
import type { NormalizedMember } from "../../model/normalized.js";
import type { PostcodeBandTable } from "../../tables/types.js";
import type { PostcodeBandResolution } from "./resolvePostcodeBand.js";

/**
 * The problem with a member's postcode band, if any: a band sent that the tables do not have
 * (`INVALID_POSTCODE_BAND`) or a postcode no band covers (`POSTCODE_NOT_RATED`). Shared by
 * validation and the postcode band step so that both say the same thing.
 *
 * @example
 * postcodeBandIssue(member, { kind: "notRated" }, table)?.code; // "POSTCODE_NOT_RATED"
 */
export function postcodeBandIssue(member: NormalizedMember, resolution: PostcodeBandResolution, table: PostcodeBandTable): Issue | undefined {
  if (resolution.kind === "unknownSuppliedBand") {
    return {
      path: `${member.pointer}/postcodeBand`,
      code: "INVALID_POSTCODE_BAND",
      message: `Postcode band "${resolution.band}" is not a band of the rating tables (${table.bands.join(", ")}); send one of them, or set isPostbandCallRequired to Y to derive it from the postcode.`,
    };
  }
  if (resolution.kind === "notRated") {
    return {
      path: `${member.pointer}/postcode`,
      code: "POSTCODE_NOT_RATED",
      message: `Postcode ${member.postcode} is not covered by the rating tables' postcode bands, and the tables have no default band.`,
    };
  }
  return undefined;
}
