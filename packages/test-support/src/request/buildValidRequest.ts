/**
 * Builders of valid requests for tests: a sound single-member policy that each test changes
 * in one place to break exactly the rule it is about. Returns fresh objects every call.
 */

/** A member as an integrator sends it: the primary member, virgin business. */
export function buildMember(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    number: "1",
    relationship: "self",
    effectiveDate: "2026-03-01",
    gender: "F",
    dateOfBirth: "1985-06-15",
    postcode: "SW1A 1AA",
    uwType: "FMU",
    ncdLevel: 12,
    pncdInd: "n",
    isMemberNeeded: "1",
    ...overrides,
  };
}

/** The policy (`individualHealthCarePolicy.quote`) with one category, one family unit, the given members. */
export function buildQuote(overrides: Record<string, unknown> = {}, members: unknown[] = [buildMember()]): Record<string, unknown> {
  return {
    id: "Q-1",
    paymentType: "B",
    paymentFrequency: 12,
    priceRequiredDate: "2026-03-01",
    productName: "HrSol",
    transactionType: "New Business",
    callingSystem: "HrSolWeb",
    salesChannel: "Internet",
    memberCategory: [
      {
        id: 1,
        name: "Standard",
        option: [
          { id: 352, name: "Excess", value: "Yes", optionTypeName: "500" },
          { id: 365, name: "DentalandOptical", value: "No" },
        ],
        familyUnit: [{ familyStatus: "single", number: "1", member: members }],
      },
    ],
    ...overrides,
  };
}

/** The whole envelope `{ individualHealthCarePolicy: { quote } }`. */
export function buildRequest(quoteOverrides: Record<string, unknown> = {}, members?: unknown[]): Record<string, unknown> {
  return { individualHealthCarePolicy: { quote: buildQuote(quoteOverrides, members) } };
}

/** JSON pointers of the base request, for assertions. */
export const POINTERS = {
  quote: "/individualHealthCarePolicy/quote",
  category: "/individualHealthCarePolicy/quote/memberCategory/0",
  familyUnit: "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0",
  member: (index: number) => `/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/${index}`,
  option: (index: number) => `/individualHealthCarePolicy/quote/memberCategory/0/option/${index}`,
} as const;
