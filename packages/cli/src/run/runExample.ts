import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { CliError } from "../CliError.js";
import { findExamplesDirectory } from "../examples/findExamplesDirectory.js";
import { readExampleDescriptions } from "../examples/readExampleDescriptions.js";
import { describeFileError } from "../readTextInput.js";

/** Options of `pmi-rating example`. */
export interface ExampleCommandOptions {
  readonly json?: boolean;
}

/** What `pmi-rating example` does once its command line is parsed. */
export async function runExample(name: string | undefined, options: ExampleCommandOptions = {}): Promise<void> {
  // The example requests ship with the library, beside its package.json.
  const directory = findExamplesDirectory(dirname(createRequire(import.meta.url).resolve("pmi-rating/package.json")));
  if (directory === undefined) throw new CliError("The example requests are not installed with this copy of pmi-rating (no examples/requests folder)");
  let names: string[];
  try {
    names = (await readdir(directory))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.slice(0, -".json".length))
      .sort();
  } catch (error) {
    throw new CliError(`Cannot read the examples folder "${directory}": ${describeFileError(error)}`);
  }
  if (name === undefined) {
    const readme = await readFile(join(directory, "..", "README.md"), "utf8").catch(() => "");
    const descriptions = readExampleDescriptions(readme);
    const examples = names.map((example) => ({ name: example, description: descriptions.get(example) ?? "" }));
    if (options.json === true) {
      process.stdout.write(`${JSON.stringify(examples, null, 2)}\n`);
      return;
    }
    const width = Math.max(...names.map((example) => example.length));
    const lines = examples.map((example) => `  ${example.name.padEnd(width)}  ${example.description}`.trimEnd());
    process.stdout.write(`Example requests (print one with: pmi-rating example <name>):\n${lines.join("\n")}\n`);
    return;
  }
  const wanted = name.replace(/\.json$/, "");
  if (!names.includes(wanted)) {
    throw new CliError(`There is no example "${name}"; the examples are: ${names.join(", ")}`);
  }
  process.stdout.write(await readFile(join(directory, `${wanted}.json`), "utf8"));
}
