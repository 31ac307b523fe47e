import type { QuoteResponse } from "pmi-rating";

const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

/** A small priced quote with a worksheet, written by hand for the formatters' tests. */
export function sampleQuoteResponse(): QuoteResponse {
  return {
    id: "Q-1",
    productName: "HrSol",
    transactionType: "New Business",
    priceRequiredDate: "2026-03-01",
    taxRequiredDate: "2026-03-01",
    paymentType: "B",
    paymentFrequency: 12,
    grossPrice: 672,
    netPrice: 600,
    ipt: 72,
    instalments: { numberOfInstalments: 12, net: { first: 50, regular: 50 }, gross: { first: 56, regular: 56 } },
    memberCategory: [
      {
        id: 1,
        familyUnit: [
          {
            member: [
              {
                number: "1",
                relationship: "self",
                age: 40,
                postcodeBand: "C",
                ncdLevel: 12,
                isMemberNeeded: true,
                grossPrice: 672,
                netPrice: 600,
                ipt: 72,
                memberTaxDetail: [{ netPrice: 600, taxAmount: 72, taxRate: 12 }],
                instalments: { numberOfInstalments: 12, net: { first: 50, regular: 50 }, gross: { first: 56, regular: 56 } },
              },
            ],
          },
        ],
      },
    ],
    tables: { version: "2026.1", effectiveFrom: "2026-01-01", hash: "ab12", illustrative: true },
    warnings: [],
    worksheet: [
      {
        member: MEMBER,
        step: "baseRate",
        description: "Base rate, age 40-44, band C",
        table: "2026.1/base-rates.csv",
        row: 10,
        key: "age 40-44, band C",
        after: "545.4545454545454545",
      },
      {
        member: MEMBER,
        step: "underwriting",
        description: 'Underwriting "FMU", factor 1.1',
        table: "2026.1/underwriting.csv",
        row: 2,
        factor: "1.1",
        before: "545.4545454545454545",
        after: "600",
      },
      { step: "policyTotals", description: "Sum of the members, rounded amounts", after: "600" },
    ],
  };
}
