import { describe, expectTypeOf, it } from "vitest";
import type { Gender, IncentiveType, PaymentFrequency, PaymentType, Relationship, TransactionType, UnderwritingType } from "./enums.js";
import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedIncentive, NormalizedMember, NormalizedOption, NormalizedQuoteRequest } from "./normalized.js";

/*
 * The contract with the engine: the normalised request's shape as the engine reads it,
 * written out in full. The types are worked out from the request's description; these
 * checks (run by the compiler) fail when a description change alters or removes what the
 * engine gets; a new field adds to it without touching this file.
 */

interface ContractQuoteRequest {
  readonly id?: string;
  readonly productName: "HrSol";
  readonly transactionType: TransactionType;
  readonly paymentType: PaymentType;
  readonly paymentFrequency: PaymentFrequency;
  readonly priceRequiredDate: string;
  readonly taxRequiredDate: string;
  readonly commercialAdjustment?: number;
  readonly experienceAdjustment?: number;
  readonly pmiPolicyType?: string;
  readonly policyholderPostcode?: string;
  readonly groupSize?: number;
  readonly salesChannel?: string;
  readonly fsaNumber?: string;
  readonly originalEffectiveDate?: string;
  readonly callingSystem: string;
  readonly sourceCode?: string;
  readonly competitorPrice?: number;
  readonly previousPaymentFrequency?: PaymentFrequency;
  readonly previousPaymentType?: PaymentType;
  readonly previousCommercialDiscount?: number;
  readonly noOfPeople?: number;
  readonly isRequote: boolean;
  readonly memberCategory: readonly ContractCategory[];
  readonly incentive: readonly ContractIncentive[];
}

interface ContractCategory {
  readonly pointer: string;
  readonly id?: number;
  readonly name?: string;
  readonly option: readonly ContractOption[];
  readonly familyUnit: readonly ContractFamilyUnit[];
}

interface ContractOption {
  readonly pointer: string;
  readonly id?: number;
  readonly name?: string;
  readonly taken: boolean;
  readonly optionTypeId?: number;
  readonly optionTypeName?: string;
}

interface ContractFamilyUnit {
  readonly pointer: string;
  readonly familyStatus?: string;
  readonly number?: string;
  readonly member: readonly ContractMember[];
}

interface ContractMember {
  readonly pointer: string;
  readonly number?: string;
  readonly relationship: Relationship;
  readonly effectiveDate: string;
  readonly gender: Gender;
  readonly dateOfBirth?: string;
  readonly age: number;
  readonly postcode: string;
  readonly wellnessDiscount?: number;
  readonly uwType: UnderwritingType;
  readonly ncdLevel: number;
  readonly protectedNcd: boolean;
  readonly previousWellnessDiscount?: number;
  readonly previousNCDLevel?: number;
  readonly previousPNCDInd?: boolean;
  readonly previousnetPremium?: number;
  readonly previousCNCFactor?: number;
  readonly cncFactor?: number;
  readonly memberTenure?: number;
  readonly memberInceptionDate?: string;
  readonly isMemberNeeded: boolean;
  readonly postcodeBand?: string;
  readonly isPostbandCallRequired: boolean;
  readonly memberYearsClaimFree?: number;
}

interface ContractIncentive {
  readonly pointer: string;
  readonly id?: number;
  readonly incentiveType: IncentiveType;
  readonly incentiveParameter: string;
  readonly subkey?: string;
}

describe("the normalised request worked out from the description", () => {
  it("has every property the engine reads, with its type and optionality", () => {
    // The objects that hold lists extend the contract (their items may have gained fields); the others match it property by property.
    expectTypeOf<NormalizedQuoteRequest>().toExtend<ContractQuoteRequest>();
    expectTypeOf<NormalizedCategory>().toExtend<ContractCategory>();
    expectTypeOf<Pick<NormalizedOption, keyof ContractOption>>().toEqualTypeOf<ContractOption>();
    expectTypeOf<NormalizedFamilyUnit>().toExtend<ContractFamilyUnit>();
    expectTypeOf<Pick<NormalizedMember, keyof ContractMember>>().toEqualTypeOf<ContractMember>();
    expectTypeOf<Pick<NormalizedIncentive, keyof ContractIncentive>>().toEqualTypeOf<ContractIncentive>();
  });
});
