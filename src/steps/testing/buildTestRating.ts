import { Decimal } from "../../decimal.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { buildInitialPolicyRating } from "../../quote/buildInitialPolicyRating.js";
import type { TablesVersion } from "../../tables/types.js";
import type { MemberRating, PolicyRating, RatingContext, RatingStep } from "../types.js";
import { buildTestRequest } from "./buildTestRequest.js";
import { buildTestIptTable, buildTestTablesVersion } from "./buildTestTables.js";

/** A context on the test tables (default: `buildTestRequest()` and `buildTestTablesVersion()`). */
export function buildTestContext(request: NormalizedQuoteRequest = buildTestRequest(), tables: TablesVersion = buildTestTablesVersion()): RatingContext {
  return { request, tables, ipt: buildTestIptTable() };
}

/**
 * The policy of a context as a step finds it: every priced member at `premium` (one value, or
 * one per member in order), with `extra` state (e.g. a postcode band) set.
 */
export function buildTestPolicy(
  context: RatingContext,
  premium: string | readonly string[] = "0",
  extra: Partial<Omit<MemberRating, "member" | "category" | "familyUnit" | "priced">> = {},
): PolicyRating {
  const initial = buildInitialPolicyRating(context.request);
  const members = initial.members.map((rating, index) => {
    if (!rating.priced) return rating;
    const value = typeof premium === "string" ? premium : (premium[index] ?? "0");
    return { ...rating, premium: new Decimal(value), ...extra };
  });
  return { ...initial, members };
}

/** Applies a step and returns the new policy with the first member's premium as a string. */
export function applyStep(step: RatingStep, context: RatingContext, policy: PolicyRating): PolicyRating & { readonly premium: string | undefined } {
  const next = step.apply(policy, context);
  return { ...next, premium: next.members[0]?.premium.toFixed() };
}
