import { ProblemCollector } from "../collector.js";
import { RecordReader } from "../fields/RecordReader.js";

/** A reader over `record` at pointer `/x`, and the problems it collects. */
export function readerOf(record: Record<string, unknown>): { reader: RecordReader; problems: ProblemCollector } {
  const problems = new ProblemCollector();
  return { reader: new RecordReader(record, "/x", problems), problems };
}

/** The codes collected, for short assertions. */
export function codesOf(problems: ProblemCollector): string[] {
  return problems.issues.map((issue) => `${issue.code} ${issue.path}`);
}
