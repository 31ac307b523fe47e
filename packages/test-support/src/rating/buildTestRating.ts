import { Decimal } from "../../../../src/decimal/decimal.js";
import type { NormalizedQuoteRequest } from "../../../../src/model/normalized.js";
import { compileSteps } from "../../../../src/engine/compileSteps.js";
import { runSteps } from "../../../../src/engine/runSteps.js";
import { compileRatingPlan } from "../../../../src/engine/compileRatingPlan.js";
import type { RatingPlan } from "../../../../src/engine/types.js";
import { buildInitialPolicyRating, type InitialPolicyRating } from "../../../../src/engine/buildInitialPolicyRating.js";
import type { IptTable, TablesVersion } from "../../../../src/tables/types.js";
import type { MemberState, PolicyRating, RatingStep } from "../../../../src/engine/types.js";
import { buildTestRequest } from "./buildTestRequest.js";
import { buildTestIptTable, buildTestTablesVersion } from "./buildTestTables.js";

/** A request on the test tables, with the plan its steps compile over. */
export interface TestContext {
  readonly request: NormalizedQuoteRequest;
  readonly tables: TablesVersion;
  readonly ipt: IptTable;
  readonly plan: RatingPlan;
  /** The worksheet is built unless this is false. */
  readonly explain?: boolean;
}

/** A context on the test tables (default: `buildTestRequest()` and `buildTestTablesVersion()`). */
export function buildTestContext(request: NormalizedQuoteRequest = buildTestRequest(), tables: TablesVersion = buildTestTablesVersion()): TestContext {
  const ipt = buildTestIptTable();
  return { request, tables, ipt, plan: compileRatingPlan(tables, ipt) };
}

/**
 * The policy as a step would find it: every priced member at `premium` (one value for all, or
 * one per member in request order), with `extra` fields set.
 */
export function buildTestPolicy(
  context: Pick<TestContext, "request">,
  premium: string | readonly string[] = "0",
  extra: Partial<Omit<MemberState, "member" | "category" | "familyUnit" | "priced">> = {},
): InitialPolicyRating {
  const initial = buildInitialPolicyRating(context.request);
  const members = initial.members.map((rating, index): MemberState => {
    if (!rating.priced) return rating;
    const value = typeof premium === "string" ? premium : (premium[index] ?? "0");
    return { ...rating, premium: new Decimal(value), ...extra };
  });
  return { ...initial, members };
}

/**
 * Runs one step, compiled over the context's plan, on a copy of `policy` through the runner,
 * and adds the first member's premium as text for short assertions.
 */
export function applyStep(step: RatingStep, context: TestContext, policy: InitialPolicyRating): PolicyRating & { readonly premium: string | undefined } {
  const copy: InitialPolicyRating = {
    members: policy.members.map((member) => ({ ...member })),
    worksheet: [...policy.worksheet],
    issues: [...policy.issues],
    warnings: [...policy.warnings],
  };
  const next = runSteps(compileSteps(context.plan, [step]), context.request, context.plan, context.explain !== false, copy);
  return { ...next, premium: next.members[0]?.premium.toFixed() };
}
