import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * The usage of a bench script: its opening doc comment (the `/** ... *\/` block every script
 * starts with, which says what it measures and how to run it), without the comment's stars.
 *
 * @example
 * usageOfScript(import.meta.url); // "`npx tsx bench/records/measureBatchCost.ts`: what a record costs ..."
 */
export function usageOfScript(scriptUrl: string): string {
  const path = fileURLToPath(scriptUrl);
  const comment = path.endsWith(".ts") ? /\/\*\*([\s\S]*?)\*\//.exec(readFileSync(path, "utf8"))?.[1] : undefined;
  if (comment === undefined) return `${basename(path)}: see the comment at the top of its source file for its options.\n`;
  return `${comment
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, ""))
    .join("\n")
    .trim()}\n`;
}

/**
 * A bench script's command line, read by `node:util`'s `parseArgs` with the config given, plus what
 * a person trying a script expects of it: `--help` (or `-h`) prints the script's usage
 * (`usageOfScript`) and exits 0, and an unknown or malformed option is said in one line with a
 * pointer to `--help`, exit code 2, instead of a stack trace.
 *
 * @example
 * const { values } = parseBenchArgs(import.meta.url, { options: { rounds: { type: "string", default: "4" } } });
 */
export function parseBenchArgs<T extends ParseArgsConfig>(scriptUrl: string, config: T): ReturnType<typeof parseArgs<T>> {
  const args = config.args ?? process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(usageOfScript(scriptUrl));
    process.exit(0);
  }
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) throw error;
    process.stderr.write(`${basename(fileURLToPath(scriptUrl))}: ${(error as Error).message}\n--help shows its options.\n`);
    process.exit(2);
  }
}
