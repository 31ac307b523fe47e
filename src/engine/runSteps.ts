import type { Decimal } from "../decimal/decimal.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";
import type { RatingPlan } from "./types.js";
import { buildInitialPolicyRating, type InitialPolicyRating } from "./buildInitialPolicyRating.js";
import type { MemberState, PolicyRating, QuoteState } from "./types.js";
import type { CompiledStep } from "./types.js";

/**
 * The one runner: prices `request` through compiled steps, in order, whatever the list (the
 * default one, a filtered or reordered one, a caller's own step). For each step it runs the
 * kernel on the quote, then the member kernel it returned on every priced member, and stops
 * after the first step that found a problem (later steps would only report its consequences).
 * With `explain` the kernels also write the worksheet, from the values they compute. On a
 * Renewal or an MTC under `cap_at_enbp`, the renewal rules pass each member's equivalent
 * new-business net (`equivalentNewBusinessNets`), which the `renewalPriceRule` step caps at.
 *
 * @example
 * const policy = runSteps(plan.defaultSteps, normalized, plan, false);
 * policy.issues.length === 0 && policy.members[0]?.netPrice?.toFixed(2); // "612.35"
 */
export function runSteps(
  steps: readonly CompiledStep[],
  request: NormalizedQuoteRequest,
  plan: RatingPlan,
  explain: boolean,
  initial: InitialPolicyRating = buildInitialPolicyRating(request),
  equivalentNewBusinessNets?: ReadonlyMap<string, Decimal>,
): PolicyRating {
  const quote: QuoteState = {
    request,
    plan,
    members: initial.members,
    worksheet: explain ? initial.worksheet : undefined,
    issues: initial.issues,
    warnings: initial.warnings,
    equivalentNewBusinessNets,
  };
  const priced: MemberState[] = [];
  for (const member of quote.members) if (member.priced) priced.push(member);
  // Indexed rather than for-of: the plan's lists are frozen, and Node 20's V8 allocates an
  // iterator result for every element of a frozen array a for-of walks.
  for (let index = 0; index < steps.length; index++) {
    const memberKernel = steps[index]!.kernel(quote);
    if (quote.issues.length > 0) break;
    if (memberKernel !== undefined) for (const member of priced) memberKernel(member, quote);
    if (quote.issues.length > 0) break;
  }
  // Assigned rather than spread in conditionally: an object literal mixing spreads and fields is built on V8's slow path.
  const policy: { -readonly [Key in keyof PolicyRating]: PolicyRating[Key] } = {
    members: quote.members,
    worksheet: quote.worksheet ?? initial.worksheet,
    issues: quote.issues,
    warnings: quote.warnings,
  };
  if (quote.priceBeaterDiscountPercent !== undefined) policy.priceBeaterDiscountPercent = quote.priceBeaterDiscountPercent;
  return policy;
}
