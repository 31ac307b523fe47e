import type { ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { onEachLine } from "./onEachLine.js";

/**
 * The URL a bench server announces with its `READY <url>` line (serveForBench); the lines after
 * it (the service's log) are read and dropped, so that a full pipe never holds the server up.
 *
 * @example
 * const url = await readyUrlOf(spawn(process.execPath, [script, "reference"], { stdio: ["pipe", "pipe", "inherit"] }));
 */
export function readyUrlOf(child: ChildProcessByStdio<Writable, Readable, null>): Promise<string> {
  return new Promise((resolve) => {
    onEachLine(child.stdout, (line) => {
      const ready = /^READY (\S+)$/.exec(line);
      if (ready !== null) resolve(ready[1]!);
    });
  });
}
