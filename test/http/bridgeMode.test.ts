import { describe, expect, it } from "vitest";
import { createQuoteHandler } from "../../src/http/index.js";
import { rawExchangeOf } from "../../src/http/rawExchange.js";
import { defaultTables } from "../../src/tables/default/index.js";

describe("the bridge this run tests (PMI_TEST_BRIDGE)", () => {
  it("is the standard path when PMI_TEST_BRIDGE=standard, else the direct path for the library's handlers", () => {
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    if (process.env.PMI_TEST_BRIDGE === "standard") expect(rawExchangeOf(handler)).toBeUndefined();
    else expect(rawExchangeOf(handler)).toBeTypeOf("function");
  });
});
