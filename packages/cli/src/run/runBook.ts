import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { generateBookRequests } from "@pmi-rating/rate-change";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { describeFileError } from "../readTextInput.js";

export interface BookCommandOptions {
  readonly policies: number;
  readonly seed: number;
  readonly out?: string;
  readonly tables?: string;
  /** Spell the requests as the interface also allows (lower-case choices, y/n flags, postcodes without their space). */
  readonly lenient?: boolean;
}

/** What `pmi-rating book` does once its command line is parsed. */
export async function runBook(options: BookCommandOptions): Promise<void> {
  const tables = await loadTablesOption(options.tables);
  const lines = Readable.from(
    (function* () {
      for (const request of generateBookRequests(options.policies, options.seed, tables, { lenient: options.lenient === true })) yield `${JSON.stringify(request)}\n`;
    })(),
  );
  // pipeline respects back-pressure, so a million-policy book never piles up in memory.
  try {
    await pipeline(lines, options.out === undefined ? process.stdout : createWriteStream(options.out));
  } catch (error) {
    // A reader that stops early (`| head`) is not an error.
    if ((error as NodeJS.ErrnoException).code === "EPIPE") return;
    throw new CliError(`Cannot write "${options.out ?? "standard output"}": ${describeFileError(error)}`);
  }
  if (options.out !== undefined) process.stderr.write(`Wrote ${options.policies} policies to ${options.out} (seed ${options.seed})\n`);
}
