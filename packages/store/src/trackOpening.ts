/** Something being opened in the background (the quote store), and the bounded wait of whoever needs it. */
export interface Opening<T> {
  /** Settles with what was opened, or with the error of opening. */
  readonly opened: Promise<T>;
  /** What was opened, once it is; undefined while opening and after a failure. */
  current(): T | undefined;
  /**
   * What was opened, waiting at most `waitMs` for it: rejects with the error of opening, or
   * with `whenLate()` if it is still opening by then.
   */
  within(waitMs: number, whenLate: () => Error): Promise<T>;
}

/**
 * Follows `opening` so that a service can listen while it runs: its requests ask `current()`
 * at no cost once it is open, or wait for it, each for a bounded time. A failed opening is
 * marked handled here (the service awaits `opened` itself to stop), so that a process with no
 * request waiting does not also crash on an unhandled rejection.
 *
 * @example
 * const store = trackOpening(openQuoteStore(location));
 * const opened = await store.within(30_000, () => new Error("the quote store is still opening"));
 */
export function trackOpening<T>(opening: Promise<T>): Opening<T> {
  let value: T | undefined;
  let failure: Error | undefined;
  const opened = opening.then(
    (result) => (value = result),
    (error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      throw failure;
    },
  );
  opened.catch(() => {});
  return {
    opened,
    current: () => value,
    within(waitMs, whenLate) {
      if (value !== undefined) return Promise.resolve(value);
      if (failure !== undefined) return Promise.reject(failure);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(whenLate()), waitMs);
      });
      return Promise.race([opened, late]).finally(() => clearTimeout(timer));
    },
  };
}
