import { describe, expect, it } from "vitest";
import { formatBearerChallenge } from "./formatBearerChallenge.js";

describe("formatBearerChallenge", () => {
  it("challenges with the realm alone when no credentials were sent", () => {
    expect(formatBearerChallenge({ realm: "pmi-rating" })).toBe('Bearer realm="pmi-rating"');
  });

  it("adds the error, its description and the scope needed", () => {
    expect(formatBearerChallenge({ realm: "r", error: "insufficient_scope", errorDescription: "Needs quote.", scope: "quote" })).toBe(
      'Bearer realm="r", error="insufficient_scope", error_description="Needs quote.", scope="quote"',
    );
  });

  it("keeps quotes, backslashes and line breaks out of the quoted strings", () => {
    expect(formatBearerChallenge({ realm: 'a"b\\c', errorDescription: "x\ny" })).toBe('Bearer realm="a b c", error_description="x y"');
  });
});
