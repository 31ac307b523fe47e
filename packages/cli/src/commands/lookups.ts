import { Command, Option } from "commander";
import type { IncentivesCommandOptions, NcdCommandOptions } from "../run/runLookups.js";

/**
 * Adds what both look-up commands share: the date that picks the tables version, the tables
 * folder, the output format, and help giving the exit codes and the command's examples.
 */
function withLookupOptions(command: Command, examples: readonly string[]): Command {
  return command
    .option("-d, --price-date <date>", "the quote's priceRequiredDate, YYYY-MM-DD (default: today)")
    .option("-t, --tables <dir>", "tables folder (default: the tables shipped with pmi-rating)")
    .addOption(new Option("-f, --format <format>", "output: text (readable, default) or json (the library's answer)").choices(["text", "json"]))
    .addHelpText(
      "after",
      `
Exit codes: 0 answered; 1 the question is refused (every problem listed) or the tables are broken; 2 usage.

Examples:
${examples.map((example) => `  $ ${example}`).join("\n")}`,
    );
}

/** `pmi-rating ncd`: the NCD level a New Business member must be sent with. */
export function ncdCommand(): Command {
  const command = new Command("ncd")
    .description("The NCD level a New Business member must be sent with, and the rule (docs/interface.md section 2.7)")
    .requiredOption("-u, --uw-type <type>", "underwriting type: FMU, NMORI (virgin business), CME, CMORI or MHD (switch business)")
    .option("-y, --years-claim-free <n>", "whole years claim free (switch business); leave out when not known")
    .option("--uplift <levels>", "levels of an NCD Uplift incentive (1 to the tables' maximum)");
  return withLookupOptions(command, [
    "pmi-rating ncd --uw-type FMU",
    "pmi-rating ncd --uw-type CME --years-claim-free 2 --uplift 1 --price-date 2026-03-01",
    "pmi-rating ncd --uw-type MHD --format json",
  ]).action(async (options: NcdCommandOptions) => {
    const { runNcd } = await import("../run/runLookups.js");
    await runNcd(options);
  });
}

/** `pmi-rating incentives`: the incentives an agent may use. */
export function incentivesCommand(): Command {
  const command = new Command("incentives")
    .description("Every incentive an agent may use, with its parameter bounds and the pairs that cannot be combined")
    .option("-a, --fsa-number <agent>", "the agent's FSA number (leave out for a request without one)")
    .option("--payment-type <type>", "B, C or A (with --payment-frequency): only incentives allowed with that method")
    .option("--payment-frequency <n>", "1, 4 or 12 payments a year (with --payment-type)");
  return withLookupOptions(command, [
    "pmi-rating incentives",
    "pmi-rating incentives --fsa-number FSA654321 --payment-type B --payment-frequency 12",
    "pmi-rating incentives --fsa-number FSA123456 --price-date 2027-02-01 --format json",
  ]).action(async (options: IncentivesCommandOptions) => {
    const { runIncentives } = await import("../run/runLookups.js");
    await runIncentives(options);
  });
}
