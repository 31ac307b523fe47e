import { Command } from "commander";

/** `pmi-rating example [name]`: lists the shipped example requests, or prints one. */
export function exampleCommand(): Command {
  return new Command("example")
    .description("List the example quotation requests shipped with pmi-rating, or print one to start from")
    .argument("[name]", "example to print (a name from the list, with or without .json)")
    .option("--json", "print the list (or the error) as JSON")
    .addHelpText(
      "after",
      `
Without a name, lists every example with what it shows. With a name, prints that request as
JSON on standard output, ready to adapt and price.

Exit codes: 0 listed or printed; 1 no such example; 2 usage.

Examples:
  $ pmi-rating example
  $ pmi-rating example new-business-couple > request.json
  $ pmi-rating example renewal-previous-premium | pmi-rating quote - --explain`,
    )
    .action(async (name: string | undefined, options: { json?: boolean }) => {
      const { runExample } = await import("../run/runExample.js");
      await runExample(name, options);
    });
}
