import type { Decimal } from "../decimal.js";
import type { Issue } from "../model/issue.js";
import type { WorksheetLine } from "../model/response.js";
import { stampedLine } from "./lines/stampedLine.js";
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
  let issues = policy.issues;
  let changed = false;
  for (const rating of policy.members) {
    if (!rating.priced) {
      members.push(rating);
      continue;
    }
    const outcome = rate(rating);
    if ("issues" in outcome) {
      issues = [...issues, ...outcome.issues];
      changed = true;
      members.push(rating);
      continue;
    }
    members.push(outcome.rating);
    if (outcome.rating !== rating) changed = true;
    if (explain) for (const line of outcome.lines()) worksheet.push(stampedLine(rating.member.pointer, step, line));
  }
  // A step that left every member as it was, with no worksheet to add to, leaves the policy as
  // it was too: states are immutable, so the same object serves, and nothing is copied.
  if (!changed && !explain) return policy;
  return withMemberResults(policy, members, worksheet, issues);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The member with a new premium: the change most steps make. Cloned, then assigned, for the
 * reason given at `withMemberResults`.
 *
 * @example
 * withPremium(rating, rating.premium.times(factor));
 */
export function withPremium(rating: MemberRating, premium: Decimal): MemberRating {
  // The same premium (a minimum not reached, a factor of 1 skipped): the member is unchanged, and immutable.
  if (premium === rating.premium) return rating;
  const next: Mutable<MemberRating> = { ...rating };
  next.premium = premium;
  return next;
}

/**
 * The policy with new members, worksheet and issues. Cloned, then assigned: an object literal
 * mixing a spread with fields takes V8's slow path, and this runs for every step of every
 * quote. A field a custom step added to the policy is kept.
 */
function withMemberResults(policy: PolicyRating, members: MemberRating[], worksheet: readonly WorksheetLine[], issues: readonly Issue[]): PolicyRating {
  const next: Mutable<PolicyRating> = { ...policy };
  next.members = members;
  next.worksheet = worksheet;
  next.issues = issues;
  return next;
}
