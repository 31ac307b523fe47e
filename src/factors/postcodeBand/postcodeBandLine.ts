import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { PostcodeBandResolution } from "./resolvePostcodeBand.js";
import type { WorksheetLine } from "../../model/response.js";

/**
 * The postcode band step's line for a band settled by `resolvePostcodeBand` (supplied or
 * derived). Shared by the step and the fused pass of the default steps.
 *
 * @example
 * postcodeBandLine(member.pointer, request, member, { kind: "supplied", band: "C" }).key; // "band C"
 */
export function postcodeBandLine(
  memberPointer: string,
  request: NormalizedQuoteRequest,
  member: NormalizedMember,
  resolution: Extract<PostcodeBandResolution, { kind: "supplied" | "derived" }>,
): WorksheetLine {
  if (resolution.kind === "supplied") {
    return {
      member: memberPointer,
      step: "postcodeBand",
      description: `Postcode band ${resolution.band} as sent by the caller for ${request.transactionType}.`,
      key: `band ${resolution.band}`,
    };
  }
  const { band, prefix, source } = resolution.match;
  const description =
    prefix === undefined
      ? `No prefix of postcode ${member.postcode} is in the table: the default band ${band} applies.`
      : `Postcode ${member.postcode}: the longest listed prefix of its outward code is ${prefix}, band ${band}.`;
  return {
    member: memberPointer,
    step: "postcodeBand",
    description,
    table: source.file,
    row: source.row,
    key: prefix === undefined ? `postcode ${member.postcode} (default)` : `prefix ${prefix}`,
  };
}
