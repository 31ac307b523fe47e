import { describe, expect, it } from "vitest";
import { readClientCredentials } from "./readClientCredentials.js";

describe("readClientCredentials", () => {
  it("reads HTTP Basic credentials, form-decoding each part", () => {
    expect(readClientCredentials(`Basic ${btoa("my%20client:p%3Aw+d")}`, new URLSearchParams())).toEqual({
      ok: true,
      clientId: "my client",
      clientSecret: "p:w d",
      method: "basic",
    });
  });

  it("reads credentials from the form body", () => {
    expect(readClientCredentials(null, new URLSearchParams("client_id=a&client_secret=b"))).toEqual({
      ok: true,
      clientId: "a",
      clientSecret: "b",
      method: "body",
    });
  });

  it("refuses two methods at once, malformed Basic and nothing at all", () => {
    expect(readClientCredentials(`Basic ${btoa("a:b")}`, new URLSearchParams("client_id=a"))).toEqual({ ok: false, reason: "several-methods" });
    expect(readClientCredentials("Basic !!!", new URLSearchParams())).toEqual({ ok: false, reason: "malformed" });
    expect(readClientCredentials(`Basic ${btoa("no-colon")}`, new URLSearchParams())).toEqual({ ok: false, reason: "malformed" });
    expect(readClientCredentials(null, new URLSearchParams("client_id=a"))).toEqual({ ok: false, reason: "missing" });
  });
});
