import type { ListField, ObjectDescription } from "../../model/wire/fieldKinds.js";
import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "../fields/isAbsent.js";
import { readList } from "../fields/readList.js";
import { isRecord } from "../fields/ownField.js";

/**
 * What the readers of the request's objects share. The readers themselves are generated
 * from the request's description (readers.generated.ts): each takes the values of its
 * object's fields in one pass over the object's own keys, then reads them in the
 * description's order, each by the reader of its kind (src/validate/fields), normalised or
 * left out and reported when broken, a field sent blank or absent given its default, and the
 * object's own rules (`REQUEST_RULES`) at their places. A field found broken is recorded
 * (`problems.markBroken`) so that the table checks know what they may read. With no problem
 * reported, the drafts are the normalised request.
 */

/**
 * What the rules of one kind of object do around the reading of its fields. A rule gets the
 * object as sent (`record`) and its `pointer`, not a reader object: most rules never ask the
 * object for a field (`ownField` when one does), and a reader made for every object read was
 * garbage on every request.
 */
export interface ObjectRules {
  /** Runs after the field of that name is read (its value is in the draft, if sound). */
  readonly after?: Readonly<Record<string, (draft: Record<string, unknown>, record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext) => void>>;
  /** Runs before a list of that name is read, with the list sent; returns false to leave the list unread (its problem reported). */
  readonly beforeList?: Readonly<Record<string, (sent: unknown, pointer: string, context: ReadContext) => boolean>>;
  /** Runs once every field is read. */
  readonly end?: (draft: Record<string, unknown>, record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext) => void;
}

/** What reading one request shares between its objects. */
export interface ReadContext {
  readonly problems: ProblemCollector;
  /** The policy's sound priceRequiredDate, once read: the date members' ages are worked out on. */
  priceRequiredDate: string | undefined;
  /**
   * Every member read (its draft), in request order, as the drafts' lists hold them: listed as
   * they are read, so that the rules across members and the table checks need not walk the
   * categories and family units again, each for its own list.
   */
  readonly members: Record<string, unknown>[];
}

/** The reader of one kind of object (generated). */
export type ObjectReader = (record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext) => Record<string, unknown>;

/**
 * A list of objects, `sent` for the field `field` of the object at `pointer`: the list
 * (`readList`), then each item that is an object, read by `readItem`. An item that is not an
 * object is INVALID_TYPE and left out; the list is then marked broken (incomplete) and the
 * number of items sent is kept. An unreadable list is undefined.
 *
 * @example
 * readItems(sent, draft, MEMBER_CATEGORY_DESCRIPTION.fields[3], readFamilyUnit, context, pointer); // [{ pointer: ".../familyUnit/0", ... }]
 */
export function readItems(
  sent: unknown,
  draft: Record<string, unknown>,
  field: ListField<string, ObjectDescription>,
  readItem: ObjectReader,
  context: ReadContext,
  pointer: string,
): Record<string, unknown>[] | undefined {
  const problems = context.problems;
  const before = problems.issues.length;
  const name = field.name;
  const list = readList(sent, problems, pointer, name, field);
  if (problems.issues.length !== before) problems.markBroken(draft, name);
  if (list === undefined) return undefined;
  const items: Record<string, unknown>[] = [];
  const listPointer = `${pointer}/${name}`;
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    const itemPointer = `${listPointer}/${index}`;
    if (!isRecord(item)) {
      problems.issue(itemPointer, "INVALID_TYPE", `Each item of ${name} must be a ${field.itemName} object; item ${index} is ${describeValue(item)}.`);
      continue;
    }
    items.push(readItem(item, itemPointer, context));
  }
  if (items.length !== list.length) {
    problems.recordSentLength(draft, name, list.length);
    problems.markBroken(draft, name);
  }
  return items;
}

/**
 * Premiums are outputs of the service (docs/interface.md section 1); a request that carries them
 * (often a previous response sent back) is priced as if they were absent, with the warning
 * OUTPUT_FIELD_IGNORED.
 *
 * @example
 * warnIfSent(sent, problems, pointer, "grossPrice"); // a warning when grossPrice holds anything but nothing or []
 */
export function warnIfSent(sent: unknown, problems: ProblemCollector, pointer: string, name: string): void {
  if (sent === undefined || isAbsent(sent) || (Array.isArray(sent) && sent.length === 0)) return;
  problems.warning(`${pointer}/${name}`, "OUTPUT_FIELD_IGNORED", `${name} is calculated by the service and is not an input; the value sent was ignored.`);
}
