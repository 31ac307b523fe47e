import { describe, expect, it } from "vitest";
import { READ_BODY_WITHIN_LIMIT, readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";

const post = (body: BodyInit) => new Request("http://localhost/x", { method: "POST", body });

describe("readRequestTextWithinLimit", () => {
  it("reads any Request's body stream within the limit, as readTextWithinLimit does", async () => {
    expect(await readRequestTextWithinLimit(post('{"a":1}'), 10)).toEqual({ ok: true, text: '{"a":1}' });
    expect(await readRequestTextWithinLimit(post("x".repeat(11)), 10)).toEqual({ ok: false, reason: "too-large" });
    expect(await readRequestTextWithinLimit(post(new Uint8Array([0xc3, 0x28])), 10)).toEqual({ ok: false, reason: "not-utf-8" });
    expect(await readRequestTextWithinLimit(new Request("http://localhost/x"), 10)).toEqual({ ok: true, text: "" });
  });

  it("uses the request's own direct reader when it offers one, and the stream once it no longer does", async () => {
    const limits: number[] = [];
    let offer = true;
    const request = Object.assign(post("from the stream"), {
      [READ_BODY_WITHIN_LIMIT]: (maxBytes: number) => {
        limits.push(maxBytes);
        return offer ? Promise.resolve({ ok: true as const, text: "from the socket" }) : undefined;
      },
    });
    expect(await readRequestTextWithinLimit(request, 100)).toEqual({ ok: true, text: "from the socket" });
    offer = false;
    expect(await readRequestTextWithinLimit(request, 100)).toEqual({ ok: true, text: "from the stream" });
    expect(limits).toEqual([100, 100]);
  });
});
