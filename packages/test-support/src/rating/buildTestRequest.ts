import { QUOTE_POINTER } from "../../../../src/model/quotePointer.js";
import type { NormalizedCategory, NormalizedIncentive, NormalizedMember, NormalizedOption, NormalizedQuoteRequest } from "../../../../src/model/normalized.js";
import type { IncentiveType } from "../../../../src/model/enums.js";

const QUOTE = QUOTE_POINTER;

/** A member aged 30, FMU, NCD 12, postcode SW1A 1AA (band B in the test tables). */
export function buildTestMember(overrides: Partial<NormalizedMember> = {}): NormalizedMember {
  return {
    pointer: `${QUOTE}/memberCategory/0/familyUnit/0/member/0`,
    number: "1",
    relationship: "self",
    effectiveDate: "2025-06-01",
    gender: "M",
    age: 30,
    postcode: "SW1A 1AA",
    uwType: "FMU",
    ncdLevel: 12,
    protectedNcd: false,
    smoker: false,
    isMemberNeeded: true,
    isPostbandCallRequired: false,
    ...overrides,
  };
}

/** An option of category 0 at position `index`. */
export function buildTestOption(index: number, option: Omit<NormalizedOption, "pointer">): NormalizedOption {
  return { pointer: `${QUOTE}/memberCategory/0/option/${index}`, ...option };
}

/** An incentive at position `index`. */
export function buildTestIncentive(index: number, incentiveType: IncentiveType, incentiveParameter: string): NormalizedIncentive {
  return { pointer: `${QUOTE}/incentive/${index}`, incentiveType, incentiveParameter };
}

/**
 * A New Business request priced on 2025-06-01, paying B annually, with one category, one
 * family unit and the given members (default: one `buildTestMember()`). Member pointers are
 * renumbered in order so that each names its place in the request.
 */
export function buildTestRequest(
  overrides: Partial<NormalizedQuoteRequest> = {},
  members: readonly NormalizedMember[] = [buildTestMember()],
  options: readonly NormalizedOption[] = [],
): NormalizedQuoteRequest {
  const category: NormalizedCategory = {
    pointer: `${QUOTE}/memberCategory/0`,
    id: 1,
    name: "Individual",
    option: options,
    familyUnit: [
      {
        pointer: `${QUOTE}/memberCategory/0/familyUnit/0`,
        number: "1",
        member: members.map((member, index) => ({ ...member, pointer: `${QUOTE}/memberCategory/0/familyUnit/0/member/${index}` })),
      },
    ],
  };
  return {
    productName: "HrSol",
    transactionType: "New Business",
    paymentType: "B",
    paymentFrequency: 1,
    priceRequiredDate: "2025-06-01",
    taxRequiredDate: "2025-06-01",
    callingSystem: "TEST",
    isRequote: false,
    memberCategory: [category],
    incentive: [],
    ...overrides,
  };
}
