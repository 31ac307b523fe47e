import { describe, expect, it } from "vitest";
import { stampedLine } from "./stampedLine.js";

describe("stampedLine", () => {
  it("puts the member and the step first, then the line's own fields in order", () => {
    const line = stampedLine("/m/0", "ncd", { description: "d", key: "k", factor: "0.7", before: "100", after: "70" });
    expect(Object.keys(line)).toEqual(["member", "step", "description", "key", "factor", "before", "after"]);
    expect(line).toEqual({ member: "/m/0", step: "ncd", description: "d", key: "k", factor: "0.7", before: "100", after: "70" });
  });
});
