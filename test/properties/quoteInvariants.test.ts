import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../../src/decimal/decimal.js";
import type { InstalmentAmounts, Instalments } from "../../src/model/response.js";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { type JsonRequest, validQuoteRequest } from "@pmi-rating/test-support";
import { membersOfQuote } from "@pmi-rating/test-support";

const NUM_RUNS = 200;
const money = (amount: number): Decimal => new Decimal(String(amount));

function priced(request: unknown) {
  const result = safeQuote(request, defaultTables);
  if (!result.success) {
    throw new Error(`a generated valid request was refused: ${JSON.stringify(result.issues)}\n${JSON.stringify(request)}`);
  }
  return result.data;
}

/** first + (n − 1) × regular = annual, with regular ≤ first (the first instalment takes the remainder). */
function expectInstalmentsAddUp(annual: number, amounts: InstalmentAmounts, count: number): void {
  const total = money(amounts.first).plus(money(amounts.regular).times(count - 1));
  expect(total.eq(money(annual)), `${JSON.stringify(amounts)} × ${count} should add up to ${annual}`).toBe(true);
  expect(money(amounts.regular).lte(money(amounts.first))).toBe(true);
  const pennies = money(amounts.regular).times(100);
  expect(pennies.eq(pennies.round(0, 0)), `${amounts.regular} is a whole number of pennies`).toBe(true);
}

function expectPlanAddsUp(plan: Instalments, net: number, gross: number, frequency: number): void {
  expect(plan.numberOfInstalments).toBe(frequency);
  expectInstalmentsAddUp(net, plan.net, frequency);
  expectInstalmentsAddUp(gross, plan.gross, frequency);
}

describe("properties of every quote on the default tables", () => {
  it("is deterministic: the same request twice gives deep-equal answers", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        const copy = structuredClone(request);
        expect(safeQuote(copy, defaultTables, { explain: true })).toEqual(safeQuote(request, defaultTables, { explain: true }));
        expect(copy).toEqual(request);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("prices every generated valid request", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        priced(request);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("has gross = net + IPT exactly, for the policy and every member", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        const quote = priced(request);
        expect(money(quote.netPrice).plus(money(quote.ipt)).eq(money(quote.grossPrice))).toBe(true);
        for (const member of membersOfQuote(quote)) {
          expect(money(member.netPrice).plus(money(member.ipt)).eq(money(member.grossPrice))).toBe(true);
          for (const detail of member.memberTaxDetail) {
            expect(detail.netPrice).toBe(member.netPrice);
            expect(detail.taxAmount).toBe(member.ipt);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("adds the members up to the policy to the penny", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        const quote = priced(request);
        const members = membersOfQuote(quote);
        const sum = (pick: (member: (typeof members)[number]) => number): Decimal => members.reduce((total, member) => total.plus(money(pick(member))), new Decimal(0));
        expect(sum((member) => member.netPrice).eq(money(quote.netPrice))).toBe(true);
        expect(sum((member) => member.ipt).eq(money(quote.ipt))).toBe(true);
        expect(sum((member) => member.grossPrice).eq(money(quote.grossPrice))).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("has instalments that add up to the annual amounts, net and gross, member and policy", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        const quote = priced(request);
        expectPlanAddsUp(quote.instalments, quote.netPrice, quote.grossPrice, quote.paymentFrequency);
        for (const member of membersOfQuote(quote)) {
          expectPlanAddsUp(member.instalments, member.netPrice, member.grossPrice, quote.paymentFrequency);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("never prices a member below the minimum premium, and a member not needed at 0", () => {
    fc.assert(
      fc.property(validQuoteRequest(defaultTables), (request) => {
        const quote = priced(request);
        const version = defaultTables.versions.find((candidate) => candidate.manifest.version === quote.tables.version);
        if (version === undefined) throw new Error(`the quote names tables version ${quote.tables.version}, which the tables do not have`);
        for (const member of membersOfQuote(quote)) {
          if (member.isMemberNeeded) {
            expect(money(member.netPrice).gte(version.minimumPremium.value), `${member.netPrice} ≥ minimum`).toBe(true);
          } else {
            expect([member.netPrice, member.ipt, member.grossPrice]).toEqual([0, 0, 0]);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("keeps a renewed member within the cap and collar of its previous premium (without Price Beater)", () => {
    const requestMembers = (request: JsonRequest): Record<string, unknown>[] =>
      (request.individualHealthCarePolicy.quote["memberCategory"] as { familyUnit: { member: Record<string, unknown>[] }[] }[]).flatMap((category) =>
        category.familyUnit.flatMap((unit) => unit.member),
      );
    fc.assert(
      fc.property(validQuoteRequest(defaultTables, { transactionType: "Renewal" }), (request) => {
        const incentives = (request.individualHealthCarePolicy.quote["incentive"] ?? []) as { incentiveType: string }[];
        fc.pre(!incentives.some((incentive) => incentive.incentiveType === "Price Beater"));
        const quote = priced(request);
        const version = defaultTables.versions.find((candidate) => candidate.manifest.version === quote.tables.version)!;
        const { capPercent, collarPercent } = version.renewal;
        const sent = requestMembers(request);
        membersOfQuote(quote).forEach((member, index) => {
          const previous = sent[index]?.["previousnetPremium"] as number | undefined;
          if (!member.isMemberNeeded || previous === undefined) return;
          const lowest = money(previous).times(collarPercent.div(100).plus(1)).round(2, 1);
          const highest = money(previous).times(capPercent.div(100).plus(1)).round(2, 1);
          const ceiling = highest.gt(version.minimumPremium.value) ? highest : version.minimumPremium.value;
          const net = money(member.netPrice);
          expect(net.gte(lowest) && net.lte(ceiling), `${member.netPrice} within [${lowest.toFixed(2)}, ${ceiling.toFixed(2)}] of ${previous}`).toBe(true);
          expect(member.cncFactor).toBeDefined();
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
