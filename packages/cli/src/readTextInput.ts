import { readFile } from "node:fs/promises";
import { text } from "node:stream/consumers";
import { CliError } from "./CliError.js";

/**
 * Reads a whole text file, or standard input when the name is `-`, turning the usual file
 * errors into a sentence a user can act on.
 *
 * @example
 * const body = await readTextInput("examples/requests/single.json");
 */
export async function readTextInput(file: string, stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  if (file === "-") return text(stdin);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read "${file}": ${describeFileError(error)}`);
  }
}

/** A short reason for a file-system error: "no such file", "it is a folder", ... */
export function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOENT":
      return "no such file or folder";
    case "EISDIR":
      return "it is a folder, not a file";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "ENOTDIR":
      return "a part of the path is not a folder";
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
