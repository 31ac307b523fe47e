import { describe, expect, it } from "vitest";
import { normalizePostcode } from "./normalizePostcode.js";

describe("normalizePostcode", () => {
  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    ["  SW1A   1AA ", "SW1A 1AA"],
    ["m1 1ae", "M1 1AE"],
    ["B33 8TH", "B33 8TH"],
    ["cr2 6xh", "CR2 6XH"],
    ["DN55 1PT", "DN55 1PT"],
    ["W1A 0AX", "W1A 0AX"],
    ["EC1A 1BB", "EC1A 1BB"],
    ["GY1 1AA", "GY1 1AA"],
    ["JE2 3AB", "JE2 3AB"],
    ["IM1 1AA", "IM1 1AA"],
    ["BT1 5GS", "BT1 5GS"],
    ["ZE1 0AA", "ZE1 0AA"],
    ["gir 0aa", "GIR 0AA"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizePostcode(input)).toBe(expected);
  });

  it.each([
    "",
    "SW1A",
    "1AA",
    "SW1A 1A",
    "SW1A 1AAA",
    "QA1 1AA", // Q never starts a postcode
    "AI1 1AA", // I never second
    "SW1A 1CA", // C never in the inward code
    "FIQQ 1ZZ", // Falkland Islands: not a UK postcode
    "BFPO 123",
    "12345",
    "SW1A-1AA",
  ])("rejects %j", (input) => {
    expect(normalizePostcode(input)).toBeUndefined();
  });
});
