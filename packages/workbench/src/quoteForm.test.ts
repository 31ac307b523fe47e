import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { addMember } from "./addMember.js";
import { applyQuoteForm } from "./applyQuoteForm.js";
import { optionCatalogue } from "./optionCatalogue.js";
import { readQuoteForm } from "./readQuoteForm.js";
import { removeMember } from "./removeMember.js";

// Form <-> JSON sync: reading the form from a request and writing it back.
const example = (name: string) => JSON.parse(readFileSync(new URL(`../../../examples/requests/${name}.json`, import.meta.url), "utf8")) as unknown;
const couple = example("new-business-couple");
const version = defaultTables.versions.find((candidate) => candidate.manifest.version === "2026.1");
if (version === undefined) throw new Error("2026.1 missing");
const catalogue = optionCatalogue(version);
const memberPointer = (index: number) => `/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/${index}`;

describe("optionCatalogue", () => {
  it("lists every option of the tables with its levels", () => {
    expect(catalogue.find((option) => option.name === "Excess")?.levels).toEqual(["0", "100", "200", "500", "1000", "3000", "5000"]);
    expect(catalogue.find((option) => option.name === "GPReferredServices")?.levels).toEqual([]);
  });
});

describe("readQuoteForm", () => {
  it("reads the common fields, every member with its pointer, options and incentives", () => {
    const form = readQuoteForm(couple, catalogue);
    expect(form).toMatchObject({
      id: "EX-COUPLE-1",
      transactionType: "New Business",
      paymentType: "B",
      paymentFrequency: "1",
      commercialAdjustment: "-5",
      policyholderPostcode: "M1 1AE",
    });
    expect(form.members.map((member) => [member.pointer, member.relationship, member.ncdLevel])).toEqual([
      [memberPointer(0), "self", "12"],
      [memberPointer(1), "partner", "12"],
    ]);
    const options = form.categories[0]?.options ?? [];
    expect(options.find((option) => option.name === "Excess")?.choice).toBe("500");
    expect(options.find((option) => option.name === "SixWeekOption")?.choice).toBe("No");
    expect(options.find((option) => option.name === "ProtectedNCD")?.choice).toBe("");
    expect(readQuoteForm(example("incentive-gift"), catalogue).incentives).toEqual([{ incentiveType: "gift", incentiveParameter: "1" }]);
  });

  it("reads anything pasted without throwing, as blanks", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const form = readQuoteForm(value, catalogue);
        expect(typeof form.priceRequiredDate).toBe("string");
      }),
    );
  });
});

describe("applyQuoteForm", () => {
  it("writes back exactly the request it was read from (every example)", () => {
    for (const name of ["new-business-couple", "incentive-gift", "new-business-family-two-units", "renewal-previous-premium"]) {
      const request = example(name);
      expect(applyQuoteForm(request, readQuoteForm(request, catalogue))).toEqual(request);
    }
  });

  it("changes the fields edited, numbers as numbers, and the price follows", () => {
    const form = readQuoteForm(couple, catalogue);
    const edited = applyQuoteForm(couple, {
      ...form,
      paymentFrequency: "12",
      members: form.members.map((member, index) => (index === 1 ? { ...member, ncdLevel: " 12 ", postcode: "SW1A 1AA" } : member)),
      categories: form.categories.map((category) => ({
        ...category,
        options: category.options.map((option) =>
          option.name === "Excess" ? { ...option, choice: "1000" } : option.name === "Psychiatric" ? { ...option, choice: "" } : option,
        ),
      })),
    });
    const quote = (
      edited as {
        individualHealthCarePolicy: {
          quote: Record<string, unknown> & { memberCategory: { option: Record<string, unknown>[]; familyUnit: { member: Record<string, unknown>[] }[] }[] };
        };
      }
    ).individualHealthCarePolicy.quote;
    expect(quote.paymentFrequency).toBe(12);
    expect(quote.memberCategory[0]?.familyUnit[0]?.member[1]).toMatchObject({ ncdLevel: 12, postcode: "SW1A 1AA" });
    expect(quote.memberCategory[0]?.option.find((option) => option.name === "Excess")).toEqual({ id: 352, name: "Excess", value: "Yes", optionTypeName: "1000" });
    expect(quote.memberCategory[0]?.option.some((option) => option.name === "Psychiatric")).toBe(false);
    const before = safeQuote(couple, defaultTables);
    const after = safeQuote(edited, defaultTables);
    expect(after.success ? after.data.grossPrice : after.issues).not.toBe(before.success ? before.data.grossPrice : undefined);
    expect(after.success ? [] : after.issues).toEqual([]);
    expect(readQuoteForm(couple, catalogue)).toEqual(form); // the input is untouched
  });

  it("reads and writes each member's renewal and MTC inputs, numbers as numbers", () => {
    const renewal = example("renewal-previous-premium");
    const form = readQuoteForm(renewal, catalogue);
    expect(form.members[0]).toMatchObject({ effectiveDate: "2025-05-01", previousnetPremium: "1180.4" });
    const edited = applyQuoteForm(renewal, {
      ...form,
      members: form.members.map((member) => ({
        ...member,
        effectiveDate: "2026-05-01",
        memberYearsClaimFree: "3",
        wellnessDiscount: "5",
        previousnetPremium: "950.5",
        cncFactor: "",
        postcodeBand: "C",
      })),
    }) as { individualHealthCarePolicy: { quote: { memberCategory: { familyUnit: { member: Record<string, unknown>[] }[] }[] } } };
    expect(edited.individualHealthCarePolicy.quote.memberCategory[0]?.familyUnit[0]?.member[0]).toMatchObject({
      effectiveDate: "2026-05-01",
      memberYearsClaimFree: 3,
      wellnessDiscount: 5,
      previousnetPremium: 950.5,
      postcodeBand: "C",
    });
    expect(edited.individualHealthCarePolicy.quote.memberCategory[0]?.familyUnit[0]?.member[0]).not.toHaveProperty("cncFactor");
  });

  it("writes each member category's own options", () => {
    const twoCategories = structuredClone(couple) as { individualHealthCarePolicy: { quote: { memberCategory: Record<string, unknown>[] } } };
    const categories = twoCategories.individualHealthCarePolicy.quote.memberCategory;
    categories.push({ ...structuredClone(categories[0]), id: 2, name: "Second", option: [] });
    const form = readQuoteForm(twoCategories, catalogue);
    expect(form.categories.map((category) => [category.index, category.name])).toEqual([
      [0, categories[0]?.name],
      [1, "Second"],
    ]);
    const edited = applyQuoteForm(twoCategories, {
      ...form,
      categories: form.categories.map((category) =>
        category.index === 1 ? { ...category, options: category.options.map((option) => (option.name === "Excess" ? { ...option, choice: "1000" } : option)) } : category,
      ),
    }) as typeof twoCategories;
    expect(edited.individualHealthCarePolicy.quote.memberCategory[1]?.option).toEqual([{ id: 352, name: "Excess", value: "Yes", optionTypeName: "1000" }]);
    expect(edited.individualHealthCarePolicy.quote.memberCategory[0]?.option).toEqual(categories[0]?.option);
  });

  it("keeps a wrong value as typed, so that the validator reports it with its pointer", () => {
    const form = readQuoteForm(couple, catalogue);
    const edited = applyQuoteForm(couple, { ...form, paymentFrequency: "monthly", members: form.members.map((member) => ({ ...member, dateOfBirth: "" })) });
    const result = safeQuote(edited, defaultTables);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues.some((issue) => issue.path === "/individualHealthCarePolicy/quote/paymentFrequency")).toBe(true);
      expect(result.issues.some((issue) => issue.path.startsWith(memberPointer(0)))).toBe(true);
    }
  });
});

describe("addMember and removeMember", () => {
  it("adds a child that prices, and removes it again, keeping noOfPeople in step", () => {
    const three = addMember(couple);
    const form = readQuoteForm(three, catalogue);
    expect(form.members.map((member) => member.relationship)).toEqual(["self", "partner", "child"]);
    expect((three as { individualHealthCarePolicy: { quote: { noOfPeople: number } } }).individualHealthCarePolicy.quote.noOfPeople).toBe(3);
    const priced = safeQuote(three, defaultTables);
    expect(priced.success ? priced.data.memberCategory[0]?.familyUnit[0]?.member.length : priced.issues).toBe(3);
    expect(removeMember(three, memberPointer(2))).toEqual(couple);
  });

  it("changes nothing for a pointer that names no member or a request without members", () => {
    expect(removeMember(couple, memberPointer(9))).toEqual(couple);
    expect(removeMember(couple, "/nonsense")).toEqual(couple);
    expect(addMember({ hello: 1 })).toEqual({ hello: 1 });
  });
});
