import { describe, expect, it } from "vitest";
import { readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";
import { streamOfChunks } from "@pmi-rating/test-support";

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readRequestTextWithinLimit", () => {
  it("reads a body of declared length whole, as UTF-8 text", async () => {
    const text = '{"premium":"£5"}';
    const declared = String(new TextEncoder().encode(text).byteLength);
    expect(await readRequestTextWithinLimit(post(text, { "content-length": declared }), 100)).toEqual({ ok: true, text });
  });

  it("reports invalid UTF-8 in a body of declared length, never replacing it", async () => {
    expect(await readRequestTextWithinLimit(post(new Uint8Array([0x7b, 0xff, 0x7d]), { "content-length": "3" }), 100)).toEqual({ ok: false, reason: "not-utf-8" });
  });

  it("refuses a body longer than its own declared length when that passes the limit", async () => {
    expect(await readRequestTextWithinLimit(post("x".repeat(50), { "content-length": "5" }), 10)).toEqual({ ok: false, reason: "too-large" });
  });

  it("streams a body without a declared length and stops as soon as it passes the limit", async () => {
    let pulls = 0;
    const chunk = new Uint8Array(1024);
    const body = streamOfChunks(
      Array.from({ length: 100 }, () => chunk),
      () => pulls++,
    );
    expect(await readRequestTextWithinLimit(post(body), 4096)).toEqual({ ok: false, reason: "too-large" });
    expect(pulls).toBeLessThan(10);
  });

  it("streams a body whose Content-Length is no decimal number, as one without", async () => {
    expect(await readRequestTextWithinLimit(post("{}", { "content-length": "2, 2" }), 10)).toEqual({ ok: true, text: "{}" });
  });

  it("reads an absent body as empty text", async () => {
    expect(await readRequestTextWithinLimit(new Request("http://localhost/", { method: "POST" }), 10)).toEqual({ ok: true, text: "" });
  });
});
