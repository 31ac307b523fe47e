import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { BookLine } from "./impactMessages.js";
import type { PolicyPricing } from "./policyPricing.js";
import { priceBook } from "./priceBook.js";

/** A pricer that answers after a delay that varies by batch, so answers arrive out of order. */
function slowPricer() {
  let inFlight = 0;
  let mostInFlight = 0;
  return {
    get mostInFlight() {
      return mostInFlight;
    },
    async price(lines: readonly BookLine[]): Promise<PolicyPricing[]> {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ((lines[0]?.line ?? 0) * 7) % 5));
      inFlight -= 1;
      return lines.map(({ line, text }) => ({
        line,
        policyId: text,
        from: { ok: true, version: "a", net: "1", gross: "1" },
        to: { ok: true, version: "b", net: "1", gross: "1" },
      }));
    },
  };
}

describe("priceBook", () => {
  it("hands every policy over in book order, skipping blank lines but counting them", async () => {
    const text = Array.from({ length: 103 }, (_, index) => (index === 50 ? "" : `p${index + 1}`)).join("\n");
    const pricer = slowPricer();
    const seen: number[] = [];
    const result = await priceBook(Readable.from([text]), pricer, {
      batchSize: 10,
      maxBatchesInFlight: 3,
      onPriced: (results) => {
        seen.push(...results.map((pricing) => pricing.line));
      },
    });
    expect(result).toEqual({ lines: 103, policies: 102 });
    expect(seen).toEqual(Array.from({ length: 103 }, (_, index) => index + 1).filter((line) => line !== 51));
    expect(pricer.mostInFlight).toBeLessThanOrEqual(3);
  });

  it("reports the bytes read with each batch", async () => {
    const bytes: number[] = [];
    await priceBook(Readable.from(["ab\ncd\nef\n"]), slowPricer(), {
      batchSize: 2,
      maxBatchesInFlight: 2,
      onPriced: (_, done) => {
        bytes.push(done);
      },
    });
    expect(bytes).toEqual([6, 9]);
  });

  it("stops with the pricer's error", async () => {
    const failing = { price: () => Promise.reject(new Error("worker died")) };
    await expect(
      priceBook(Readable.from(["a\nb\nc\n"]), failing, { batchSize: 1, maxBatchesInFlight: 2, onPriced: () => undefined }),
    ).rejects.toThrow("worker died");
  });
});
