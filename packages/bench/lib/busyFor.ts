/**
 * Keeps the event loop busy for `microseconds` of wall time, standing in for the pricing a
 * service does between two records, so that a store's bench sees the loop as busy as a service's.
 *
 * @example
 * busyFor(300); // about 300 µs of the loop, as a quotation costs
 */
export function busyFor(microseconds: number): void {
  const end = performance.now() + microseconds / 1000;
  while (performance.now() < end);
}
