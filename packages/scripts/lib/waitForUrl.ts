/**
 * Resolves once `url` answers 2xx; throws when it has not within `timeoutMs`.
 *
 * @example
 * await waitForUrl("http://127.0.0.1:42200/readyz", 60_000);
 */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
