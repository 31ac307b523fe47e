import type { FieldDescription, ObjectDescription } from "../../src/model/wire/fieldKinds.js";
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "../../src/model/wire/requestFields.js";
import { choiceKey } from "../../src/validate/fields/readChoice.js";
import { REQUEST_RULES } from "../../src/validate/read/requestRules.js";

/** The descriptions, each with the name of its constant and of its generated reader, items before the objects that hold them. */
const OBJECTS: readonly { readonly description: ObjectDescription; readonly constant: string; readonly reader: string }[] = [
  { description: MEMBER_DESCRIPTION, constant: "MEMBER_DESCRIPTION", reader: "readMember" },
  { description: FAMILY_UNIT_DESCRIPTION, constant: "FAMILY_UNIT_DESCRIPTION", reader: "readFamilyUnit" },
  { description: OPTION_DESCRIPTION, constant: "OPTION_DESCRIPTION", reader: "readOption" },
  { description: MEMBER_CATEGORY_DESCRIPTION, constant: "MEMBER_CATEGORY_DESCRIPTION", reader: "readMemberCategory" },
  { description: INCENTIVE_DESCRIPTION, constant: "INCENTIVE_DESCRIPTION", reader: "readIncentive" },
  { description: POLICY_DESCRIPTION, constant: "POLICY_DESCRIPTION", reader: "readPolicy" },
];

/** The interface of each kind of field (fieldKinds.ts), which its reader takes as options. */
const KIND_TYPES: Readonly<Record<FieldDescription["kind"], string>> = {
  text: "TextField",
  choice: "ChoiceField",
  integer: "IntegerField",
  number: "NumberField",
  flag: "FlagField",
  date: "DateField",
  postcode: "PostcodeField",
  ncdLevel: "NcdLevelField",
  list: "ListField",
  opaqueList: "OpaqueListField",
  output: "OutputField",
  notInUse: "NotInUseField",
};

function readerOf(description: ObjectDescription): string {
  const found = OBJECTS.find((object) => object.description === description);
  if (found === undefined) throw new Error(`No reader for ${description.id}`);
  return found.reader;
}

/** The call that reads one field that is not a list of objects, or undefined for a field that is not read. */
function callOf(field: FieldDescription, options: string): string | undefined {
  const name = JSON.stringify(field.name);
  switch (field.kind) {
    case "text":
      return `readText(reader, ${name}, ${options})`;
    case "choice":
      return `readChoice(reader, ${name}, ${options}.values, ${options}, ${JSON.stringify(field.values.map((value) => (field.caseOnly === true ? value.toLowerCase() : choiceKey(value))))})`;
    case "integer":
      return `readInteger(reader, ${name}, ${options})`;
    case "number":
      return `readNumber(reader, ${name}, ${options})`;
    case "flag":
      return `readFlag(reader, ${name}, ${options}.expected, ${options})`;
    case "date":
      return `readDate(reader, ${name}, ${options})`;
    case "postcode":
      return `readPostcode(reader, ${name}, ${options})`;
    case "ncdLevel":
      return `readNcdLevel(reader, ${name})`;
    case "opaqueList":
    case "output":
    case "notInUse":
    case "list":
      return undefined;
  }
}

function renderObject(object: (typeof OBJECTS)[number]): string {
  const { description, constant, reader } = object;
  const rules = REQUEST_RULES[description.id];
  const lines: string[] = [];
  lines.push(`/** Reads one ${description.id} (${description.doc}) into its draft, as described by \`${constant}\`. */`);
  lines.push(`export function ${reader}(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {`);
  lines.push(`  const problems = context.problems;`);
  lines.push(`  const reader = new RecordReader(record, pointer, problems);`);
  lines.push(`  const fields: readonly FieldDescription[] = ${constant}.fields;`);
  lines.push(description.pointer ? `  const draft: Record<string, unknown> = { pointer };` : `  const draft: Record<string, unknown> = {};`);
  lines.push(`  let before = 0;`);
  description.fields.forEach((field, index) => {
    const key = field.into ?? field.name;
    const options = `(fields[${index}] as ${KIND_TYPES[field.kind]})`;
    const set = (value: string) => `draft.${key} = ${value}`;
    lines.push(`  // ${field.name}`);
    if (field.kind === "output") {
      lines.push(`  warnIfSent(reader, ${JSON.stringify(field.name)});`);
    } else if (field.kind === "opaqueList") {
      lines.push(`  before = problems.issues.length;`);
      lines.push(`  readList(reader, ${JSON.stringify(field.name)}, ${options});`);
      lines.push(`  if (problems.issues.length !== before) problems.markBroken(draft, ${JSON.stringify(field.name)});`);
    } else if (field.kind === "list") {
      const guard =
        rules?.beforeList?.[field.name] === undefined ? "undefined" : `REQUEST_RULES[${JSON.stringify(description.id)}]?.beforeList?.[${JSON.stringify(field.name)}]`;
      lines.push(`  {`);
      lines.push(`    const items = readItems(reader, draft, ${options}, ${readerOf(field.item)}, context, ${guard});`);
      lines.push(`    if (items !== undefined) ${set("items")};`);
      if (field.filled === true) lines.push(`    else ${set("[]")};`);
      lines.push(`  }`);
    } else if (field.kind !== "notInUse") {
      const call = callOf(field, options);
      lines.push(`  before = problems.issues.length;`);
      lines.push(`  {`);
      lines.push(`    const value = ${call};`);
      if (field.default !== undefined) lines.push(`    ${set(`value ?? ${JSON.stringify(field.default)}`)};`);
      else lines.push(`    if (value !== undefined) ${set("value")};`);
      lines.push(`  }`);
      lines.push(`  if (problems.issues.length !== before) problems.markBroken(draft, ${JSON.stringify(field.name)});`);
    }
    if (rules?.after?.[field.name] !== undefined) {
      lines.push(`  AFTER_${description.id}_${field.name}(draft, reader, context);`);
    }
  });
  if (rules?.end !== undefined) lines.push(`  END_${description.id}(draft, reader, context);`);
  lines.push(`  return draft;`);
  lines.push(`}`);
  return lines.join("\n");
}

function renderRuleConstants(): string {
  const lines: string[] = [];
  for (const { description } of OBJECTS) {
    const rules = REQUEST_RULES[description.id];
    for (const name of Object.keys(rules?.after ?? {})) {
      lines.push(`const AFTER_${description.id}_${name} = REQUEST_RULES[${JSON.stringify(description.id)}]!.after![${JSON.stringify(name)}]!;`);
    }
    if (rules?.end !== undefined) lines.push(`const END_${description.id} = REQUEST_RULES[${JSON.stringify(description.id)}]!.end!;`);
  }
  return lines.join("\n");
}

/**
 * The text of src/validate/read/readers.generated.ts: one reader function per object of the
 * request's description, its fields read in order with named properties (so that V8 keeps
 * each draft's shape and each store monomorphic; a loop over the description with computed
 * keys was four times slower). `npm run generate:request` writes it; a test fails when it is stale.
 */
export function renderRequestReaders(): string {
  const body = OBJECTS.map(renderObject).join("\n\n");
  const usedTypes = ["FieldDescription", ...new Set(Object.values(KIND_TYPES).filter((type) => body.includes(` as ${type})`)))].sort();
  return `// Generated from src/model/wire/requestFields.ts by \`npm run readers\` (scripts/requestReaders). Do not edit:
// change the description and run the script; a test fails when this file is stale.
/* eslint-disable */
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "../../model/wire/requestFields.js";
import type { ${usedTypes.join(", ")} } from "../../model/wire/fieldKinds.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readList } from "../fields/readList.js";
import { readNcdLevel } from "../fields/readNcdLevel.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import { RecordReader } from "../fields/RecordReader.js";
import { readItems, warnIfSent, type ReadContext } from "./readObject.js";
import { REQUEST_RULES } from "./requestRules.js";

${renderRuleConstants()}

${body}
`;
}
