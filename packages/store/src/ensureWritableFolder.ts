import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";

/** The file system's refusals that a folder's owner or mode explains, which an operator fixes. */
/** The error codes of a folder the process may not write (permissions, a read-only file system). */
function isRefusal(code: string): boolean {
  return code === "EACCES" || code === "EPERM" || code === "EROFS";
}

/**
 * Makes `folder` (and its parents) when missing and checks that this process may write in it,
 * so that a store on a folder it cannot write fails at once with the setting to change (e.g. a
 * container's user in a root-owned working directory), not later with the database's own words.
 * `setting` names where the folder came from, e.g. `PMI_DATA_DIR`. Throws an Error whose
 * message names the folder, the user id and the setting; other failures are thrown as they are.
 *
 * @example
 * await ensureWritableFolder("data/quotes", "PMI_DATA_DIR");
 */
export async function ensureWritableFolder(folder: string, setting: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || !isRefusal(code)) throw error;
    const user = typeof process.getuid === "function" ? ` (user id ${process.getuid()})` : "";
    throw new Error(
      `this process${user} may not create or write the folder ${folder} (${code}): point ${setting} at a folder it may write, ` +
        "such as a volume owned by the container's user (/data in the repository's image), or set DATABASE_URL to keep quotes in PostgreSQL.",
      { cause: error },
    );
  }
}
