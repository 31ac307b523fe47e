import type { Readable } from "node:stream";

/**
 * Calls `onLine` with each whole line a child's output stream writes (without its "\n"): the
 * bench servers announce themselves and report their CPU in lines, which arrive in chunks
 * that cut lines anywhere.
 *
 * @example
 * onEachLine(child.stdout, (line) => { if (line.startsWith("READY ")) ready(line.slice(6)); });
 */
export function onEachLine(stream: Readable, onLine: (line: string) => void): void {
  stream.setEncoding("utf8");
  let buffered = "";
  stream.on("data", (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      onLine(line);
    }
  });
}
