import { describe, expect, it } from "vitest";
import { normaliseBasePath } from "./normaliseBasePath.js";

describe("normaliseBasePath", () => {
  it.each([
    [undefined, ""],
    ["", ""],
    ["/", ""],
    ["/pricing", "/pricing"],
    ["/pricing/", "/pricing"],
    ["pricing", "/pricing"],
    ["/api/pricing//", "/api/pricing"],
  ])("%s becomes %s", (given, expected) => {
    expect(normaliseBasePath(given)).toBe(expected);
  });
});
