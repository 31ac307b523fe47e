import type { FieldDescription, ObjectDescription } from "../../../src/model/wire/fieldKinds.js";
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "../../../src/model/wire/requestFields.js";
import { choiceKeysOf } from "../../../src/validate/fields/readChoice.js";
import { REQUEST_RULES } from "../../../src/validate/read/requestRules.js";

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

/** The local variable holding the value sent for a field (`sent_<name>`). */
function sentOf(field: FieldDescription): string {
  return `sent_${field.name}`;
}

/** A constant argument: the value, or `undefined`. */
function constant(value: unknown): string {
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/**
 * The call that reads one field that is not a list of objects, or undefined for a field that
 * is not read. The field's constants are arguments (an options object per field would make
 * the readers' reads of it megamorphic); `options` names the description entry, which the
 * choice reader reads only for a spelling other than a listed one, and the list reader for
 * its bounds.
 */
function callOf(field: FieldDescription, options: string, objectId: string): string | undefined {
  const name = JSON.stringify(field.name);
  const sent = sentOf(field);
  const required = field.required === true ? "true" : "false";
  switch (field.kind) {
    case "text":
      return `readText(${sent}, problems, pointer, ${name}, ${required}, ${field.acceptNumber === true ? "true" : "false"}, ${field.maxLength})`;
    case "choice":
      return `readChoice(${sent}, problems, pointer, ${name}, ${required}, ${choiceConstant("CHOICES", objectId, field)}, ${choiceConstant("CHOICE_KEYS", objectId, field)}, ${field.caseOnly === true ? "true" : "false"}, ${choiceConstant("CHOICE_FIELD", objectId, field)})`;
    case "integer":
      return `readInteger(${sent}, problems, pointer, ${name}, ${required}, ${constant(field.min)}, ${field.allowed === undefined ? "undefined" : `${options}.allowed`}, ${constant(field.belowMinCode)})`;
    case "number":
      return `readNumber(${sent}, problems, pointer, ${name}, ${constant(field.min)}, ${constant(field.above)}, ${constant(field.max)})`;
    case "flag":
      return `readFlag(${sent}, problems, pointer, ${name}, ${required}, ${JSON.stringify(field.expected)})`;
    case "date":
      return `readDate(${sent}, problems, pointer, ${name}, ${required})`;
    case "postcode":
      return `readPostcode(${sent}, problems, pointer, ${name}, ${required})`;
    case "ncdLevel":
      return `readNcdLevel(${sent}, problems, pointer, ${name})`;
    case "opaqueList":
      return `readList(${sent}, problems, pointer, ${name}, ${options})`;
    case "output":
    case "notInUse":
    case "list":
      return undefined;
  }
}

/**
 * The one pass over the object's own enumerable keys that takes the value of each field read
 * (not the fields not in use): `Object.keys` and `Object.values`, walked together. Asking the
 * object for each described field in turn was a megamorphic look-up per field, present or
 * not; a `for...in` with `hasOwnProperty` and `record[key]` (the readers until 2026-11-28)
 * paid a keyed load per key; V8 copies both lists of a JSON object from its layout with no
 * load per key, 4 to 7 % of a validation less (docs/performance.md, the validator section).
 */
function takeValues(description: ObjectDescription): string[] {
  const read = description.fields.filter((field) => field.kind !== "notInUse");
  const lines = read.map((field) => `  let ${sentOf(field)}: unknown;`);
  lines.push(`  const keys = Object.keys(record);`);
  lines.push(`  const values = Object.values(record);`);
  lines.push(`  for (let index = 0; index < keys.length; index++) {`);
  lines.push(`    switch (keys[index]) {`);
  for (const field of read) {
    lines.push(`      case ${JSON.stringify(field.name)}:`);
    lines.push(`        ${sentOf(field)} = values[index];`);
    lines.push(`        break;`);
  }
  lines.push(`    }`);
  lines.push(`  }`);
  return lines;
}

/** The fields of an object that have a key in its normalised object (not outputs, fields not in use or opaque lists). */
function normalisedFields(description: ObjectDescription): FieldDescription[] {
  return description.fields.filter((field) => field.kind !== "output" && field.kind !== "notInUse" && field.kind !== "opaqueList");
}

/** Whether a sound object's normalised object always has the field's key (a required field, one with a default, one a rule fills). */
function isAlwaysPresent(field: FieldDescription): boolean {
  return field.required === true || field.default !== undefined || field.filled === true;
}

/**
 * The fields of an object's draft and normalised object, in their one order: those a sound
 * object always has first, then the optional ones, each in the description's order.
 */
function orderedFields(description: ObjectDescription): FieldDescription[] {
  const fields = normalisedFields(description);
  return [...fields.filter(isAlwaysPresent), ...fields.filter((field) => !isAlwaysPresent(field))];
}

/**
 * The keys of the draft: every key of the normalised object (`orderedFields`), all undefined
 * until read. Every draft of a kind of object has the one shape, whatever was sent: the rules
 * across objects and the table checks read drafts, and a draft whose optional fields were
 * added only when sent took a shape that varied from request to request (their loads
 * megamorphic). A field not sent or broken stays undefined. The drafts of a sound request
 * are its normalised request: one object literal per kind gives every normalised object of a
 * kind one hidden class whatever the request sent (optional keys added only when sent made
 * some 29 member layouts on a varied book, and the engine's loads and copies went generic).
 * A copy of the drafts into literals of the same keys, made until 2026-11-28, cost 7 to 12 %
 * of a validation and bought nothing.
 */
function draftKeys(description: ObjectDescription): string[] {
  return orderedFields(description).map((field) => field.into ?? field.name);
}

/**
 * The kinds whose reader, given a field not sent (`undefined`) that is not required, reports
 * nothing and returns undefined: the generated reader then calls it only for a field sent.
 * An NCD level is always required by its reader, whatever the entry says.
 */
const ABSENT_IS_NOTHING: ReadonlySet<FieldDescription["kind"]> = new Set(["text", "choice", "integer", "number", "flag", "date", "postcode"]);

function readsAbsentAsNothing(field: FieldDescription): boolean {
  return field.required !== true && ABSENT_IS_NOTHING.has(field.kind);
}

/**
 * The statement that reads a field into its draft key. The draft already holds the key (undefined), so the reader's
 * answer is stored as it is, undefined for a field broken or not sent: no test of it, and fewer bytes in every
 * reader (the browser bundle carries them).
 */
function readInto(field: FieldDescription, options: string, objectId: string): string {
  const call = callOf(field, options, objectId);
  const key = field.into ?? field.name;
  return field.default === undefined ? `draft.${key} = ${call}` : `draft.${key} = ${call} ?? ${JSON.stringify(field.default)}`;
}

function renderObject(object: (typeof OBJECTS)[number]): string {
  const { description, constant: descriptionConstant, reader } = object;
  const rules = REQUEST_RULES[description.id];
  for (const field of description.fields) {
    // The readers spell a problem's path as pointer/name: a name that JSON pointers escape would need more.
    if (/[~/]/.test(field.name) || !/^[A-Za-z_$][\w$]*$/.test(field.name)) throw new Error(`Field name ${field.name} is not a plain identifier`);
  }
  const lines: string[] = [];
  lines.push(`/** Reads one ${description.id} (${description.doc}) into its draft, as described by \`${descriptionConstant}\`. */`);
  lines.push(`export function ${reader}(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {`);
  lines.push(...takeValues(description));
  lines.push(`  const problems = context.problems;`);
  lines.push(`  const issues = problems.issues;`);
  lines.push(`  const fields: readonly FieldDescription[] = ${fieldsConstant(description.id)};`);
  lines.push(
    `  const draft: Record<string, unknown> = { ${[...(description.pointer ? ["pointer"] : []), ...draftKeys(description).map((key) => `${key}: undefined`)].join(", ")} };`,
  );
  lines.push(`  let before = 0;`);
  description.fields.forEach((field, index) => {
    const key = field.into ?? field.name;
    const options = `(fields[${index}] as ${KIND_TYPES[field.kind]})`;
    const set = (value: string) => `draft.${key} = ${value}`;
    const name = JSON.stringify(field.name);
    lines.push(`  // ${field.name}`);
    if (field.kind === "output") {
      lines.push(`  if (${sentOf(field)} !== undefined) warnIfSent(${sentOf(field)}, problems, pointer, ${name});`);
    } else if (field.kind === "opaqueList") {
      lines.push(`  before = issues.length;`);
      lines.push(`  ${callOf(field, options, description.id)};`);
      lines.push(`  if (issues.length !== before) problems.markBroken(draft, ${name});`);
    } else if (field.kind === "list") {
      const read = `readItems(${sentOf(field)}, draft, ${options}, ${readerOf(field.item)}, context, pointer)`;
      lines.push(`  {`);
      if (rules?.beforeList?.[field.name] !== undefined) {
        // A list the object's rules say not to read is broken, its problem reported by the rule.
        lines.push(`    const readable = BEFORE_LIST_${description.id}_${field.name}(${sentOf(field)}, pointer, context);`);
        lines.push(`    if (!readable) problems.markBroken(draft, ${name});`);
        lines.push(`    const items = readable ? ${read} : undefined;`);
      } else {
        lines.push(`    const items = ${read};`);
      }
      lines.push(`    if (items !== undefined) ${set("items")};`);
      if (field.filled === true) lines.push(`    else ${set("[]")};`);
      lines.push(`  }`);
    } else if (field.kind !== "notInUse" && readsAbsentAsNothing(field)) {
      // An optional field not sent at all: its reader would find nothing to report and return undefined; the call is spared.
      lines.push(`  if (${sentOf(field)} !== undefined) {`);
      lines.push(`    before = issues.length;`);
      lines.push(`    ${readInto(field, options, description.id)};`);
      lines.push(`    if (issues.length !== before) problems.markBroken(draft, ${name});`);
      lines.push(`  }`);
      if (field.default !== undefined) lines.push(`  else ${set(JSON.stringify(field.default))};`);
    } else if (field.kind !== "notInUse") {
      lines.push(`  before = issues.length;`);
      lines.push(`  ${readInto(field, options, description.id)};`);
      lines.push(`  if (issues.length !== before) problems.markBroken(draft, ${name});`);
    }
    if (rules?.after?.[field.name] !== undefined) {
      lines.push(`  AFTER_${description.id}_${field.name}(draft, record, pointer, context);`);
    }
  });
  if (rules?.end !== undefined) lines.push(`  END_${description.id}(draft, record, pointer, context);`);
  lines.push(`  return draft;`);
  lines.push(`}`);
  return lines.join("\n");
}

/** The name of one of a choice field's module constants (`CHOICES_Member_gender`, ...). */
function choiceConstant(what: "CHOICES" | "CHOICE_KEYS" | "CHOICE_FIELD", objectId: string, field: FieldDescription): string {
  return `${what}_${objectId}_${field.name}`;
}

/**
 * Each choice field's constants, made once when the module loads: its choices, their
 * comparison keys and its description entry. Written as array literals at the call site they
 * were a new array on every call (garbage per field read), and the choices read from the entry
 * a load per call.
 */
function renderChoiceConstants(): string {
  const lines: string[] = [];
  for (const { description } of OBJECTS) {
    description.fields.forEach((field, index) => {
      if (field.kind !== "choice") return;
      const keys = choiceKeysOf(field.values, field, field.caseOnly === true);
      lines.push(`const ${choiceConstant("CHOICE_FIELD", description.id, field)} = ${fieldsConstant(description.id)}[${index}] as ChoiceField;`);
      lines.push(`const ${choiceConstant("CHOICES", description.id, field)} = ${choiceConstant("CHOICE_FIELD", description.id, field)}.values;`);
      lines.push(`const ${choiceConstant("CHOICE_KEYS", description.id, field)}: readonly string[] = Object.freeze(${JSON.stringify(keys)});`);
    });
  }
  return lines.join("\n");
}

/** The name of the generated constant holding an object's fields as the readers read them. */
function fieldsConstant(id: string): string {
  return `FIELDS_${id}`;
}

/** The keys of a field the readers never read: its documentation (the OpenAPI document and docs/request-fields.md carry it) and its item's description (its reader is called by name). */
const DOCUMENTATION_KEYS: ReadonlySet<string> = new Set(["doc", "example", "item"]);

/**
 * Each object's fields as the readers read them, written into the generated file without
 * their documentation, so that a bundle of `quote` carries the rules of the request and not
 * its prose (the description's documentation is most of its text). A value JSON cannot write
 * (a function, a pattern) stops the generation rather than be lost.
 */
function renderFieldConstants(): string {
  return OBJECTS.map(({ description }) => {
    const text = JSON.stringify(description.fields, (key, value: unknown) => {
      if (DOCUMENTATION_KEYS.has(key)) return undefined;
      if (typeof value === "function" || value instanceof RegExp)
        throw new Error(`A field of ${description.id} holds ${String(value)}, which the generated readers cannot carry`);
      return value;
    });
    return `const ${fieldsConstant(description.id)} = ${text} as unknown as readonly FieldDescription[];`;
  }).join("\n");
}

function renderRuleConstants(): string {
  const lines: string[] = [];
  for (const { description } of OBJECTS) {
    const rules = REQUEST_RULES[description.id];
    for (const name of Object.keys(rules?.after ?? {})) {
      lines.push(`const AFTER_${description.id}_${name} = REQUEST_RULES[${JSON.stringify(description.id)}]!.after![${JSON.stringify(name)}]!;`);
    }
    for (const name of Object.keys(rules?.beforeList ?? {})) {
      lines.push(`const BEFORE_LIST_${description.id}_${name} = REQUEST_RULES[${JSON.stringify(description.id)}]!.beforeList![${JSON.stringify(name)}]!;`);
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
  const choiceConstants = renderChoiceConstants();
  const usedTypes = ["FieldDescription", ...new Set(Object.values(KIND_TYPES).filter((type) => (body + choiceConstants).includes(` as ${type}`)))].sort();
  return `// Generated from src/model/wire/requestFields.ts by \`npm run generate:request\` (packages/scripts/requestReaders). Do not edit:
// change the description and run the script; a test fails when this file is stale.
/* eslint-disable */
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
import { readItems, warnIfSent, type ReadContext } from "./readObject.js";
import { REQUEST_RULES } from "./requestRules.js";

${renderFieldConstants()}

${renderRuleConstants()}

${choiceConstants}

${body}
`;
}
