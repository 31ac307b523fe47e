/**
 * The entry of a list sorted by effective date that is in force on `isoDate`: the last whose
 * effective date (`effectiveFromOf`) is on or before it, or `undefined` before the first. ISO
 * dates compare correctly as strings. One body for every dated list of the tariff: the tables
 * versions, the IPT rates and each tax territory's rates.
 *
 * @example
 * entryInForceOn([{ from: "2016-10-01" }, { from: "2017-06-01" }], "2017-01-01", (row) => row.from); // { from: "2016-10-01" }
 */
export function entryInForceOn<Entry>(entries: readonly Entry[], isoDate: string, effectiveFromOf: (entry: Entry) => string): Entry | undefined {
  let inForce: Entry | undefined;
  // Indexed: a for-of over a frozen list allocates an iterator result per entry (Node 20's V8).
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (effectiveFromOf(entry) <= isoDate) inForce = entry;
    else break;
  }
  return inForce;
}
