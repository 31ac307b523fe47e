import { pinTablesVersion } from "@pmi-rating/rate-change";
import { compileTables } from "pmi-rating";
import { formatTableProblem } from "pmi-rating/tables";
import type { RatingTables } from "pmi-rating";
import { bookLines } from "./bookLines.js";
import { compareBook } from "./compareBook.js";
import type { ComparisonSide, ComparisonWorkerMessage, RunComparisonMessage } from "./comparisonMessages.js";

/**
 * Everything the comparison worker does for one request, as a plain function so it is tested
 * without a worker: compiles both sides' tables (pinning a version when one is chosen), builds
 * the book (a seeded book from the `from` tables' versions), reprices it with progress, and
 * answers with the report and the request text of each largest mover (for "explain"). Problems
 * (tables that do not compile, an unknown version) are a `failed` message, never a throw.
 *
 * @example
 * runComparison(message, (reply) => postMessage(reply));
 */
export function runComparison(message: RunComparisonMessage, post: (reply: ComparisonWorkerMessage) => void): void {
  try {
    const fromAll = compileSide(message.from, "from");
    const from = pin(fromAll, message.from, "from");
    const to = pin(compileSide(message.to, "to"), message.to, "to");
    const lines = bookLines(message.book, fromAll);
    const report = compareBook({
      lines,
      from,
      to,
      basis: message.basis,
      largest: message.largest,
      progressEvery: Math.max(10, Math.ceil(lines.length / 100)),
      onProgress: (done, total) => post({ type: "progress", done, total }),
    });
    const movers = new Set([...report.largestIncreases, ...report.largestDecreases].map((change) => change.line));
    const moverRequests: Record<number, string> = {};
    for (const line of lines) if (movers.has(line.line)) moverRequests[line.line] = line.text;
    post({ type: "done", report, moverRequests });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

function compileSide(side: ComparisonSide, name: string): RatingTables {
  const result = compileTables(side.tables);
  if (!result.success) {
    throw new Error(`The ${name} tables cannot be used:\n${result.problems.slice(0, 10).map(formatTableProblem).join("\n")}`);
  }
  return result.tables;
}

function pin(tables: RatingTables, side: ComparisonSide, name: string): RatingTables {
  if (side.version === "") return tables;
  const pinned = pinTablesVersion(tables, side.version);
  if (pinned === undefined) throw new Error(`The ${name} tables have no version ${side.version}.`);
  return pinned;
}
