import { describe, expect, it } from "vitest";
import { countMembersSent } from "./countMembersSent.js";

describe("countMembersSent", () => {
  it("adds up the member lists of every family unit of every category", () => {
    expect(countMembersSent([{ familyUnit: [{ member: [{}, {}] }, { member: [1] }] }, { familyUnit: [{ member: [{}] }] }])).toBe(4);
  });
  it("counts nothing for what is not the expected shape", () => {
    expect(countMembersSent("x")).toBe(0);
    expect(countMembersSent([null, { familyUnit: {} }, { familyUnit: [{ member: "x" }, 3] }])).toBe(0);
  });
});
