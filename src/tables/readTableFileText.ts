import { constants } from "node:fs";
import { open, realpath, type FileHandle } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import type { TableProblem } from "./tableProblem.js";

/** Largest tables file read: 5 MB, far above any real tariff (the default tables' largest file is a few kB). */
export const MAX_TABLE_FILE_BYTES = 5 * 1024 * 1024;

/** A tables file's text, or why not: absent, not a regular file, too large or unreadable. */
export type TableFileText = { readonly kind: "text"; readonly text: string } | { readonly kind: "absent" } | { readonly kind: "problem"; readonly problem: TableProblem };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Reads one tables file as UTF-8 text within a size limit, refusing before any read a path
 * whose symbolic links lead out of the folder `root` (`LINK_OUTSIDE_FOLDER`) and what is
 * not a regular file: a FIFO (whose read would wait forever), a device such as `/dev/zero`
 * behind a symlink (endless), a directory. The file is opened without blocking and checked
 * on the open handle (so it cannot be swapped between the check and the read), then read in
 * chunks that stop one byte past the limit: a file that grows, or reports a false size, is
 * still never read beyond it. A file over the limit (a spreadsheet export gone wrong) is one
 * clear problem in milliseconds instead of minutes of parsing and an exhausted heap.
 *
 * @example
 * await readTableFileText("tables", "2026.1/ncd.csv"); // { kind: "text", text: "years,factor\n..." }
 */
export async function readTableFileText(root: string, path: string, maxBytes: number = MAX_TABLE_FILE_BYTES): Promise<TableFileText> {
  const tooLarge = (size: string): TableFileText => ({
    kind: "problem",
    problem: {
      file: path,
      code: "FILE_TOO_LARGE",
      message: `${path} is ${size}, over the limit of ${megabytes(maxBytes)} for a tables file; check that it is the right file and not padded with empty rows.`,
    },
  });
  let handle: FileHandle | undefined;
  try {
    // A symbolic link is followed only to a file inside the folder (a ConfigMap mount's ..data links): never to /etc/passwd.
    const real = await realPathInside(root, path);
    if (real === undefined) return { kind: "problem", problem: linkOutsideFolder(path) };
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever. O_NOFOLLOW: the real path is opened, not a link swapped in since.
    handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOFOLLOW ?? 0));
    const info = await handle.stat();
    if (!info.isFile()) {
      const what = info.isDirectory()
        ? "a folder"
        : info.isFIFO()
          ? "a named pipe (FIFO)"
          : info.isCharacterDevice() || info.isBlockDevice()
            ? "a device"
            : info.isSocket()
              ? "a socket"
              : "not a regular file";
      return {
        kind: "problem",
        problem: { file: path, code: "NOT_A_FILE", message: `${path} is ${what}, not a regular file; a tables file must be a plain CSV or JSON file.` },
      };
    }
    if (info.size > maxBytes) return tooLarge(megabytes(info.size));
    const read = await readAtMost(handle, maxBytes + 1);
    if (read.length > maxBytes) return tooLarge(`over ${megabytes(maxBytes)} when read`);
    return { kind: "text", text: read.toString("utf8") };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "absent" };
    return {
      kind: "problem",
      problem: { file: path, code: "MISSING_FILE", message: `${path} cannot be read: ${error instanceof Error ? error.message : String(error)}.` },
    };
  } finally {
    await handle?.close();
  }
}

/**
 * The real path of `path` in the folder `root` (every symbolic link on the way resolved), or
 * undefined when it is outside the folder's own real path. Throws ENOENT when there is no such
 * file (a dangling link included).
 *
 * @example
 * await realPathInside("/etc/tables", "ipt.csv"); // "/etc/tables/..2026_01_01/ipt.csv" (a ConfigMap mount)
 */
export async function realPathInside(root: string, path: string): Promise<string | undefined> {
  const [realRoot, real] = await Promise.all([realpath(root), realpath(join(root, path))]);
  const inside = relative(realRoot, real);
  return inside === "" || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? undefined : real;
}

/** The problem of a symbolic link that leads out of the tables folder. */
export function linkOutsideFolder(path: string): TableProblem {
  return {
    file: path,
    code: "LINK_OUTSIDE_FOLDER",
    message: `${path} is a symbolic link that leads out of the tables folder: a tables file must be inside it (links within the folder, as a Kubernetes ConfigMap mount has, are read).`,
  };
}

/** Up to `limit` bytes from the start of an open file, read in chunks until the end or the limit. */
async function readAtMost(handle: FileHandle, limit: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(Math.min(limit, 64 * 1024));
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < limit) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, limit - total), total);
    if (bytesRead === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}
