import { describe, expect, it } from "vitest";
import { parseRegistryOption } from "./parseRegistryOption.js";

describe("parseRegistryOption", () => {
  it("splits, trims and drops blanks", () => {
    expect(parseRegistryOption("WEB, BROKER-PORTAL,")).toEqual(["WEB", "BROKER-PORTAL"]);
    expect(parseRegistryOption("")).toEqual([]);
  });
});
