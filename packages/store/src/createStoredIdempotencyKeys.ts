import { v7 as uuidv7 } from "uuid";
import { DEFAULT_IDEMPOTENCY_WINDOW_MS, type IdempotencyKeys, type KeyReservation } from "pmi-rating/http";
import type { IdempotencyKeyTable } from "./idempotencyKeyTable.js";

/** How long a reservation may stay unanswered before another request with its key takes it over, unless told otherwise: a minute. */
export const DEFAULT_ABANDONED_AFTER_MS = 60_000;

/** Options of `createStoredIdempotencyKeys`. */
export interface StoredIdempotencyKeysOptions {
  /** Where the keys are kept: the quote store (`QuoteStore` is an `IdempotencyKeyTable`). */
  readonly table: IdempotencyKeyTable;
  /** How long a key's first answer is given again, from its first request (default 24 hours). */
  readonly windowMs?: number;
  /**
   * How long a reservation may stay unanswered before a request with its key takes it over
   * (default `DEFAULT_ABANDONED_AFTER_MS`): a process stopped mid-answer leaves its
   * reservations in flight, and its clients would otherwise get 409 for the whole window.
   */
  readonly abandonedAfterMs?: number;
  /** The clock (default the system's): a test moves it past the window. */
  readonly now?: () => Date;
  /** Told when a statement on the keys fails (reserving: the request is answered 503; keeping or giving up an answer: it is answered anyway). */
  readonly onFailed?: (action: "reserve" | "complete" | "release", error: unknown) => void;
}

/**
 * The quote handler's `idempotencyKeys` (pmi-rating/http) kept in the quote store: every
 * process on one PostgreSQL shares them, so a repeat reaches the first answer whichever process
 * it lands on. A key is reserved in the database before its request is priced, in every mode
 * of the store (the embedded store's journal is for records, not keys). A key unanswered for
 * `abandonedAfterMs` is taken over by the next request with it; the first request, if it
 * still finishes, can then neither keep its answer under the key nor give the key up.
 *
 * @example
 * const keys = createStoredIdempotencyKeys({ table: store, windowMs: 24 * 3_600_000 });
 * const handler = createQuoteHandler({ tables, authenticate, recordQuotation, idempotencyKeys: keys });
 */
export function createStoredIdempotencyKeys(options: StoredIdempotencyKeysOptions): IdempotencyKeys {
  const { table } = options;
  const windowMs = options.windowMs ?? DEFAULT_IDEMPOTENCY_WINDOW_MS;
  const abandonedAfterMs = options.abandonedAfterMs ?? DEFAULT_ABANDONED_AFTER_MS;
  const now = options.now ?? (() => new Date());
  const told = (action: "reserve" | "complete" | "release") => (error: unknown) => {
    options.onFailed?.(action, error);
    throw error;
  };

  return {
    async reserve(claim): Promise<KeyReservation> {
      const at = now().getTime();
      const token = uuidv7();
      const found = await table
        .reserveIdempotencyKey({
          ...claim,
          token,
          reservedAt: new Date(at).toISOString(),
          expiresAt: new Date(at + windowMs).toISOString(),
          abandonedBefore: new Date(at - abandonedAfterMs).toISOString(),
        })
        .catch(told("reserve"));
      if (found.state !== "reserved") return found;
      return {
        state: "reserved",
        complete: (answer) => table.completeIdempotencyKey(claim.clientId, claim.key, token, answer).catch(told("complete")),
        release: () => table.releaseIdempotencyKey(claim.clientId, claim.key, token).catch(told("release")),
      };
    },
  };
}
