import { FrozenMap } from "./FrozenMap.js";

/**
 * Returns a deeply frozen copy-in-place of compiled tables: every plain object, array and
 * decimal is frozen, and every Map is replaced by a `FrozenMap` with frozen values. Freezing is
 * shallow per object, so each level is walked once; shared objects are frozen once.
 *
 * @example
 * const tables = deepFreeze({ payment: { factors: new Map([["B:1", factor]]) } });
 * Object.isFrozen(tables.payment); // true
 * tables.payment.factors.set("B:4", factor); // throws TypeError
 */
export function deepFreeze<T>(value: T): T {
  return freeze(value, new WeakMap()) as T;
}

function freeze(value: unknown, done: WeakMap<object, unknown>): unknown {
  if (value === null || typeof value !== "object") return value;
  const already = done.get(value);
  if (already !== undefined) return already;
  if (value instanceof Map) {
    const frozen = new FrozenMap([...value].map(([key, member]) => [freeze(key, done), freeze(member, done)] as const));
    done.set(value, frozen);
    return frozen;
  }
  done.set(value, value);
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    const frozen = freeze(member, done);
    if (frozen !== member) (value as Record<string, unknown>)[key] = frozen;
  }
  return Object.freeze(value);
}
