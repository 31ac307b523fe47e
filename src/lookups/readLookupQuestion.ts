import type { Issue } from "../model/issue.js";
import type { LookupParameter, QuestionField } from "./lookupParameters.js";
import { readChoiceOf } from "./readChoiceOf.js";
import { readWholeNumber } from "./readWholeNumber.js";

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** What a look-up question holds once read: each sound parameter by name (a choice in its listed spelling, text trimmed). */
export type LookupValues = Partial<Record<string, string | number>>;

/**
 * Reads a look-up question by its description (lookupParameters.ts): each parameter in
 * order by the reader of its kind, with the bounds of its field (`min`, `allowed`; `maxOf`
 * gives an upper bound that comes from the tables, such as the NCD Uplift's), a required one
 * REQUIRED when absent. Every problem is pushed onto `issues`, at `/<name>`; a parameter with
 * a problem is left out of the values.
 *
 * @example
 * readLookupQuestion({ uwType: "cme", memberYearsClaimFree: 2 }, NCD_LEVEL_PARAMETERS, issues, {}); // { uwType: "CME", memberYearsClaimFree: 2 }
 */
export function readLookupQuestion(
  query: object,
  parameters: readonly LookupParameter<QuestionField>[],
  issues: Issue[],
  maxOf: Readonly<Record<string, number>>,
): LookupValues {
  const values: LookupValues = {};
  for (const { field, required } of parameters) {
    const sent: unknown = (query as Record<string, unknown>)[field.name];
    const absent = sent === undefined || sent === null;
    let value: string | number | undefined;
    switch (field.kind) {
      case "choice":
        value = readChoiceOf(query, field, issues);
        break;
      case "integer":
        value = readWholeNumber(query, field.name, field.min ?? INT32_MIN, maxOf[field.name] ?? INT32_MAX, issues);
        if (value !== undefined && field.allowed !== undefined && !field.allowed.includes(value)) {
          issues.push({ path: `/${field.name}`, code: "INVALID_VALUE", message: `${field.name} must be one of ${field.allowed.join(", ")}; received ${value}.` });
          value = undefined;
        }
        break;
      case "text":
        // A JSON number is refused here although the quote takes it as text (acceptNumber): the
        // in-process question is typed as text, and over HTTP every parameter arrives as text.
        if (absent) break;
        if (typeof sent !== "string") {
          issues.push({ path: `/${field.name}`, code: "INVALID_TYPE", message: `${field.name} must be a text string; received ${JSON.stringify(sent) ?? typeof sent}.` });
        } else if (sent.trim() !== "") {
          // A blank text is a question without it, as in a quote.
          value = sent.trim();
        }
        break;
    }
    if (required && absent) {
      const choices = field.kind === "choice" ? ` (one of ${field.values.join(", ")})` : "";
      issues.push({ path: `/${field.name}`, code: "REQUIRED", message: `${field.name} is required${choices}.` });
    }
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}
