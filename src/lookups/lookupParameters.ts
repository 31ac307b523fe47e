import type { ChoiceField, DateField, FieldDescription, IntegerField, TextField } from "../model/wire/fieldKinds.js";
import { MEMBER_DESCRIPTION, POLICY_DESCRIPTION } from "../model/wire/requestFields.js";

/**
 * THE description of the look-ups' questions: each query parameter once, with the kind,
 * bounds and example of its field. Where a parameter is a field of the quotation request
 * (`uwType`, `memberYearsClaimFree`, `fsaNumber`, `paymentType`, `paymentFrequency`), its
 * entry IS the request's entry (src/model/wire/requestFields.ts), so the two cannot disagree;
 * only the sentence, and whether the look-up needs it, are the look-up's own. From it come the
 * look-ups' reading of their question (`safeExpectedNcdLevel`, `safeEligibleIncentives`), the
 * HTTP handler's query parameters (which names, which are whole numbers), the OpenAPI
 * parameters of the look-up operations and their table in docs/request-fields.md.
 */

/** The kinds of a parameter of a look-up's question: a query string holds text and whole numbers. */
export type QuestionField = ChoiceField | IntegerField | TextField;

/** The kinds a look-up's query parameter can be: the question's, and the price date. */
export type LookupParameterField = QuestionField | DateField;

/** One query parameter of a look-up. */
export interface LookupParameter<Field extends LookupParameterField = LookupParameterField> {
  /** The field it is (the request's own entry when the parameter is a request field). */
  readonly field: Field;
  /** The parameter's sentence in the look-up (OpenAPI, docs). */
  readonly doc: string;
  /** Absent, null or blank is REQUIRED. */
  readonly required: boolean;
}

/** The request's entry of the field `name` of `fields`; throws at load if the description has no such field. */
function requestField(fields: readonly FieldDescription[], name: string): QuestionField {
  const field = fields.find((candidate) => candidate.name === name);
  if (field === undefined || !(field.kind === "choice" || field.kind === "integer" || field.kind === "text")) {
    throw new Error(`The request's description has no text, choice or integer field ${name} for a look-up.`);
  }
  return field;
}

/**
 * The date a look-up answers for: a query parameter of every look-up operation, beside the
 * question (the functions take it as their own argument). Not a field of the request, whose
 * date is priceRequiredDate.
 */
export const PRICE_DATE_PARAMETER: LookupParameter<DateField> = {
  field: { kind: "date", name: "priceDate", doc: "The date the quotation would be priced for (its priceRequiredDate).", example: "2026-03-01" },
  doc: "The date the quotation would be priced for (its priceRequiredDate), YYYY-MM-DD; default today (UTC).",
  required: false,
};

/** The question of `expectedNcdLevel` (GET .../ncdLevel, with `priceDate`): one New Business member. */
export const NCD_LEVEL_PARAMETERS: readonly LookupParameter<QuestionField>[] = [
  {
    field: requestField(MEMBER_DESCRIPTION.fields, "uwType"),
    doc: "FMU, NMORI (virgin business), CME, CMORI or MHD (switch business); required.",
    required: true,
  },
  { field: requestField(MEMBER_DESCRIPTION.fields, "memberYearsClaimFree"), doc: "Whole years claim free; absent: not known.", required: false },
  {
    field: {
      kind: "integer",
      name: "ncdUplift",
      min: 0,
      doc: "Levels of an NCD Uplift incentive (its incentiveParameter).",
      boundedBy: "limits.csv ncd_uplift_max_levels",
      example: 1,
    },
    doc: "Levels of an NCD Uplift incentive, 1 to the tables' maximum; absent or 0: none.",
    required: false,
  },
];

/** The question of `eligibleIncentives` (GET .../incentives, with `priceDate`): an agent and, optionally, the payment method. */
export const INCENTIVES_PARAMETERS: readonly LookupParameter<QuestionField>[] = [
  { field: requestField(POLICY_DESCRIPTION.fields, "fsaNumber"), doc: "The agent's FSA number; absent: a request without fsaNumber.", required: false },
  { field: requestField(POLICY_DESCRIPTION.fields, "paymentType"), doc: "B, C or A; with paymentFrequency.", required: false },
  { field: requestField(POLICY_DESCRIPTION.fields, "paymentFrequency"), doc: "1, 12 or 4; with paymentType.", required: false },
];
