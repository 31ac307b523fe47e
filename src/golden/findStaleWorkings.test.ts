import { describe, expect, it } from "vitest";
import { findStaleWorkings } from "./findStaleWorkings.js";

const expected = {
  memberCategory: [
    {
      familyUnit: [
        {
          member: [
            { isMemberNeeded: true, netPrice: 1000, grossPrice: 1120 },
            { isMemberNeeded: false, netPrice: 0, grossPrice: 0 },
          ],
        },
      ],
    },
  ],
};
const workings = [
  "Base rate, tables/2026.1/base-rates.csv row 11 (ages 60-64, band D): 1903.00",
  "Rounded half-up to pennies: net 1000.00",
  "IPT 12 % in force on 2026-03-01: 1000.00 × 12 % = 120.00, rounded 120.00; gross 1000.00 + 120.00 = 1120.00",
];

describe("findStaleWorkings", () => {
  it("finds nothing when the workings end at the expected net and gross of each priced member", () => {
    expect(findStaleWorkings(workings, expected)).toEqual([]);
    expect(findStaleWorkings(undefined, expected)).toEqual([]);
    expect(findStaleWorkings([], { issues: [] })).toEqual([]);
  });

  it("names each member whose premium moved away from its workings", () => {
    const moved = { memberCategory: [{ familyUnit: [{ member: [{ isMemberNeeded: true, netPrice: 1050, grossPrice: 1176 }] }] }] };
    expect(findStaleWorkings(workings, moved)).toEqual([
      "Priced member 1: the workings end at net 1000.00, expected holds 1050.00; work the premium again from the tables.",
      "Priced member 1: the workings end at gross 1120.00, expected holds 1176.00; work the premium again from the tables.",
    ]);
  });

  it("reads workings with the tables' own rounding mode and notices a member with no workings", () => {
    const halfEven = workings.map((line) => line.replace("half-up", "half-even"));
    expect(findStaleWorkings(halfEven, expected)).toEqual([]);
    const two = {
      memberCategory: [{ familyUnit: [{ member: [expected.memberCategory[0]!.familyUnit[0]!.member[0]!, { isMemberNeeded: true, netPrice: 5, grossPrice: 6 }] }] }],
    };
    expect(findStaleWorkings(workings, two)).toHaveLength(2);
  });
});
