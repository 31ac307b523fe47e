import { describe, expect, it } from "vitest";
import { skippedTestsSummary, skipReasonOf } from "./skippedTestsReporter.js";

describe("skipReasonOf", () => {
  it("reads the reason from the name of the test or of any of its suites, parentheses inside it kept", () => {
    expect(skipReasonOf("quote store on PostgreSQL (skipped: set TEST_DATABASE_URL to a PostgreSQL server (.ci/run starts one) to run it) > keeps a record")).toBe(
      "set TEST_DATABASE_URL to a PostgreSQL server (.ci/run starts one) to run it",
    );
    expect(skipReasonOf("workbench > opens (skipped: no Chromium)")).toBe("no Chromium");
    expect(skipReasonOf("workbench > opens")).toBeUndefined();
  });
});

describe("skippedTestsSummary", () => {
  const postgres = { file: "a.test.ts", fullName: "on PostgreSQL (skipped: set TEST_DATABASE_URL) > keeps" };
  const bare = { file: "b.test.ts", fullName: "suite > test" };

  it("counts the skipped tests by reason, and names each one that gives none", () => {
    expect(skippedTestsSummary([postgres, postgres, bare], false)).toBe(
      [
        "",
        " 3 tests skipped, by reason:",
        "     2  set TEST_DATABASE_URL",
        '     1  NO REASON GIVEN (put "(skipped: why)" in the name of the test or its suite):',
        "          b.test.ts > suite > test",
        "",
      ].join("\n"),
    );
  });

  it("says nothing when nothing was skipped, and puts the tests a name pattern left out together", () => {
    expect(skippedTestsSummary([], false)).toBe("");
    expect(skippedTestsSummary([bare, bare], true)).toBe("\n 2 tests skipped, by reason:\n     2  not chosen by the test name pattern (-t)\n");
  });
});
