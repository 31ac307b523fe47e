import { RateLimiterMemory } from "rate-limiter-flexible";

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

/**
 * A failure counter kept in this process's memory (rate-limiter-flexible's memory limiter, a
 * fixed window per key; each key is forgotten when its window ends). Made per service or
 * handler instance, never shared through module state; with several processes each counts its
 * own (the limits are per process). `false` gives a limiter that never refuses.
 *
 * @example
 * const limiter = createFailureLimiter({ failures: 10, perSeconds: 60 });
 * await limiter.recordFailure("client:quote-app");
 * await limiter.waitSeconds("client:quote-app"); // undefined until the tenth failure, then the seconds left
 */
export function createFailureLimiter(limit: FailureLimit | false): FailureLimiter {
  if (limit === false) return { waitSeconds: async () => undefined, recordFailure: async () => undefined };
  const counter = new RateLimiterMemory({ points: limit.failures, duration: limit.perSeconds });
  return {
    async waitSeconds(key) {
      const state = await counter.get(key);
      if (state === null || state.consumedPoints < limit.failures) return undefined;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    async recordFailure(key, weight = 1) {
      await counter.penalty(key, weight);
    },
  };
}
