import { Decimal } from "../../decimal/decimal.js";
import type { TablesData } from "../types.js";
import type { TablesSnapshot } from "./tablesSnapshot.js";

/**
 * Compiled tables as JSON-able data (`TablesSnapshot`), for shipping tables already compiled:
 * `fromTablesSnapshot` rebuilds them without the compiler or its checks, so a browser bundle
 * of `quote` with the default tables does not carry the table compiler. Objects shared by
 * several parts of the tables (an option definition found by id and by name, an age band in
 * the by-age index), and objects equal in every part (a table that did not change from one
 * version to the next), are written once and referred to: the tables are immutable, so one
 * object can stand for its equals.
 *
 * @example
 * const snapshot = toTablesSnapshot(compileTables(parsed).tables);
 * JSON.stringify(snapshot); // what scripts/compile-default-tables.ts writes
 */
export function toTablesSnapshot(compiled: TablesData): TablesSnapshot {
  // The plans of rating tables are not data (they hold the steps' kernels): they are compiled again from the rebuilt tables.
  const { plans: _plans, ...tables } = compiled as TablesData & { readonly plans?: unknown };
  const representative = representativesOf(tables);
  const parents = new Map<object, number>();
  countParents(tables, parents, representative);
  return write(tables, { parents, ids: new Map(), representative });
}

/** The object that stands for `value` and its equals in the snapshot. */
type Representative = (value: object) => object;

interface Writing {
  readonly parents: ReadonlyMap<object, number>;
  readonly ids: Map<object, number>;
  readonly representative: Representative;
}

/** The first object met of each set of equal objects: same kind, same members in the same order, decimals by value and sign. */
function representativesOf(tables: object): Representative {
  const keys = new Map<object, string>();
  const firstByKey = new Map<string, object>();
  const keyOf = (value: unknown): string => {
    if (value === undefined) return "u";
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    if (value instanceof Decimal) return `d${decimalText(value)}`;
    const known = keys.get(value);
    if (known !== undefined) return known;
    let key: string;
    if (value instanceof Map) key = `m[${[...value].map(([name, member]) => `${keyOf(name)}:${keyOf(member)}`).join(",")}]`;
    else if (Array.isArray(value)) key = `a[${value.map(keyOf).join(",")}]`;
    else if (Object.getPrototypeOf(value) === Object.prototype)
      key = `o{${Object.entries(value)
        .map(([name, member]) => `${JSON.stringify(name)}:${keyOf(member)}`)
        .join(",")}}`;
    // Anything else is refused when written; it stands for itself alone.
    else key = `x${keys.size}`;
    keys.set(value, key);
    if (!firstByKey.has(key)) firstByKey.set(key, value);
    return key;
  };
  keyOf(tables);
  return (value) => firstByKey.get(keys.get(value) ?? "") ?? value;
}

function countParents(value: unknown, parents: Map<object, number>, representative: Representative): void {
  if (value === null || typeof value !== "object" || value instanceof Decimal) return;
  const chosen = representative(value);
  const seen = parents.get(chosen) ?? 0;
  parents.set(chosen, seen + 1);
  if (seen > 0) return;
  const children = chosen instanceof Map ? [...chosen].flat() : Object.values(chosen);
  for (const child of children) countParents(child, parents, representative);
}

/** A decimal's exact text (the library's decimal has no negative zero). */
function decimalText(value: Decimal): string {
  return value.toString();
}

function write(given: unknown, writing: Writing): unknown {
  if (given === undefined) return { $u: 0 };
  if (given === null || typeof given !== "object") {
    if (typeof given === "number" && !Number.isFinite(given)) throw new TypeError(`A table number that JSON cannot hold: ${given}`);
    return given;
  }
  if (given instanceof Decimal) return { $d: decimalText(given) };
  const value = writing.representative(given);
  const id = writing.ids.get(value);
  if (id !== undefined) return { $r: id };
  const shared = (writing.parents.get(value) ?? 0) > 1;
  if (shared) writing.ids.set(value, writing.ids.size);
  const writeMember = (member: unknown) => write(member, writing);
  let written: unknown;
  if (value instanceof Map) written = { $m: [...value].map(([key, member]) => [writeMember(key), writeMember(member)]) };
  else if (Array.isArray(value)) written = value.map(writeMember);
  else if (Object.getPrototypeOf(value) === Object.prototype) {
    written = Object.fromEntries(Object.entries(value).map(([key, member]) => [key, writeMember(member)]));
  } else throw new TypeError(`A table value that a snapshot cannot hold: ${Object.prototype.toString.call(value)}`);
  return shared ? { $s: writing.ids.get(value), $v: written } : written;
}
