import { createInterface } from "node:readline/promises";

/**
 * Asks a yes-or-no question on a terminal and resolves to true only for "y" or "yes" (any
 * case): an empty answer, anything else or the end of input is no. The question goes to
 * `output` (standard error, so that standard output stays the command's result).
 *
 * @example
 * if (!(await askYesOrNo("Delete 12 quotes for good? [y/N] "))) return;
 */
export async function askYesOrNo(question: string, input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stderr): Promise<boolean> {
  const reader = createInterface({ input, output, terminal: false });
  try {
    const answer = await new Promise<string>((resolve) => {
      reader.once("close", () => resolve(""));
      void reader.question(question).then(resolve, () => resolve(""));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    reader.close();
  }
}
