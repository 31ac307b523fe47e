import { describe, expect, it } from "vitest";
import { createVerifiedTokenCache } from "./verifiedTokenCache.js";

const principal = { subject: "client-1", scopes: ["quote"] };

describe("createVerifiedTokenCache", () => {
  it("gives back a token's principal until its exp, and never at or after it", () => {
    const cache = createVerifiedTokenCache(10);
    cache.set("a", principal, 2_000, 1_000);
    expect(cache.get("a", 1_999)).toBe(principal);
    expect(cache.get("a", 2_000)).toBeUndefined();
    // An expired entry is dropped, not revived by an earlier clock.
    expect(cache.get("a", 1_500)).toBeUndefined();
  });

  it("does not keep a token that has already expired", () => {
    const cache = createVerifiedTokenCache(10);
    cache.set("a", principal, 1_000, 1_000);
    expect(cache.get("a", 999)).toBeUndefined();
  });

  it("knows only the tokens it was given", () => {
    const cache = createVerifiedTokenCache(10);
    cache.set("a", principal, 2_000, 1_000);
    expect(cache.get("b", 1_000)).toBeUndefined();
    expect(cache.get("a ", 1_000)).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = createVerifiedTokenCache(2);
    cache.set("a", principal, 9_000, 0);
    cache.set("b", principal, 9_000, 0);
    cache.get("a", 1); // "b" is now the least recently used
    cache.set("c", principal, 9_000, 2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)).toBe(principal);
    expect(cache.get("c", 3)).toBe(principal);
  });

  it("keeps nothing with maxEntries 0", () => {
    const cache = createVerifiedTokenCache(0);
    cache.set("a", principal, 9_000, 0);
    expect(cache.get("a", 1)).toBeUndefined();
  });
});
