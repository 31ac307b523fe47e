import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { parseDecimalParameter, parseWholeNumberParameter, parseYesNo, readPriceBeater } from "./incentiveParameters.js";

describe("incentive parameters", () => {
  it("reads Yes/No switches in any case", () => {
    expect(["Yes", "y", "1", "YES"].map(parseYesNo)).toEqual([true, true, true, true]);
    expect(["No", "n", "0"].map(parseYesNo)).toEqual([false, false, false]);
    expect(parseYesNo("maybe")).toBeUndefined();
  });

  it("reads plain decimals only", () => {
    expect(parseDecimalParameter("-5")?.toFixed()).toBe("-5");
    expect(parseDecimalParameter(" 7.5 ")?.toFixed()).toBe("7.5");
    expect(parseDecimalParameter("1e2")).toBeUndefined();
    expect(parseDecimalParameter("5%")).toBeUndefined();
    expect(parseDecimalParameter("")).toBeUndefined();
  });

  it("reads whole numbers only", () => {
    expect(parseWholeNumberParameter("3")).toBe(3);
    expect(parseWholeNumberParameter("2.0")).toBeUndefined();
    expect(parseWholeNumberParameter("-1")).toBeUndefined();
  });

  it("reads the Price Beater instruction, on a first quote and on a requote", () => {
    const with_ = (parameter: string, isRequote: boolean) =>
      readPriceBeater(buildTestRequest({ isRequote, incentive: [buildTestIncentive(0, "Price Beater", parameter)] }));
    expect(readPriceBeater(buildTestRequest())).toEqual({ kind: "absent" });
    expect(with_("Yes", false)).toEqual({ kind: "match" });
    expect(with_("N", false)).toEqual({ kind: "declined" });
    expect(with_("7.5", false)).toEqual({ kind: "unreadable" });
    expect(with_("7.5", true)).toMatchObject({ kind: "granted" });
    expect(with_("No", true)).toEqual({ kind: "declined" });
    expect(with_("Yes", true)).toEqual({ kind: "unreadable" });
  });
});
