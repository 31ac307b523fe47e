import { describe, expect, it } from "vitest";
import { readTextWithinLimit } from "./readTextWithinLimit.js";
import { streamOfChunks } from "@pmi-rating/test-support";

describe("readTextWithinLimit", () => {
  it("reads a body within the limit, across chunks, including a character split between chunks", async () => {
    const pound = new TextEncoder().encode("£5"); // "£" is two bytes
    const result = await readTextWithinLimit(streamOfChunks([pound.slice(0, 1), pound.slice(1)]), 3);
    expect(result).toEqual({ ok: true, text: "£5" });
  });

  it("reads an absent body as empty text", async () => {
    expect(await readTextWithinLimit(null, 10)).toEqual({ ok: true, text: "" });
  });

  it("stops reading as soon as the limit is passed", async () => {
    let pulls = 0;
    const chunk = new Uint8Array(1024);
    const result = await readTextWithinLimit(
      streamOfChunks(
        Array.from({ length: 100 }, () => chunk),
        () => pulls++,
      ),
      4096,
    );
    expect(result).toEqual({ ok: false, reason: "too-large" });
    expect(pulls).toBeLessThan(10);
  });

  it("refuses bytes that are not UTF-8 instead of replacing them", async () => {
    expect(await readTextWithinLimit(streamOfChunks([new Uint8Array([0x7b, 0xff, 0x7d])]), 10)).toEqual({ ok: false, reason: "not-utf-8" });
  });
});
