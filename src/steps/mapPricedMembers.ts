import type { Issue } from "../model/issue.js";
import type { WorksheetLine } from "../model/response.js";
import type { TableSource } from "../tables/types.js";
import type { MemberRating, PolicyRating, RatingContext } from "./types.js";

/** A worksheet line for one member, before the step and the member are filled in. */
export type MemberLine = Omit<WorksheetLine, "member" | "step">;

/**
 * What a step makes of one priced member: its new state and its worksheet lines, or problems.
 * The lines are a function so that they cost nothing when the worksheet is not wanted.
 */
export type MemberOutcome =
  | { readonly rating: MemberRating; readonly lines: () => readonly MemberLine[] }
  | { readonly issues: readonly Issue[] };

/**
 * Applies a member-level step to every priced member, in order, collecting worksheet lines
 * (stamped with the step and the member's pointer; only when `context.explain` is not false)
 * and problems. Members not priced pass through untouched.
 *
 * @example
 * mapPricedMembers(policy, context, "wellness", (rating) => ({ rating, lines: () => [{ description: "..." }] }));
 */
export function mapPricedMembers(
  policy: PolicyRating,
  context: Pick<RatingContext, "explain">,
  step: string,
  rate: (rating: MemberRating) => MemberOutcome,
): PolicyRating {
  const members: MemberRating[] = [];
  const explain = context.explain !== false;
  const worksheet: WorksheetLine[] = explain ? [...policy.worksheet] : (policy.worksheet as WorksheetLine[]);
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
    if (explain) for (const line of outcome.lines()) worksheet.push({ member: rating.member.pointer, step, ...line });
  }
  return { ...policy, members, worksheet, issues };
}

/** The worksheet fields naming a table row. */
export function fromTable(source: TableSource): { readonly table: string; readonly row: number } {
  return { table: source.file, row: source.row };
}
