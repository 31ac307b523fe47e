import type { Reporter, TestModule, Vitest } from "vitest/node";

/** A skipped test: its file and its full name (its suites' names and its own, joined with " > "). */
export interface SkippedTest {
  readonly file: string;
  readonly fullName: string;
}

/**
 * Why a test was skipped, as its name (or a suite's) says it: the text from "skipped:" to the
 * end of that name, without the closing parenthesis; undefined when no name says.
 *
 * @example
 * skipReasonOf("quote store on PostgreSQL (skipped: set TEST_DATABASE_URL to run it) > keeps a record"); // "set TEST_DATABASE_URL to run it"
 */
export function skipReasonOf(fullName: string): string | undefined {
  for (const name of fullName.split(" > ")) {
    const start = name.indexOf("skipped: ");
    if (start >= 0) return name.slice(start + "skipped: ".length).replace(/\)$/, "");
  }
  return undefined;
}

/**
 * The lines a run ends with when tests were skipped: how many, for each reason; and each test
 * skipped whose name gives none, unless the run chose its tests by name (`-t`), which skips
 * every other test for that reason alone.
 *
 * @example
 * skippedTestsSummary([{ file: "a.test.ts", fullName: "x (skipped: no wrk) > y" }], false);
 * // "\n 1 test skipped, by reason:\n   1  no wrk\n"
 */
export function skippedTestsSummary(skipped: readonly SkippedTest[], chosenByName: boolean): string {
  if (skipped.length === 0) return "";
  const byReason = new Map<string, number>();
  const unexplained: SkippedTest[] = [];
  for (const test of skipped) {
    const reason = skipReasonOf(test.fullName);
    if (reason === undefined) unexplained.push(test);
    else byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  const lines = [`${skipped.length === 1 ? "1 test" : `${skipped.length} tests`} skipped, by reason:`];
  for (const [reason, count] of byReason) lines.push(`  ${String(count).padStart(3)}  ${reason}`);
  if (unexplained.length > 0) {
    if (chosenByName) lines.push(`  ${String(unexplained.length).padStart(3)}  not chosen by the test name pattern (-t)`);
    else {
      lines.push(`  ${String(unexplained.length).padStart(3)}  NO REASON GIVEN (put "(skipped: why)" in the name of the test or its suite):`);
      for (const test of unexplained.slice(0, 20)) lines.push(`         ${test.file} > ${test.fullName}`);
      if (unexplained.length > 20) lines.push(`         and ${unexplained.length - 20} more`);
    }
  }
  return `\n${lines.map((line) => ` ${line}`).join("\n")}\n`;
}

/**
 * A vitest reporter (beside the default one, vitest.config.ts) that ends the run with every
 * skipped test's reason, which the default reporter does not print: a run that skipped the
 * PostgreSQL or browser tests says so, and why, in its output.
 */
export class SkippedTestsReporter implements Reporter {
  private chosenByName = false;

  onInit(vitest: Vitest): void {
    this.chosenByName = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const skipped: SkippedTest[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (test.result().state === "skipped") skipped.push({ file: module.relativeModuleId, fullName: test.fullName });
      }
    }
    process.stdout.write(skippedTestsSummary(skipped, this.chosenByName));
  }
}
