const FROZEN = "The rating tables are frozen: a table cannot be changed after it is compiled.";

/**
 * A `Map` that refuses change once built: `set`, `delete` and `clear` throw a `TypeError`.
 * `Object.freeze` alone does not stop a Map's entries from changing, and the compiled tables
 * are shared by every quote, so a stray write must fail loudly rather than change prices.
 * Reads (`get`, `has`, iteration) are the plain Map ones, as fast as before.
 *
 * @example
 * const map = new FrozenMap([["B:1", factor]]);
 * map.get("B:1"); // factor
 * map.set("B:1", other); // throws TypeError
 */
export class FrozenMap<K, V> extends Map<K, V> {
  constructor(entries: Iterable<readonly [K, V]>) {
    super();
    // The base class's own set: the override below refuses every call, including this one.
    for (const [key, value] of entries) Map.prototype.set.call(this, key, value);
    Object.freeze(this);
  }

  /** Always throws a `TypeError`: the map is frozen. */
  override set(_key: K, _value: V): this {
    throw new TypeError(FROZEN);
  }

  /** Always throws a `TypeError`: the map is frozen. */
  override delete(_key: K): boolean {
    throw new TypeError(FROZEN);
  }

  /** Always throws a `TypeError`: the map is frozen. */
  override clear(): void {
    throw new TypeError(FROZEN);
  }
}
