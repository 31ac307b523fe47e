import { describe, expectTypeOf, it } from "vitest";
import type { Gender, IncentiveType, PaymentFrequency, PaymentType, Relationship, TransactionType, UnderwritingType } from "./enums.js";
import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedIncentive, NormalizedMember, NormalizedOption, NormalizedQuoteRequest } from "./normalized.js";

/*
 * The contract with the engine: the normalised request's shape as the engine reads it,
 * written out in full. The types are worked out from the request's description; these
 * checks (run by the compiler) fail when a description change alters or removes what the
 * engine gets; a new field adds to it without touching this file. An optional field not sent
 * is a key holding undefined (one layout per kind of object), hence `| undefined`.
 */

interface ContractQuoteRequest {
  readonly id?: string | undefined;
  readonly productName: "HrSol";
  readonly transactionType: TransactionType;
  readonly paymentType: PaymentType;
  readonly paymentFrequency: PaymentFrequency;
  readonly priceRequiredDate: string;
  readonly taxRequiredDate: string;
  readonly commercialAdjustment?: number | undefined;
  readonly experienceAdjustment?: number | undefined;
  readonly pmiPolicyType?: string | undefined;
  readonly policyholderPostcode?: string | undefined;
  readonly groupSize?: number | undefined;
  readonly salesChannel?: string | undefined;
  readonly fsaNumber?: string | undefined;
  readonly originalEffectiveDate?: string | undefined;
  readonly callingSystem: string;
  readonly sourceCode?: string | undefined;
  readonly competitorPrice?: number | undefined;
  readonly previousPaymentFrequency?: PaymentFrequency | undefined;
  readonly previousPaymentType?: PaymentType | undefined;
  readonly previousCommercialDiscount?: number | undefined;
  readonly noOfPeople?: number | undefined;
  readonly isRequote: boolean;
  readonly memberCategory: readonly ContractCategory[];
  readonly incentive: readonly ContractIncentive[];
}

interface ContractCategory {
  readonly pointer: string;
  readonly id?: number | undefined;
  readonly name?: string | undefined;
  readonly option: readonly ContractOption[];
  readonly familyUnit: readonly ContractFamilyUnit[];
}

interface ContractOption {
  readonly pointer: string;
  readonly id?: number | undefined;
  readonly name?: string | undefined;
  readonly taken: boolean;
  readonly optionTypeId?: number | undefined;
  readonly optionTypeName?: string | undefined;
}

interface ContractFamilyUnit {
  readonly pointer: string;
  readonly familyStatus?: string | undefined;
  readonly number?: string | undefined;
  readonly member: readonly ContractMember[];
}

interface ContractMember {
  readonly pointer: string;
  readonly number?: string | undefined;
  readonly relationship: Relationship;
  readonly effectiveDate: string;
  readonly gender: Gender;
  readonly dateOfBirth?: string | undefined;
  readonly age: number;
  readonly postcode: string;
  readonly wellnessDiscount?: number | undefined;
  readonly uwType: UnderwritingType;
  readonly ncdLevel: number;
  readonly protectedNcd: boolean;
  readonly previousWellnessDiscount?: number | undefined;
  readonly previousNCDLevel?: number | undefined;
  readonly previousPNCDInd?: boolean | undefined;
  readonly previousnetPremium?: number | undefined;
  readonly previousCNCFactor?: number | undefined;
  readonly cncFactor?: number | undefined;
  readonly memberTenure?: number | undefined;
  readonly memberInceptionDate?: string | undefined;
  readonly isMemberNeeded: boolean;
  readonly postcodeBand?: string | undefined;
  readonly isPostbandCallRequired: boolean;
  readonly memberYearsClaimFree?: number | undefined;
}

interface ContractIncentive {
  readonly pointer: string;
  readonly id?: number | undefined;
  readonly incentiveType: IncentiveType;
  readonly incentiveParameter: string;
  readonly subkey?: string | undefined;
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
