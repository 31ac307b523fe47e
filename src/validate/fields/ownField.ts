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
