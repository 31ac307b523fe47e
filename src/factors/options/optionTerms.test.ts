import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import type { OptionDefinition } from "../../tables/types.js";
import type { TakenOption } from "./optionsRatedFor.js";
import { optionTerms } from "./optionTerms.js";

function taken(id: number, pricing: "factor" | "amount", value: string): TakenOption {
  const definition = { id, name: `option ${id}`, pricing } as unknown as OptionDefinition;
  return { definition, level: { level: "", value: new Decimal(value), source: { file: "option-prices.csv", row: id } }, reason: "category" };
}

describe("optionTerms", () => {
  it("gives the factors and then the amounts in request order, without the waived option", () => {
    const options = [taken(1, "amount", "60"), taken(2, "factor", "0.85"), taken(3, "factor", "1.06"), taken(4, "amount", "25")];
    const terms = optionTerms(options, options[2]!.definition);
    expect(terms.factors.map((value) => value.toFixed())).toEqual(["0.85"]);
    expect(terms.amounts.map((value) => value.toFixed())).toEqual(["60", "25"]);
    expect(optionTerms([], undefined)).toEqual({ factors: [], amounts: [] });
  });
});
