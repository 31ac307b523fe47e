import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { idempotencyFingerprintOf } from "./idempotencyFingerprintOf.js";

describe("idempotencyFingerprintOf", () => {
  it("is the SHA-256 of the switches and the body's UTF-8 bytes", async () => {
    const body = '{"name":"Zoë"}';
    const expected = createHash("sha256").update(`explain=false&movement=false\n${body}`, "utf8").digest("hex");
    expect(await idempotencyFingerprintOf({ explain: false, movement: false, body })).toBe(expected);
  });

  it("tells apart bodies that differ by a byte, and the same body asked with the worksheet or the movement", async () => {
    const plain = await idempotencyFingerprintOf({ explain: false, movement: false, body: '{"a":1}' });
    expect(await idempotencyFingerprintOf({ explain: false, movement: false, body: '{"a":1}' })).toBe(plain);
    expect(await idempotencyFingerprintOf({ explain: false, movement: false, body: '{"a": 1}' })).not.toBe(plain);
    expect(await idempotencyFingerprintOf({ explain: true, movement: false, body: '{"a":1}' })).not.toBe(plain);
    expect(await idempotencyFingerprintOf({ explain: false, movement: true, body: '{"a":1}' })).not.toBe(plain);
  });
});
