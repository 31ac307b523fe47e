import { describe, expect, it } from "vitest";
import { readIdempotencyKey } from "./readIdempotencyKey.js";

const keyOf = (value: string) => readIdempotencyKey(new Headers({ "Idempotency-Key": value }));

describe("readIdempotencyKey", () => {
  it("is optional: no header, no key", () => {
    expect(readIdempotencyKey(new Headers())).toEqual({ ok: true, key: undefined });
  });

  it("reads a bare key and the draft's quoted string as the same key", () => {
    expect(keyOf("8e03978e-40d5-43e8-bc93-6894a57f9324")).toEqual({ ok: true, key: "8e03978e-40d5-43e8-bc93-6894a57f9324" });
    expect(keyOf('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({ ok: true, key: "8e03978e-40d5-43e8-bc93-6894a57f9324" });
  });

  it("unescapes a quoted string's \\\" and \\\\, and keeps its spaces and commas", () => {
    expect(keyOf('"a \\"b\\" \\\\ c, d"')).toEqual({ ok: true, key: 'a "b" \\ c, d' });
  });

  it("takes 255 characters and refuses 256", () => {
    expect(keyOf("k".repeat(255))).toEqual({ ok: true, key: "k".repeat(255) });
    expect(keyOf(`"${"k".repeat(256)}"`)).toEqual({
      ok: false,
      error: { header: "Idempotency-Key", code: "INVALID_IDEMPOTENCY_KEY", message: "The Idempotency-Key header's key must be at most 255 characters." },
    });
  });

  it("refuses an empty key, a header sent twice, and characters outside printable ASCII", () => {
    for (const value of ['""', "", "a, b", '"a", "b"', "two words", "clé", "a\tb", '"unterminated', '"bad \\n escape"', 'a"b']) {
      const read = value === "" ? readIdempotencyKey({ get: () => "" }) : keyOf(value);
      expect(read, value).toMatchObject({ ok: false, error: { header: "Idempotency-Key", code: "INVALID_IDEMPOTENCY_KEY" } });
    }
  });
});
