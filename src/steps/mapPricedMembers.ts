import type { Issue } from "../model/issue.js";
import type { WorksheetLine } from "../model/response.js";
import type { TableSource } from "../tables/types.js";
import type { MemberRating, PolicyRating } from "./types.js";

/** A worksheet line for one member, before the step and the member are filled in. */
export type MemberLine = Omit<WorksheetLine, "member" | "step">;

/** What a step makes of one priced member: its new state and worksheet lines, or problems. */
export type MemberOutcome =
  | { readonly rating: MemberRating; readonly lines: readonly MemberLine[] }
  | { readonly issues: readonly Issue[] };

/**
 * Applies a member-level step to every priced member, in order, collecting worksheet lines
 * (stamped with the step and the member's pointer) and problems. Members not priced pass
 * through untouched.
 *
 * @example
 * mapPricedMembers(policy, "wellness", (rating) => ({ rating, lines: [{ description: "..." }] }));
 */
export function mapPricedMembers(
  policy: PolicyRating,
  step: string,
  rate: (rating: MemberRating) => MemberOutcome,
): PolicyRating {
  const members: MemberRating[] = [];
  const worksheet: WorksheetLine[] = [...policy.worksheet];
  const issues: Issue[] = [...policy.issues];
  for (const rating of policy.members) {
    if (!rating.priced) {
      members.push(rating);
      continue;
    }
    const outcome = rate(rating);
    if ("issues" in outcome) {
      issues.push(...outcome.issues);
      members.push(rating);
      continue;
    }
    members.push(outcome.rating);
    for (const line of outcome.lines) worksheet.push({ member: rating.member.pointer, step, ...line });
  }
  return { ...policy, members, worksheet, issues };
}

/** The worksheet fields naming a table row. */
export function fromTable(source: TableSource): { readonly table: string; readonly row: number } {
  return { table: source.file, row: source.row };
}
