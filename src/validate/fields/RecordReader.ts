import { toJsonPointer } from "../../model/toJsonPointer.js";
import type { ProblemCollector } from "../collector.js";

/** True for a JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The value of the field `name` of a JSON object: its own enumerable property, or undefined.
 * Found by a pass over the object's keys (`for...in` with `hasOwnProperty`, which V8 runs from
 * the object's enumeration cache), not by asking the object for the name: requests come in
 * many shapes, and a look-up by name over many shapes is megamorphic, several times slower
 * for the few keys an object of the request holds.
 *
 * @example
 * ownField({ quote: {} }, "quote"); // {}
 * ownField(Object.create({ quote: {} }), "quote"); // undefined
 */
export function ownField(record: Readonly<Record<string, unknown>>, name: string): unknown {
  for (const key in record) if (key === name && Object.prototype.hasOwnProperty.call(record, key)) return record[key];
  return undefined;
}

/**
 * Reads the fields of one object of the request, as the generated readers take them (one
 * pass over the object's own enumerable keys): only own enumerable properties count, so that
 * keys such as `constructor` or `__proto__` never reach inherited values; the object is never
 * modified. The readers' rules use it for a field they read beside the generated reading.
 */
export class RecordReader {
  constructor(
    private readonly record: Readonly<Record<string, unknown>>,
    /** JSON pointer of the object in the request as sent. */
    readonly pointer: string,
    readonly problems: ProblemCollector,
  ) {}

  /** The value sent for `name`, or undefined when the key is absent. */
  value(name: string): unknown {
    return ownField(this.record, name);
  }

  /** JSON pointer of the field `name` of this object. */
  path(name: string | number): string {
    // Field names of the interface need no escaping; the general case is kept for any other.
    // includes() rather than a regular expression: this runs for most fields of every request.
    return typeof name === "number" || (!name.includes("~") && !name.includes("/")) ? `${this.pointer}/${name}` : this.pointer + toJsonPointer([name]);
  }
}
