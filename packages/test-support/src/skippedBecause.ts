/**
 * The end of a test's (or suite's) title that says why it is skipped: " (skipped: reason)" when
 * there is a reason, else nothing. The run's summary of skipped tests reads it there
 * (test/setup/skippedTestsReporter.ts), since vitest's default output names no skipped test.
 *
 * @example
 * describe.skipIf(!wrkInstalled)(`wrk's driver${skippedBecause(!wrkInstalled && "wrk is not installed: apt-get install -y wrk")}`, () => {});
 */
export function skippedBecause(reason: string | false | undefined): string {
  return reason === false || reason === undefined || reason === "" ? "" : ` (skipped: ${reason})`;
}
