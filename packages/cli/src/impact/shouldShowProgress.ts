/**
 * Whether `impact` draws a progress bar: only on a terminal (standard error is a TTY), never
 * when its output is piped or captured (a bar would litter a log with control codes), and not
 * when the user turned it off with `--no-progress`. A dumb terminal (TERM=dumb) or CI gets none.
 *
 * @example
 * shouldShowProgress({ stderrIsTty: process.stderr.isTTY === true, progressOption: true, env: process.env });
 */
export function shouldShowProgress(facts: {
  readonly stderrIsTty: boolean;
  readonly progressOption: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}): boolean {
  if (!facts.progressOption || !facts.stderrIsTty) return false;
  if (facts.env.TERM === "dumb") return false;
  return facts.env.CI === undefined || facts.env.CI === "" || facts.env.CI === "false";
}
