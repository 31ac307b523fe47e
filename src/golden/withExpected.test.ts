import { describe, expect, it } from "vitest";
import { withExpected } from "./withExpected.js";

describe("withExpected", () => {
  it("replaces expected in its place and keeps every other key and its order", () => {
    const result = withExpected({ description: "d", request: { a: 1 }, expected: { netPrice: 1 }, workings: ["w"], options: { explain: true } }, { netPrice: 2 });
    expect(result).toEqual({ description: "d", request: { a: 1 }, expected: { netPrice: 2 }, workings: ["w"], options: { explain: true } });
    expect(Object.keys(result)).toEqual(["description", "request", "expected", "workings", "options"]);
  });

  it("puts a new expected right after the request", () => {
    const result = withExpected({ description: "d", request: {}, workings: ["w"] }, { issues: [] });
    expect(Object.keys(result)).toEqual(["description", "request", "expected", "workings"]);
  });

  it("adds expected at the end when the file has no request", () => {
    expect(Object.keys(withExpected({ description: "d" }, {}))).toEqual(["description", "expected"]);
  });

  it("does not change the file it was given", () => {
    const file = { description: "d", request: {}, expected: { netPrice: 1 } };
    withExpected(file, { netPrice: 2 });
    expect(file.expected).toEqual({ netPrice: 1 });
  });
});
