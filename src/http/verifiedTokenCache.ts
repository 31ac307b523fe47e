import type { Principal } from "./authentication.js";

/** Tokens already verified, each until its own `exp`, the least recently used dropped first. */
export interface VerifiedTokenCache {
  /** The principal of a token verified before, if its `exp` is still ahead of `nowMs`. */
  readonly get: (token: string, nowMs: number) => Principal | undefined;
  /** Remembers a fully verified token until `expiresAtMs` (its `exp`, in milliseconds). */
  readonly set: (token: string, principal: Principal, expiresAtMs: number, nowMs: number) => void;
}

/**
 * A bounded cache of verified bearer tokens, so that a client sending the same token with
 * every request pays the signature check once rather than every time (an ES256 verification
 * costs more CPU than pricing a quote). An entry is used strictly before the token's `exp`,
 * never after it, and without the clock tolerance the full check allows: a token past its
 * `exp` is verified again, and refused once it is beyond the tolerance. At most `maxEntries`
 * tokens are kept; a `Map` keeps insertion order, so moving an entry to the end on every hit
 * makes its first key the least recently used.
 *
 * @example
 * const cache = createVerifiedTokenCache(1000);
 * cache.set(token, principal, payload.exp * 1000, Date.now());
 * cache.get(token, Date.now()); // principal, until exp
 */
export function createVerifiedTokenCache(maxEntries: number): VerifiedTokenCache {
  const entries = new Map<string, { readonly principal: Principal; readonly expiresAtMs: number }>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      entries.delete(token);
      if (nowMs >= entry.expiresAtMs) return undefined;
      entries.set(token, entry);
      return entry.principal;
    },
    set(token, principal, expiresAtMs, nowMs) {
      if (maxEntries <= 0 || nowMs >= expiresAtMs) return;
      entries.delete(token);
      entries.set(token, { principal, expiresAtMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
