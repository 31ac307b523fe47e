import { Decimal } from "../../decimal.js";
import type { RatingTables } from "../types.js";
import type { TablesSnapshot } from "./tablesSnapshot.js";

/**
 * Compiled tables as JSON-able data (`TablesSnapshot`), for shipping tables already compiled:
 * `fromTablesSnapshot` rebuilds them without the compiler or its checks, so a browser bundle
 * of `quote` with the default tables does not carry the table compiler. Objects shared by
 * several parts of the tables (an option definition found by id and by name, an age band in
 * the by-age index) are written once and referred to.
 *
 * @example
 * const snapshot = toTablesSnapshot(compileTables(parsed).tables);
 * JSON.stringify(snapshot); // what scripts/compile-default-tables.ts writes
 */
export function toTablesSnapshot(tables: RatingTables): TablesSnapshot {
  const parents = new Map<object, number>();
  countParents(tables, parents);
  const ids = new Map<object, number>();
  return write(tables, parents, ids);
}

function countParents(value: unknown, parents: Map<object, number>): void {
  if (value === null || typeof value !== "object" || value instanceof Decimal) return;
  const seen = parents.get(value) ?? 0;
  parents.set(value, seen + 1);
  if (seen > 0) return;
  const children = value instanceof Map ? [...value].flat() : Object.values(value);
  for (const child of children) countParents(child, parents);
}

function write(value: unknown, parents: Map<object, number>, ids: Map<object, number>): unknown {
  if (value === undefined) return { $u: 0 };
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError(`A table number that JSON cannot hold: ${value}`);
    return value;
  }
  // big.js writes -0 as "0"; its sign is kept, as the text "-0" reads back as -0.
  if (value instanceof Decimal) return { $d: value.eq(0) && value.s < 0 ? "-0" : value.toString() };
  const id = ids.get(value);
  if (id !== undefined) return { $r: id };
  const shared = (parents.get(value) ?? 0) > 1;
  if (shared) ids.set(value, ids.size);
  let written: unknown;
  if (value instanceof Map) written = { $m: [...value].map(([key, member]) => [write(key, parents, ids), write(member, parents, ids)]) };
  else if (Array.isArray(value)) written = value.map((member) => write(member, parents, ids));
  else if (Object.getPrototypeOf(value) === Object.prototype) {
    written = Object.fromEntries(Object.entries(value).map(([key, member]) => [key, write(member, parents, ids)]));
  } else throw new TypeError(`A table value that a snapshot cannot hold: ${Object.prototype.toString.call(value)}`);
  return shared ? { $s: ids.get(value), $v: written } : written;
}
