/** How long a rate limit's 429 is held, and how many may be held at once. */
export interface TarpitOptions {
  /**
   * Milliseconds a 429 of a rate limit is held before it is sent, never more than its
   * `Retry-After`; 0 answers at once.
   */
  readonly delayMs: number;
  /** Answers held at once, at most; a refusal beyond them is answered at once. */
  readonly maxHeld: number;
}

/**
 * Holds the 429 answers of the rate limits (a client over a limit on failures or refusals gets
 * its 429 late, not early, as nginx's `limit_req` delays excess requests), so that a client
 * looping on a refused request waits instead of reconnecting and resending thousands of times
 * a second. One per service or handler instance: its count of held answers is its own.
 */
export interface Tarpit {
  /**
   * Waits before a 429 whose `Retry-After` is `retryAfterMs` away: the delay (never more than
   * `retryAfterMs`), or not at all when `maxHeld` answers are held already, when the tarpit has
   * been released, or as soon as `signal` aborts (the client has gone: its slot is freed).
   * Resolves to the milliseconds it held.
   */
  hold(retryAfterMs: number, signal?: AbortSignal): Promise<number>;
  /** Answers held right now. */
  readonly held: number;
  /** Ends every hold at once, and answers every later refusal at once: the service is shutting down. */
  release(): void;
}

/** 429 answers of the reference service held 1 s each, at most 256 at once (`PMI_RATE_LIMIT_DELAY_MS`, `PMI_RATE_LIMIT_MAX_HELD`). */
export const DEFAULT_TARPIT: TarpitOptions = Object.freeze({ delayMs: 1000, maxHeld: 256 });

/**
 * A tarpit for the 429 answers of the rate limits: each is held `delayMs` (at most its
 * `Retry-After`) before it is sent, the request's socket not read meanwhile; at most `maxHeld`
 * at once, so that holding cannot itself exhaust memory or sockets; a client that disconnects
 * frees its slot; `release()` (shutdown) answers them all at once. Its count lives in the
 * instance, never in module state. Handlers take it as their `tarpit` option.
 *
 * @example
 * const tarpit = createTarpit({ delayMs: 1000, maxHeld: 256 });
 * const handler = createQuoteHandler({ tables, authenticate, tarpit });
 * // at shutdown:
 * tarpit.release();
 */
export function createTarpit(options: TarpitOptions): Tarpit {
  const delayMs = Math.max(0, options.delayMs);
  const maxHeld = Math.max(0, Math.floor(options.maxHeld));
  const releases = new Set<() => void>();
  let released = false;
  return {
    get held() {
      return releases.size;
    },
    hold(retryAfterMs, signal) {
      const wait = Math.min(delayMs, Math.max(0, retryAfterMs));
      if (wait === 0 || released || releases.size >= maxHeld || signal?.aborted === true) return Promise.resolve(0);
      const started = performance.now();
      return new Promise<number>((resolve) => {
        const end = () => {
          if (!releases.delete(end)) return;
          clearTimeout(timer);
          signal?.removeEventListener("abort", end);
          resolve(Math.round(performance.now() - started));
        };
        const timer = setTimeout(end, wait);
        releases.add(end);
        signal?.addEventListener("abort", end, { once: true });
      });
    },
    release() {
      released = true;
      for (const end of [...releases]) end();
    },
  };
}
