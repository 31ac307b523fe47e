import { describe, expect, it } from "vitest";
import { assertAuthenticationChosen } from "./assertAuthenticationChosen.js";

describe("assertAuthenticationChosen", () => {
  it("accepts a verifier or an explicit none", () => {
    expect(() => assertAuthenticationChosen({ authenticate: async () => ({ valid: false, error: "invalid_token", description: "x" }) }, "h")).not.toThrow();
    expect(() => assertAuthenticationChosen({ authentication: "none" }, "h")).not.toThrow();
  });

  it("refuses options that choose nothing, or both, naming the handler", () => {
    expect(() => assertAuthenticationChosen({}, "createLookupHandler")).toThrow(/createLookupHandler needs `authenticate`/);
    expect(() =>
      assertAuthenticationChosen({ authenticate: async () => ({ valid: false, error: "invalid_token", description: "x" }), authentication: "none" } as never, "h"),
    ).toThrow(TypeError);
  });
});
