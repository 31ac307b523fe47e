import type { FieldDescription, ObjectDescription } from "../../../src/model/wire/fieldKinds.js";
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "../../../src/model/wire/requestFields.js";
import { INCENTIVES_PARAMETERS, NCD_LEVEL_PARAMETERS, PRICE_DATE_PARAMETER } from "../../../src/lookups/lookupParameters.js";

const SECTIONS: readonly { readonly title: string; readonly path: string; readonly description: ObjectDescription }[] = [
  { title: "Policy", path: "individualHealthCarePolicy.quote", description: POLICY_DESCRIPTION },
  { title: "Member category", path: "items of memberCategory", description: MEMBER_CATEGORY_DESCRIPTION },
  { title: "Option", path: "items of a category's option", description: OPTION_DESCRIPTION },
  { title: "Family unit", path: "items of a category's familyUnit", description: FAMILY_UNIT_DESCRIPTION },
  { title: "Member", path: "items of a family unit's member", description: MEMBER_DESCRIPTION },
  { title: "Incentive", path: "items of incentive", description: INCENTIVE_DESCRIPTION },
];

/** The JSON type and format of a field, as the OpenAPI document gives it. */
function typeOf(field: FieldDescription): string {
  switch (field.kind) {
    case "text":
      return field.acceptNumber === true ? "string (a number is taken as its text)" : "string";
    case "choice":
      return `string: ${field.values.join(", ")}`;
    case "integer":
      return field.allowed === undefined ? "integer (int32)" : `integer (int32): ${field.allowed.join(", ")}`;
    case "number":
      return "number (double)";
    case "flag":
      return "string Y/N (also Yes/No, 1/0, true/false, or a JSON boolean)";
    case "date":
      return "string (date, YYYY-MM-DD)";
    case "postcode":
      return "string (UK postcode)";
    case "ncdLevel":
      return "integer (a string of digits is taken)";
    case "list":
      return `array of ${field.item.id} (at most ${field.maxItems})`;
    case "opaqueList":
      return `array (at most ${field.maxItems}; items not examined)`;
    case "output":
      return "any (an output: ignored with a warning)";
    case "notInUse":
      return "any (not in use)";
  }
}

/** What is accepted besides the canonical form, and the bounds. */
function rulesOf(field: FieldDescription): string {
  const parts: string[] = [];
  if (field.kind === "text") parts.push(`at most ${field.maxLength} characters; no control characters`);
  if (field.kind === "choice") parts.push(field.caseOnly === true ? "case ignored" : "case, spaces, hyphens and underscores ignored");
  if (field.kind === "choice" && field.aliases !== undefined) parts.push(`also ${Object.keys(field.aliases).join(", ")}`);
  if (field.kind === "integer" && field.min !== undefined) parts.push(`${field.min} or more`);
  if (field.kind === "number") {
    if (field.min !== undefined) parts.push(`${field.min} or more`);
    if (field.above !== undefined) parts.push(`more than ${field.above}`);
    if (field.max !== undefined) parts.push(`at most ${field.max}`);
  }
  if (field.kind === "list" && field.required === true) parts.push("at least one");
  if (field.default !== undefined) parts.push(`absent: ${String(field.default)}`);
  if (field.boundedBy !== undefined) parts.push(`bounded by ${field.boundedBy}`);
  if (field.required !== true && field.kind !== "output" && field.kind !== "notInUse") parts.push("blank or null is absent");
  return parts.join("; ");
}

const cell = (text: string) => text.replaceAll("|", "\\|");

/**
 * The text of docs/request-fields.md: a table per object of the request, a row per field,
 * from the request's description. `npm run generate:request` writes it; a test fails when it
 * is stale.
 */
export function renderRequestFieldsDoc(): string {
  const lines = [
    "# Request fields",
    "",
    "<!-- Generated from src/model/wire/requestFields.ts by `npm run generate:request`. Do not edit: change the description and run the script. -->",
    "",
    'Every field of the quotation request (`{ "individualHealthCarePolicy": { "quote": ... } }`), in the order it is read and its problems are reported.',
    "The same description gives the exported zod schemas, the TypeScript types, the validator and the OpenAPI document (docs/openapi.json); problem codes are in docs/errors.md.",
    "",
  ];
  for (const { title, path, description } of SECTIONS) {
    lines.push(`## ${title} (${path})`, "", description.doc, "", "| Field | Type | Required | Accepted, bounds | Meaning | Example |", "|---|---|---|---|---|---|");
    for (const field of description.fields) {
      const example = field.example === undefined ? "" : `\`${JSON.stringify(field.example)}\``;
      lines.push(`| ${field.name} | ${cell(typeOf(field))} | ${field.required === true ? "yes" : "no"} | ${cell(rulesOf(field))} | ${cell(field.doc)} | ${example} |`);
    }
    lines.push("");
  }
  lines.push(
    "## Look-up parameters",
    "",
    "The query parameters of the look-ups (docs/http.md), from their description (src/lookups/lookupParameters.ts). A parameter that is a field of the request is read with that field's entry above: the same type, leniency and bounds.",
    "",
  );
  for (const [operation, parameters] of [
    ["GET /v1/individualHealthcarePolicy/ncdLevel (expectedNcdLevel)", NCD_LEVEL_PARAMETERS],
    ["GET /v1/individualHealthcarePolicy/incentives (eligibleIncentives)", INCENTIVES_PARAMETERS],
  ] as const) {
    lines.push(`### ${operation}`, "", "| Parameter | Type | Required | Accepted, bounds | Meaning | Example |", "|---|---|---|---|---|---|");
    for (const { field, doc, required } of [...parameters, PRICE_DATE_PARAMETER]) {
      const rules = rulesOf({ ...field, required }).replace("blank or null is absent", "empty is absent");
      const example = field.example === undefined ? "" : `\`${JSON.stringify(field.example)}\``;
      // A look-up takes text as sent (over HTTP every parameter is text), not a JSON number.
      const type = typeOf(field.kind === "text" ? { ...field, acceptNumber: false } : field);
      lines.push(`| ${field.name} | ${cell(type)} | ${required ? "yes" : "no"} | ${cell(rules)} | ${cell(doc)} | ${example} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
