import { describe, expect, it } from "vitest";
import { readBearerToken } from "./readBearerToken.js";

describe("readBearerToken", () => {
  it("reads the token whatever the case of the scheme", () => {
    expect(readBearerToken("Bearer abc.def-ghi_jkl")).toEqual({ kind: "token", token: "abc.def-ghi_jkl" });
    expect(readBearerToken("bearer  abc==")).toEqual({ kind: "token", token: "abc==" });
  });

  it("treats no header and other schemes as no bearer credentials", () => {
    expect(readBearerToken(null)).toEqual({ kind: "missing" });
    expect(readBearerToken("")).toEqual({ kind: "missing" });
    expect(readBearerToken("Basic dXNlcjpwYXNz")).toEqual({ kind: "missing" });
  });

  it("calls a Bearer header without a well-formed token malformed", () => {
    expect(readBearerToken("Bearer")).toEqual({ kind: "malformed" });
    expect(readBearerToken("Bearer a b")).toEqual({ kind: "malformed" });
    expect(readBearerToken('Bearer "quoted"')).toEqual({ kind: "malformed" });
  });

  it("reads a header padded with long runs of spaces", () => {
    expect(readBearerToken(`Bearer${" ".repeat(16_000)}x${" ".repeat(16_000)}`)).toEqual({ kind: "token", token: "x" });
    expect(readBearerToken(`Bearer x${" ".repeat(16_000)}y`)).toEqual({ kind: "malformed" });
  });
});
