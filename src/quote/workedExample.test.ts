import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { defaultTables } from "../plans/defaultTables.js";
import { instalmentsOf } from "../response/instalmentsOf.js";
import { quote } from "./quote.js";

/** The worked example of docs/rating-model.md section 12: every figure there is checked here. */
describe("docs/rating-model.md worked example (new-business-couple)", () => {
  const request: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "../../examples/requests/new-business-couple.json"), "utf8"));
  const response = quote(request, defaultTables, { explain: true });
  const [self, partner] = response.memberCategory[0]!.familyUnit[0]!.member;
  const premiums = (pointerEnd: string) =>
    response.worksheet!.filter((line) => line.member?.endsWith(pointerEnd)).map((line) => `${line.step} ${line.table ?? "-"}:${line.row ?? "-"} ${line.after ?? ""}`);

  it("prices each member as the table of the page shows", () => {
    expect(premiums("member/0")).toEqual([
      "postcodeBand postcode-bands.csv:69 ",
      "baseRate base-rates.csv:8 1030",
      "underwriting underwriting.csv:2 1030",
      "options option-prices.csv:5 865.2",
      "options option-prices.csv:11 787.332",
      "options option-prices.csv:16 834.57192",
      "ncd ncd.csv:14 500.743152",
      "adjustments -:- 475.7059944",
      "wellness -:- 475.7059944",
      "paymentMethod payment.csv:2 461.434814568",
      "incentiveDiscounts -:- 461.434814568",
      "cappingAndCollaring -:- 461.434814568",
      "priceBeater -:- 461.434814568",
      "minimumPremium limits.csv:5 461.434814568",
      "rounding -:- 461.43",
      "ipt ipt.csv:8 516.80",
    ]);
    expect(
      premiums("member/1")
        .slice(1, 10)
        .map((line) => line.split(" ").pop()),
    ).toEqual(["890", "890", "747.6", "680.316", "721.13496", "432.680976", "411.0469272", "390.49458084", "378.7797434148"]);
  });

  it("gives the members' and the policy's amounts", () => {
    expect([self?.age, self?.postcodeBand, self?.netPrice, self?.ipt, self?.grossPrice]).toEqual([47, "C", 461.43, 55.37, 516.8]);
    expect([partner?.age, partner?.postcodeBand, partner?.netPrice, partner?.ipt, partner?.grossPrice]).toEqual([44, "C", 378.78, 45.45, 424.23]);
    expect([response.netPrice, response.ipt, response.grossPrice]).toEqual([840.21, 100.82, 941.03]);
    expect(response.tables.version).toBe("2026.1");
  });

  it("splits 941.03 into twelve as the page illustrates", () => {
    const { first, regular } = instalmentsOf(new Decimal("941.03"), 12);
    expect([first.toFixed(2), regular.toFixed(2)]).toEqual(["78.52", "78.41"]);
  });
});
