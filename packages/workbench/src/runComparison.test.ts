import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import type { ComparisonWorkerMessage, RunComparisonMessage } from "./comparisonMessages.js";
import { runComparison } from "./runComparison.js";

const run = (overrides: Partial<RunComparisonMessage>) => {
  const replies: ComparisonWorkerMessage[] = [];
  runComparison(
    {
      type: "run",
      from: { tables: defaultTablesData, version: "2026.1" },
      to: { tables: defaultTablesData, version: "2027.1" },
      book: { kind: "seeded", policies: 60, seed: 11 },
      basis: "gross",
      largest: 4,
      ...overrides,
    },
    (reply) => replies.push(reply),
  );
  return replies;
};

describe("runComparison", () => {
  it("posts progress, then the report with the request of every largest mover", () => {
    const replies = run({});
    const progress = replies.filter((reply) => reply.type === "progress");
    expect(progress.at(-1)).toEqual({ type: "progress", done: 60, total: 60 });
    const done = replies.at(-1);
    expect(done?.type).toBe("done");
    if (done?.type === "done") {
      expect(done.report.policies).toBe(60);
      const movers = [...done.report.largestIncreases, ...done.report.largestDecreases];
      expect(movers.length).toBeGreaterThan(0);
      for (const mover of movers) expect(JSON.parse(done.moverRequests[mover.line] ?? "null")).toHaveProperty("individualHealthCarePolicy.quote.id", mover.policyId);
      // Worker messages must survive structured cloning.
      expect(structuredClone(done)).toEqual(done);
    }
  });

  it("fails with a message for a version the tables do not hold, or tables that do not compile", () => {
    expect(run({ to: { tables: defaultTablesData, version: "1999.9" } })).toEqual([{ type: "failed", message: "The to tables have no version 1999.9." }]);
    const broken = { ...defaultTablesData, ipt: undefined } as unknown as typeof defaultTablesData;
    const [reply] = run({ from: { tables: broken, version: "" } });
    expect(reply?.type === "failed" && reply.message).toMatch(/^The from tables cannot be used:\nipt.csv/);
  });
});
