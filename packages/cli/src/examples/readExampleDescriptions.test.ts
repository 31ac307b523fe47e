import { describe, expect, it } from "vitest";
import { readExampleDescriptions } from "./readExampleDescriptions.js";

describe("readExampleDescriptions", () => {
  it("reads each described request from the README table, ignoring other lines", () => {
    const readme = [
      "| File | What it shows |",
      "|---|---|",
      "| [requests/new-business-single-adult.json](requests/new-business-single-adult.json) | New Business, one adult (FMU), monthly. |",
      "| [requests/incentive-gift.json](requests/incentive-gift.json) | A gift (no effect on the premium). |",
      "Some prose mentioning requests/other.json.",
    ].join("\n");
    expect([...readExampleDescriptions(readme)]).toEqual([
      ["new-business-single-adult", "New Business, one adult (FMU), monthly."],
      ["incentive-gift", "A gift (no effect on the premium)."],
    ]);
  });
});
