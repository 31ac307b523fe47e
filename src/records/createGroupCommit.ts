/** Items handed in one at a time, written in batches: see `createGroupCommit`. */
export interface GroupCommit<Item> {
  /** Hands in an item; resolves once the batch that carries it is written, rejects with that batch's error. */
  add(item: Item): Promise<void>;
  /** How many items are handed in and not yet written or failed. */
  readonly pending: number;
  /** Resolves once every item handed in so far is written or has failed (never rejects). */
  drain(): Promise<void>;
}

/**
 * Group commit: items handed in while a batch is being written wait, and are written together
 * by the next call of `write`, in the order they came (at most `mostPerBatch` a call; the rest
 * by the calls after). `write` runs at most `mostInFlight` calls at a time (default 1): with 2,
 * the next batch is already on its way to the database while the last commits, so that the
 * database starts it as soon as it is done rather than after the answer has come back to the
 * event loop and the loop has got round to sending it. Each `add` settles with its own batch:
 * it resolves once that batch is written and rejects with that batch's error, so a caller never
 * takes its item for written before it is. Under load this turns many small writes (a database
 * commit, a disk flush each) into a few large ones.
 *
 * @example
 * const commits = createGroupCommit(async (lines: string[]) => {
 *   await file.write(lines.join(""));
 *   await file.datasync();
 * });
 * await Promise.all([commits.add("a\n"), commits.add("b\n"), commits.add("c\n")]);
 * // written by two calls: ["a\n"], then ["b\n", "c\n"], handed in while the first was written
 */
export function createGroupCommit<Item>(
  write: (batch: Item[]) => Promise<void>,
  options: { readonly mostPerBatch?: number; readonly mostInFlight?: number } = {},
): GroupCommit<Item> {
  const mostPerBatch = options.mostPerBatch ?? Number.POSITIVE_INFINITY;
  const mostInFlight = options.mostInFlight ?? 1;
  let waiting: { readonly item: Item; readonly resolve: () => void; readonly reject: (error: unknown) => void }[] = [];
  let itemsInFlight = 0;
  let writesInFlight = 0;
  let idle: (() => void)[] = [];

  function startWriting(): void {
    while (waiting.length > 0 && writesInFlight < mostInFlight) {
      const batch = waiting.length <= mostPerBatch ? waiting : waiting.slice(0, mostPerBatch);
      waiting = batch === waiting ? [] : waiting.slice(batch.length);
      writesInFlight += 1;
      itemsInFlight += batch.length;
      // A write that throws at once fails its batch like one that rejects.
      new Promise<void>((resolve) => resolve(write(batch.map((entry) => entry.item))))
        .then(
          () => {
            for (const entry of batch) entry.resolve();
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          writesInFlight -= 1;
          itemsInFlight -= batch.length;
          // Items handed in meanwhile (by a waiter of this batch, say) go in the next write.
          startWriting();
          if (writesInFlight === 0) {
            const waiters = idle;
            idle = [];
            for (const resolve of waiters) resolve();
          }
        })
        .catch(() => {});
    }
  }

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        startWriting();
      });
    },
    get pending() {
      return itemsInFlight + waiting.length;
    },
    drain() {
      return writesInFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
