import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { buildTestMember } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { cappingOutcomeOf } from "./cappingOutcomeOf.js";

// The floor and ceiling multipliers of the test tables (collar -10 %, cap 25 %), as the plan holds them.
const { renewal } = compileRatingPlan(buildTestTablesVersion(), buildTestIptTable());

describe("cappingOutcomeOf", () => {
  it("caps and collars a renewal with previousnetPremium, with the factor applied", () => {
    const capped = cappingOutcomeOf(buildTestMember({ previousnetPremium: 1000 }), new Decimal(1300), "Renewal", renewal);
    expect(capped.kind === "renewal" && [capped.clamped.toFixed(), capped.cncFactor?.toFixed(6), capped.outcome]).toEqual([
      "1250",
      "0.961538",
      "capped (lowered to the ceiling)",
    ]);
    const within = cappingOutcomeOf(buildTestMember({ previousnetPremium: 1000 }), new Decimal(1100), "Renewal", renewal);
    expect(within.kind === "renewal" && [within.clamped.toFixed(), within.cncFactor?.toFixed()]).toEqual(["1100", "1"]);
    const zero = cappingOutcomeOf(buildTestMember({ previousnetPremium: 1000 }), new Decimal(0), "Renewal", renewal);
    expect(zero.kind === "renewal" && [zero.clamped.toFixed(), zero.cncFactor]).toEqual(["900", undefined]);
  });

  it("applies a cncFactor sent on an MTC, and leaves New Business alone", () => {
    const sent = cappingOutcomeOf(buildTestMember({ cncFactor: 0.9 }), new Decimal(1000), "MTC", renewal);
    expect(sent.kind === "sentFactor" && sent.after.toFixed()).toBe("900");
    expect(cappingOutcomeOf(buildTestMember({ cncFactor: 0.9 }), new Decimal(1000), "New Business", renewal).kind).toBe("unchanged");
    expect(cappingOutcomeOf(buildTestMember({}), new Decimal(1000), "MTC", renewal).kind).toBe("unchanged");
  });
});
