import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultSteps } from "../factors/index.js";
import type { RatingStep } from "./types.js";
import { defaultTables } from "../plans/defaultTables.js";
import { generateBookRequests } from "@pmi-rating/rate-change";
import { compilePipeline } from "./compilePipeline.js";

const [request] = generateBookRequests(1, 11);

/** A caller's own step with its own table: a loading by relationship, indexed once per version in compile. */
function relationshipLoading(table: Readonly<Record<string, string>>, compiled: { count: number }): RatingStep {
  return {
    name: "relationshipLoading",
    compile() {
      compiled.count += 1;
      const factors = new Map(Object.entries(table).map(([relationship, factor]) => [relationship, new Decimal(factor)]));
      return (quote) => (member) => {
        const factor = factors.get(member.member.relationship);
        if (factor === undefined) return;
        const before = member.premium;
        member.premium = before.times(factor);
        quote.worksheet?.push({
          member: member.member.pointer,
          step: "relationshipLoading",
          description: `× ${factor.toFixed()}`,
          before: before.toFixed(),
          after: member.premium.toFixed(),
        });
      };
    },
  };
}

describe("compilePipeline", () => {
  it("compiles the list once per tables version, and every quote reuses it", () => {
    const compiled = { count: 0 };
    const loading = relationshipLoading({ self: "1.1" }, compiled);
    const steps = [...defaultSteps.slice(0, 2), loading, ...defaultSteps.slice(2)];
    const pipeline = compilePipeline(defaultTables, steps);
    expect(compiled.count).toBe(defaultTables.versions.length);
    const withLoading = safeQuote(request, defaultTables, { steps: pipeline, explain: true });
    safeQuote(request, defaultTables, { steps: pipeline });
    expect(compiled.count).toBe(defaultTables.versions.length);
    const without = safeQuote(request, defaultTables);
    expect(withLoading.success && without.success).toBe(true);
    if (!withLoading.success || !without.success) return;
    expect(withLoading.data.netPrice).toBeGreaterThan(without.data.netPrice);
    expect(withLoading.data.worksheet?.some((line) => line.step === "relationshipLoading")).toBe(true);
  });

  it("gives the same quote as the list passed as it is", () => {
    const steps = defaultSteps.filter((step) => step.name !== "wellness");
    const pipeline = compilePipeline(defaultTables, steps);
    expect(JSON.stringify(safeQuote(request, defaultTables, { steps: pipeline, explain: true }))).toBe(
      JSON.stringify(safeQuote(request, defaultTables, { steps, explain: true })),
    );
  });
});
