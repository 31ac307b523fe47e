import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { QuoteResponseSchema, type Instalments, type QuoteResponse } from "../model/response.js";
import { defaultTables } from "../plans/defaultTables.js";
import { quote } from "./quote.js";

const folder = join(import.meta.dirname, "../../examples/requests");
const files = readdirSync(folder).filter((file) => file.endsWith(".json"));

const pennies = (value: number) => new Decimal(value).times(100).toNumber();

function expectInstalmentsAddUp(instalments: Instalments, net: number, gross: number): void {
  const n = instalments.numberOfInstalments;
  expect(pennies(instalments.net.first) + (n - 1) * pennies(instalments.net.regular)).toBe(pennies(net));
  expect(pennies(instalments.gross.first) + (n - 1) * pennies(instalments.gross.regular)).toBe(pennies(gross));
}

function members(response: QuoteResponse) {
  return response.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
}

describe("quote() on every example request, with the default tables", () => {
  it("has examples to price", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s: a complete response whose amounts add up to the penny", (file) => {
    const request: unknown = JSON.parse(readFileSync(join(folder, file), "utf8"));
    const response = quote(request, defaultTables, { explain: true });
    expect(QuoteResponseSchema.parse(response)).toEqual(response);

    const all = members(response);
    const sum = (pick: (member: (typeof all)[number]) => number) => all.reduce((total, member) => total + pennies(pick(member)), 0);
    expect(sum((member) => member.netPrice)).toBe(pennies(response.netPrice));
    expect(sum((member) => member.ipt)).toBe(pennies(response.ipt));
    expect(sum((member) => member.grossPrice)).toBe(pennies(response.grossPrice));
    expect(pennies(response.netPrice) + pennies(response.ipt)).toBe(pennies(response.grossPrice));
    expectInstalmentsAddUp(response.instalments, response.netPrice, response.grossPrice);
    for (const member of all) {
      expect(pennies(member.netPrice) + pennies(member.ipt)).toBe(pennies(member.grossPrice));
      expectInstalmentsAddUp(member.instalments, member.netPrice, member.grossPrice);
      if (member.isMemberNeeded) expect(member.netPrice).toBeGreaterThan(0);
    }
    expect(response.worksheet?.length).toBeGreaterThan(0);
    expect(response.tables.illustrative).toBe(true);
  });
});
