import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderRequestFieldsDoc } from "../../../packages/scripts/requestReaders/renderRequestFieldsDoc.js";
import { renderRequestReaders } from "../../../packages/scripts/requestReaders/renderRequestReaders.js";

describe("what is generated from the request's description", () => {
  it("readers.generated.ts is current (run `npm run generate:request` after changing the description)", () => {
    expect(readFileSync(new URL("./readers.generated.ts", import.meta.url), "utf8")).toBe(renderRequestReaders());
  });

  it("docs/request-fields.md is current (run `npm run generate:request` after changing the description)", () => {
    expect(readFileSync(new URL("../../../docs/request-fields.md", import.meta.url), "utf8")).toBe(renderRequestFieldsDoc());
  });
});
