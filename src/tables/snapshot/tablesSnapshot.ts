/**
 * The JSON form of compiled `RatingTables` (see `toTablesSnapshot`): plain values, arrays and
 * objects as they are, and tagged objects for what JSON cannot hold.
 *
 * - `{ "$d": "1.05" }` a decimal, by its exact text;
 * - `{ "$m": [[key, value], ...] }` a Map, entries in order;
 * - `{ "$u": 0 }` a property whose value is `undefined` (kept, so the shape is the same);
 * - `{ "$s": n, "$v": value }` the first place an object shared by several parents appears,
 *   and `{ "$r": n }` every later place, so that shared objects stay one object.
 */
export type TablesSnapshot = unknown;
