import { expect } from "vitest";

/**
 * Checks that a quotation was refused because it could not be put on record: 503
 * `QUOTE_NOT_RECORDED` with `Retry-After`, no quote id, and no price in the body.
 *
 * @example
 * await expectNoPriceGiven(await handler(request));
 */
export async function expectNoPriceGiven(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.headers.get("quote-id")).toBeNull();
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.code).toBe("QUOTE_NOT_RECORDED");
  expect(body).not.toHaveProperty("quoteResponse");
}
