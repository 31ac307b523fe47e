import { describe, expect, it } from "vitest";
import { codesOf, readerOf } from "@pmi-rating/test-support";
import { readList } from "./readList.js";

const options = { maxItems: 3, itemName: "member" };

describe("readList", () => {
  it("reads a list and an absent optional list", () => {
    const { reader, problems } = readerOf({ a: [1, 2], b: null, c: [] });
    expect(readList(reader.value("a"), problems, "/x", "a", options)).toEqual([1, 2]);
    expect(readList(reader.value("b"), problems, "/x", "b", options)).toBeUndefined();
    expect(readList(reader.value("c"), problems, "/x", "c", options)).toEqual([]);
    expect(codesOf(problems)).toEqual([]);
  });
  it("reports a missing, empty, non-list or too long list", () => {
    const { reader, problems } = readerOf({ b: [], c: {}, d: [1, 2, 3, 4] });
    readList(reader.value("a"), problems, "/x", "a", { ...options, required: true });
    readList(reader.value("b"), problems, "/x", "b", { ...options, required: true });
    readList(reader.value("c"), problems, "/x", "c", options);
    expect(readList(reader.value("d"), problems, "/x", "d", options)).toBeUndefined();
    expect(codesOf(problems)).toEqual(["REQUIRED /x/a", "EMPTY_LIST /x/b", "INVALID_TYPE /x/c", "TOO_MANY_ITEMS /x/d"]);
  });
});
