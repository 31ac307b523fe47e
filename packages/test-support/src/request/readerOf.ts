import { ProblemCollector } from "../../../../src/validate/collector.js";
import { ownField } from "../../../../src/validate/fields/ownField.js";

/** The field values of `record` as a field reader is handed them, and the problems it collects. */
export function readerOf(record: Record<string, unknown>): { reader: { value(name: string): unknown }; problems: ProblemCollector } {
  return { reader: { value: (name) => ownField(record, name) }, problems: new ProblemCollector() };
}

/** The codes collected, for short assertions. */
export function codesOf(problems: ProblemCollector): string[] {
  return problems.issues.map((issue) => `${issue.code} ${issue.path}`);
}
