import { describeValue } from "../describeValue.js";
import type { ProblemCollector } from "../collector.js";

/**
 * Reads a text field, trimmed; blank counts as absent. `acceptNumber`: a JSON number is kept
 * as its decimal text (identifiers and codes such as the member number, agent code or
 * incentive parameter are often sent as numbers by integrators).
 *
 * The field readers take the value sent (read from the object by the generated readers, in one
 * pass over its keys) and the field's constants as arguments, not an options object: an
 * options object per field would make every read of it megamorphic. The path of a problem,
 * `pointer/name`, is spelt only when there is one.
 *
 * @example
 * readText(" HrSolWeb ", problems, "/individualHealthCarePolicy/quote", "callingSystem", true, false); // "HrSolWeb"
 */
export function readText(sent: unknown, problems: ProblemCollector, pointer: string, name: string, required: boolean, acceptNumber: boolean): string | undefined {
  if (typeof sent === "string") {
    const text = sent.trim();
    if (text !== "") return text;
  } else if (sent === undefined || sent === null) {
    // absent
  } else if (acceptNumber && typeof sent === "number" && Number.isFinite(sent)) {
    return String(sent);
  } else {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a text string; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required and was ${describeAbsence(sent)}.`);
  return undefined;
}

/** Words for a missing value in a REQUIRED message. */
export function describeAbsence(value: unknown): string {
  if (value === undefined) return "not sent";
  if (value === null) return "null";
  return "blank";
}
