import { describe, expect, it } from "vitest";
import { SAMPLE_MOVEMENT } from "../../../test-support/src/rating/sampleMovement.js";
import { formatMovementText } from "./formatMovementText.js";

describe("formatMovementText", () => {
  it("lists last year's net, each part signed in the order given, this year's net and gross", () => {
    const text = formatMovementText(SAMPLE_MOVEMENT);
    const lines = text.trimEnd().split("\n");
    expect(lines[1]).toMatch(/Last year's net premium\s+900\.00$/);
    expect(lines[2]).toMatch(/Age band\s+\+139\.88 {2}█{20}$/);
    expect(lines[3]).toMatch(/Wellness discount\s+-53\.78 {2}░{8}$/);
    expect(lines[5]).toMatch(/This year's net premium\s+1053\.36 {2}\(change \+153\.36\)$/);
    expect(lines[7]).toMatch(/This year's gross premium\s+1179\.76$/);
  });
});
