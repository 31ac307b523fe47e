import { codePointCount, indexOfControlCharacter, isLongerThan } from "../../model/wire/textBounds.js";
import { describeValue } from "../describeValue.js";
import type { ProblemCollector } from "../collector.js";

/**
 * Reads a text field, trimmed; blank counts as absent. `acceptNumber`: a JSON number is kept
 * as its decimal text (identifiers and codes such as the member number, agent code or
 * incentive parameter are often sent as numbers by integrators). A text is bounded
 * (src/model/wire/textBounds.ts): more than `maxLength` characters as sent is TEXT_TOO_LONG, a
 * control character anywhere in it CONTROL_CHARACTER; the length is checked first, so a long
 * text is never scanned.
 *
 * The field readers take the value sent (read from the object by the generated readers, in one
 * pass over its keys) and the field's constants as arguments, not an options object: an
 * options object per field would make every read of it megamorphic. The path of a problem,
 * `pointer/name`, is spelt only when there is one.
 *
 * @example
 * readText(" HrSolWeb ", problems, "/individualHealthCarePolicy/quote", "callingSystem", true, false, 64); // "HrSolWeb"
 */
export function readText(
  sent: unknown,
  problems: ProblemCollector,
  pointer: string,
  name: string,
  required: boolean,
  acceptNumber: boolean,
  maxLength: number,
): string | undefined {
  if (typeof sent === "string") {
    const text = sent.trim();
    if (text !== "") return boundedText(sent, text, problems, pointer, name, maxLength);
  } else if (sent === undefined || sent === null) {
    // absent
  } else if (acceptNumber && typeof sent === "number" && Number.isFinite(sent)) {
    // A number's text has at most 25 characters, within every text's bound (textBounds.ts).
    return String(sent);
  } else {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a text string; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required and was ${describeAbsence(sent)}.`);
  return undefined;
}

/** The trimmed `text` of a text sent that is within its bounds, or undefined with its problem. */
function boundedText(sent: string, text: string, problems: ProblemCollector, pointer: string, name: string, maxLength: number): string | undefined {
  if (isLongerThan(sent, maxLength)) {
    problems.issue(`${pointer}/${name}`, "TEXT_TOO_LONG", `${name} may hold at most ${maxLength} characters; received ${codePointCount(sent)}.`);
    return undefined;
  }
  const control = indexOfControlCharacter(sent);
  if (control !== -1) {
    const code = `U+${sent.charCodeAt(control).toString(16).toUpperCase().padStart(4, "0")}`;
    problems.issue(
      `${pointer}/${name}`,
      "CONTROL_CHARACTER",
      `${name} must not hold control or invisible formatting characters (such as a tab, a line break, ESC, a direction override or a lone surrogate); received ${code} at character ${codePointCount(sent.slice(0, control)) + 1}.`,
    );
    return undefined;
  }
  return text;
}

/** Words for a missing value in a REQUIRED message. */
export function describeAbsence(value: unknown): string {
  if (value === undefined) return "not sent";
  if (value === null) return "null";
  return "blank";
}
