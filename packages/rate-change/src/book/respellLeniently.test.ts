import { describe, expect, it } from "vitest";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { generateBookRequests } from "./generateBook.js";

describe("a lenient book (generateBookRequests with lenient)", () => {
  const strict = [...generateBookRequests(150, 3)];
  const lenient = [...generateBookRequests(150, 3, defaultTables, { lenient: true })];

  it("spells the requests differently: lower-case choices, other flags, postcodes without their space", () => {
    const texts = lenient.map((request) => JSON.stringify(request));
    expect(texts.filter((text, index) => text !== JSON.stringify(strict[index])).length).toBeGreaterThan(140);
    expect(texts.some((text) => text.includes('"transactionType":"new business"'))).toBe(true);
    expect(texts.some((text) => /"pncdInd":"(n|no|0|y|yes|1)"/.test(text))).toBe(true);
    expect(texts.some((text) => /"postcode":"[a-z]+\d+[a-z0-9]*"/.test(text))).toBe(true);
  });

  it("prices every request exactly as its strict spelling", () => {
    lenient.forEach((request, index) => {
      const fromLenient = safeQuote(request, defaultTables);
      const fromStrict = safeQuote(strict[index], defaultTables);
      expect(fromLenient.success).toBe(true);
      if (fromLenient.success && fromStrict.success) expect(fromLenient.data.memberCategory).toEqual(fromStrict.data.memberCategory);
    });
  });
});
