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
 * Group commit: items handed in while one batch is being written wait, and are written together
 * by the next call of `write`, in the order they came (at most `mostPerBatch` a call; the rest
 * by the calls after). `write` runs one call at a time. Each `add` settles with its own batch:
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
export function createGroupCommit<Item>(write: (batch: Item[]) => Promise<void>, options: { readonly mostPerBatch?: number } = {}): GroupCommit<Item> {
  const mostPerBatch = options.mostPerBatch ?? Number.POSITIVE_INFINITY;
  let waiting: { readonly item: Item; readonly resolve: () => void; readonly reject: (error: unknown) => void }[] = [];
  let inFlight = 0;
  let writing: Promise<void> | undefined;

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.length <= mostPerBatch ? waiting : waiting.slice(0, mostPerBatch);
      waiting = batch === waiting ? [] : waiting.slice(batch.length);
      inFlight = batch.length;
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      } finally {
        inFlight = 0;
      }
    }
  }

  function startWriting(): void {
    writing ??= writeWaiting().finally(() => {
      writing = undefined;
      // Items handed in after the loop's last look (by a waiter of the last batch, say) start the next round.
      if (waiting.length > 0) startWriting();
    });
  }

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        startWriting();
      });
    },
    get pending() {
      return inFlight + waiting.length;
    },
    async drain() {
      while (writing !== undefined) await writing;
    },
  };
}
