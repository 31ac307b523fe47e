/** How many failures a key (a client id, an address) may have in a window before it must wait. */
export interface FailureLimit {
  /** Failures allowed in the window; the next attempt is refused until the window ends. */
  readonly failures: number;
  /** Length of the window in seconds, counted from the key's first failure in it. */
  readonly perSeconds: number;
}

/** Counts failures per key and says how long a key that has used them up must wait. */
export interface FailureLimiter {
  /** Whole seconds `key` must wait before trying again, or undefined when it may try now. */
  waitSeconds(key: string): Promise<number | undefined>;
  /** Counts one failure of `key`, or `weight` of them (a refused quotation counts its problems). */
  recordFailure(key: string, weight?: number): Promise<void>;
}

/** Options of `createFailureLimiter` beyond the limit. */
export interface FailureLimiterOptions {
  /**
   * Most keys counted at once (default 100,000). Past it, the windows that ended are dropped,
   * then the oldest ones: the memory a flood of distinct addresses can take stays bounded.
   */
  readonly maxKeys?: number;
  /** Milliseconds since the epoch; `Date.now` unless a test gives its own clock. */
  readonly now?: () => number;
}

/** The window of one key: failures counted since it began, and when it ends. */
interface FailureWindow {
  failures: number;
  readonly endsAt: number;
}

/** Most keys a limiter counts at once unless told otherwise. */
export const DEFAULT_MAX_LIMITED_KEYS = 100_000;

/**
 * A failure counter kept in this handler's memory: a fixed window per key, begun by the key's
 * first failure and forgotten when it ends. Written here rather than taken from a rate-limiting
 * package so that the adapter keeps no runtime dependency and runs wherever `fetch` does. Made
 * per service or handler instance, never shared through module state; with several processes
 * each counts its own (the limits are per process). `false` gives a limiter that never refuses.
 *
 * @example
 * const limiter = createFailureLimiter({ failures: 10, perSeconds: 60 });
 * await limiter.recordFailure("client:quote-app");
 * await limiter.waitSeconds("client:quote-app"); // undefined until the tenth failure, then the seconds left
 */
export function createFailureLimiter(limit: FailureLimit | false, options: FailureLimiterOptions = {}): FailureLimiter {
  if (limit === false) return { waitSeconds: async () => undefined, recordFailure: async () => undefined };
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_LIMITED_KEYS;
  const windows = new Map<string, FailureWindow>();
  const openWindowOf = (key: string, at: number): FailureWindow | undefined => {
    const window = windows.get(key);
    if (window === undefined || window.endsAt > at) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    async waitSeconds(key) {
      const at = now();
      const window = openWindowOf(key, at);
      if (window === undefined || window.failures < limit.failures) return undefined;
      return Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    },
    async recordFailure(key, weight = 1) {
      const at = now();
      const window = openWindowOf(key, at);
      if (window !== undefined) {
        window.failures += weight;
        return;
      }
      windows.set(key, { failures: weight, endsAt: at + limit.perSeconds * 1000 });
      if (windows.size > maxKeys) forgetEndedThenOldest(windows, at, maxKeys);
    },
  };
}

/** Drops the windows that ended, then the oldest begun (a Map keeps insertion order) until `maxKeys` remain. */
function forgetEndedThenOldest(windows: Map<string, FailureWindow>, at: number, maxKeys: number): void {
  for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  for (const key of windows.keys()) {
    if (windows.size <= maxKeys) return;
    windows.delete(key);
  }
}
