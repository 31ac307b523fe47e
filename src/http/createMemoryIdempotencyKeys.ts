import { DEFAULT_IDEMPOTENCY_WINDOW_MS, type IdempotencyClaim, type IdempotencyKeys, type KeptAnswer, type KeyReservation } from "./idempotencyKeys.js";

/** Options of `createMemoryIdempotencyKeys`. */
export interface MemoryIdempotencyKeysOptions {
  /** How long a key's first answer is given again, from its first request (default `DEFAULT_IDEMPOTENCY_WINDOW_MS`, 24 hours). */
  readonly windowMs?: number;
  /** The most keys held at once (default 10,000); past it the oldest are forgotten first. */
  readonly mostKeys?: number;
  /** The most characters of kept answers held at once (default 16 Mi, some 32 MB); past it the oldest keys are forgotten first. */
  readonly mostAnswerCharacters?: number;
  /** The clock (default the system's): a test moves it past the window. */
  readonly now?: () => Date;
}

interface HeldKey {
  readonly fingerprint: string;
  readonly expiresAt: number;
  answer?: KeptAnswer;
}

/** One map key per client and key: the client's length first, so that no pair of strings runs into another. */
function slotOf(claim: IdempotencyClaim): string {
  return `${claim.clientId.length}:${claim.clientId}${claim.key}`;
}

/**
 * Idempotency keys kept in this process's memory: what the reference service uses with its
 * quote store off, where a repeat is recognised only by the process that answered it first
 * (behind a load balancer, use the store's keys, shared through PostgreSQL). Bounded: at most
 * `mostKeys` keys and `mostAnswerCharacters` characters of answers, the oldest forgotten first
 * (a repeat of a forgotten key is answered as a new request), and a key is forgotten when its
 * window ends. No timer: expired keys go as new ones arrive.
 *
 * @example
 * const handler = createQuoteHandler({ tables, authenticate, idempotencyKeys: createMemoryIdempotencyKeys({ windowMs: 3_600_000 }) });
 */
export function createMemoryIdempotencyKeys(options: MemoryIdempotencyKeysOptions = {}): IdempotencyKeys {
  const windowMs = options.windowMs ?? DEFAULT_IDEMPOTENCY_WINDOW_MS;
  const mostKeys = options.mostKeys ?? 10_000;
  const mostAnswerCharacters = options.mostAnswerCharacters ?? 16 * 1024 * 1024;
  const now = options.now ?? (() => new Date());
  // In order of reservation, which with one window is the order of expiry: the oldest first.
  const held = new Map<string, HeldKey>();
  let answerCharacters = 0;

  function forget(slot: string, key: HeldKey): void {
    if (held.get(slot) !== key) return;
    held.delete(slot);
    answerCharacters -= key.answer?.body.length ?? 0;
  }

  function forgetExpiredAndOverBudget(at: number): void {
    for (const [slot, key] of held) {
      if (key.expiresAt > at && held.size <= mostKeys && answerCharacters <= mostAnswerCharacters) return;
      forget(slot, key);
    }
  }

  return {
    async reserve(claim: IdempotencyClaim): Promise<KeyReservation> {
      const at = now().getTime();
      forgetExpiredAndOverBudget(at);
      const slot = slotOf(claim);
      const found = held.get(slot);
      if (found !== undefined && found.expiresAt > at) {
        if (found.fingerprint !== claim.fingerprint) return { state: "reused" };
        return found.answer === undefined ? { state: "in-flight" } : { state: "answered", answer: found.answer };
      }
      if (found !== undefined) forget(slot, found);
      const key: HeldKey = { fingerprint: claim.fingerprint, expiresAt: at + windowMs };
      held.set(slot, key);
      forgetExpiredAndOverBudget(at);
      return {
        state: "reserved",
        async complete(answer) {
          if (held.get(slot) !== key) return;
          key.answer = answer;
          answerCharacters += answer.body.length;
          forgetExpiredAndOverBudget(now().getTime());
        },
        async release() {
          forget(slot, key);
        },
      };
    },
  };
}
