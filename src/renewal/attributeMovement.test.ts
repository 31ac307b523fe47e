import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { MOVEMENT_PARTS, attributeMovement, type MovementStage } from "./attributeMovement.js";

const d = (text: string) => new Decimal(text);

describe("attributeMovement", () => {
  it("attributes in the order of the stages, capping last", () => {
    const steps = attributeMovement(
      d("900"),
      d("880"),
      [
        { part: "ageBand", net: d("920") },
        { part: "tariff", net: d("950") },
      ],
      d("810"),
    );
    expect(steps.map((step) => [step.part, step.amount.toFixed(2)])).toEqual([
      ["ageBand", "40.00"],
      ["tariff", "30.00"],
      // this year's capping 810 - 950 = -140, less last year's 900 - 880 = 20
      ["capping", "-160.00"],
    ]);
  });

  it("attributes a stage the amount it moves the price by after the stages before it: the order decides the split", () => {
    // A 10 % age rise and a 10 % tariff rise on 100: the first part attributed gets 10, the second 11.
    const ageFirst = attributeMovement(
      d("100"),
      d("100"),
      [
        { part: "ageBand", net: d("110") },
        { part: "tariff", net: d("121") },
      ],
      d("121"),
    );
    expect(ageFirst.map((step) => [step.part, step.amount.toFixed(0)])).toEqual([
      ["ageBand", "10"],
      ["tariff", "11"],
      ["capping", "0"],
    ]);
  });

  it("parts always sum exactly to this year's net less last year's", () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((pennies) => new Decimal(pennies).div(100));
    const parts = MOVEMENT_PARTS.filter((part): part is MovementStage["part"] => part !== "capping");
    fc.assert(
      fc.property(money, money, fc.array(money, { minLength: parts.length, maxLength: parts.length }), money, (previous, lastYear, nets, current) => {
        const stages = parts.map((part, index) => ({ part, net: nets[index] ?? new Decimal(0) }));
        const steps = attributeMovement(previous, lastYear, stages, current);
        const sum = steps.reduce((total, step) => total.plus(step.amount), new Decimal(0));
        expect(sum.eq(current.minus(previous))).toBe(true);
        expect(steps.map((step) => step.part)).toEqual([...MOVEMENT_PARTS]);
      }),
    );
  });
});
