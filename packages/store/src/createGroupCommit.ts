/** Items handed in one at a time, written in batches: see `createGroupCommit`. */
export interface GroupCommit<Item, Result = void> {
  /** Hands in an item; resolves with what the write of its batch returned once that batch is written, rejects with that batch's error. */
  add(item: Item): Promise<Result>;
  /** How many items are handed in and not yet written or failed. */
  readonly pending: number;
  /** Writes every item handed in so far without holding any back, and resolves once each is written or has failed (never rejects). */
  drain(): Promise<void>;
}

/** How a group commit forms its batches and how many it writes at once. */
export interface GroupCommitOptions {
  /** Most items a write carries (default: no bound). */
  readonly mostPerBatch?: number;
  /** Writes under way at once (default 1). */
  readonly mostInFlight?: number;
  /** Fewer items than this wait for more, at most `longestHoldMs` (default 1: no item waits for company). */
  readonly fewestPerBatch?: number;
  /** How long the oldest item held back waits before it is written with whatever came meanwhile (default 0). */
  readonly longestHoldMs?: number;
}

interface Entry<Item, Result> {
  readonly item: Item;
  /** Its place in the order items were handed in: `drain` waits for those before its own call. */
  readonly order: number;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
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
 * With `fewestPerBatch`, a write waits until that many items are there, or until the oldest has
 * waited `longestHoldMs`, or until `drain` asks for everything: for a writer whose cost is per
 * write and whose callers do not wait for it (the embedded store behind its journal), where an
 * idle database would otherwise commit every record on its own.
 *
 * @example
 * const commits = createGroupCommit(async (lines: string[]) => {
 *   await file.write(lines.join(""));
 *   await file.datasync();
 * });
 * await Promise.all([commits.add("a\n"), commits.add("b\n"), commits.add("c\n")]);
 * // written by two calls: ["a\n"], then ["b\n", "c\n"], handed in while the first was written
 */
export function createGroupCommit<Item, Result = void>(write: (batch: Item[]) => Promise<Result>, options: GroupCommitOptions = {}): GroupCommit<Item, Result> {
  const mostPerBatch = options.mostPerBatch ?? Number.POSITIVE_INFINITY;
  const mostInFlight = options.mostInFlight ?? 1;
  const fewestPerBatch = options.fewestPerBatch ?? 1;
  let waiting: Entry<Item, Result>[] = [];
  let handedIn = 0;
  // Items handed in before this place in the order are written without waiting for company.
  let hurryBefore = 0;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let itemsInFlight = 0;
  let writesInFlight = 0;
  let drains: { readonly before: number; unsettled: number; readonly resolve: () => void }[] = [];

  function hurryAll(): void {
    hurryBefore = handedIn;
    if (holdTimer !== undefined) clearTimeout(holdTimer);
    holdTimer = undefined;
    startWriting();
  }

  function settle(batch: readonly Entry<Item, Result>[]): void {
    for (const drain of drains) {
      for (const entry of batch) if (entry.order < drain.before) drain.unsettled -= 1;
      if (drain.unsettled === 0) drain.resolve();
    }
    drains = drains.filter((drain) => drain.unsettled > 0);
  }

  function startWriting(): void {
    while (waiting.length > 0 && writesInFlight < mostInFlight) {
      if (waiting.length < fewestPerBatch && waiting[0]!.order >= hurryBefore) {
        holdTimer ??= setTimeout(hurryAll, options.longestHoldMs ?? 0);
        return;
      }
      const batch = waiting.length <= mostPerBatch ? waiting : waiting.slice(0, mostPerBatch);
      waiting = batch === waiting ? [] : waiting.slice(batch.length);
      writesInFlight += 1;
      itemsInFlight += batch.length;
      // A write that throws at once fails its batch like one that rejects.
      new Promise<Result>((resolve) => resolve(write(batch.map((entry) => entry.item))))
        .then(
          (result) => {
            for (const entry of batch) entry.resolve(result);
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          writesInFlight -= 1;
          itemsInFlight -= batch.length;
          settle(batch);
          // Items handed in meanwhile (by a waiter of this batch, say) go in the next write.
          startWriting();
        })
        .catch(() => {});
    }
  }

  return {
    add(item) {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, order: handedIn, resolve, reject });
        handedIn += 1;
        startWriting();
      });
    },
    get pending() {
      return itemsInFlight + waiting.length;
    },
    drain() {
      const unsettled = itemsInFlight + waiting.length;
      if (unsettled === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        drains.push({ before: handedIn, unsettled, resolve });
        hurryAll();
      });
    },
  };
}
