import { Decimal } from "../../decimal/decimal.js";
import { deepFreeze } from "../freeze/deepFreeze.js";
import type { TablesData } from "../types.js";
import type { TablesSnapshot } from "./tablesSnapshot.js";

/**
 * Rebuilds compiled tables from `toTablesSnapshot`'s data: decimals, Maps and shared objects
 * as they were, deeply frozen as `compileTables` leaves them. It does not check the tables:
 * a snapshot is made from tables `compileTables` accepted, at build time.
 *
 * @example
 * const tables = fromTablesSnapshot(JSON.parse(snapshotText));
 */
export function fromTablesSnapshot(snapshot: TablesSnapshot): TablesData {
  return deepFreeze(read(snapshot, [])) as TablesData;
}

function read(value: unknown, shared: unknown[]): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((member) => read(member, shared));
  const tagged = value as { $d?: string; $m?: [unknown, unknown][]; $u?: 0; $s?: number; $v?: unknown; $r?: number };
  if (tagged.$d !== undefined) return new Decimal(tagged.$d);
  if (tagged.$u !== undefined) return undefined;
  if (tagged.$r !== undefined) return shared[tagged.$r];
  if (tagged.$s !== undefined) {
    // Registered before its members are read, as the writer numbered it before writing them.
    const index = tagged.$s;
    const inner = tagged.$v as object;
    const target: unknown = Array.isArray(inner) ? [] : "$m" in inner ? new Map() : {};
    shared[index] = target;
    return fill(target, inner, shared);
  }
  return fill(tagged.$m === undefined ? {} : new Map(), value, shared);
}

function fill(target: unknown, value: object, shared: unknown[]): unknown {
  if (target instanceof Map) {
    for (const [key, member] of (value as { $m: [unknown, unknown][] }).$m) target.set(read(key, shared), read(member, shared));
  } else if (Array.isArray(target)) {
    for (const member of value as unknown[]) target.push(read(member, shared));
  } else {
    for (const [key, member] of Object.entries(value)) (target as Record<string, unknown>)[key] = read(member, shared);
  }
  return target;
}
