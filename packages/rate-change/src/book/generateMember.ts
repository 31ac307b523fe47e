import { format, subDays, subYears } from "date-fns";
import type { Relationship, UnderwritingType } from "pmi-rating";
import type { Member } from "pmi-rating";
import type { TablesVersion } from "pmi-rating";
import type { Random } from "./createRandom.js";
import { randomWholePercent } from "./pickPolicyChoices.js";
import { roughBookRate } from "./roughBookRate.js";

/**
 * Expected NCD level of switch business by claim-free years (docs/interface.md section 2.7, NCD level rule 2);
 * five or more years, and virgin business, expect the highest level, 12.
 */
const SWITCH_NCD_BY_YEARS_CLAIM_FREE = [8, 9, 10, 10, 11] as const;
const VIRGIN_NCD_LEVEL = 12;

/** What a member's fields follow from: the household, the policy and the tables. */
export interface MemberFacts {
  readonly number: string;
  readonly relationship: Relationship;
  readonly age: number;
  readonly priceDate: Date;
  readonly postcode: string;
  readonly uwType: UnderwritingType;
  readonly isSwitch: boolean;
  readonly transactionType: string;
  readonly ncdUplift: number;
  readonly version: TablesVersion;
}

/**
 * One member: a date of birth (or, for a fifth, only the age), the NCD level the interface's
 * New Business rules expect (any level of the table for renewals and MTC), some wellness
 * discounts, and for renewals a previous net premium near the book rate.
 */
export function generateMember(random: Random, facts: MemberFacts): Member {
  const { version, transactionType } = facts;
  const yearsClaimFree = facts.isSwitch ? random.integer(0, 7) : undefined;
  const ncdLevel =
    transactionType === "New Business"
      ? Math.min(version.ncd.highestLevel, expectedNewBusinessNcd(yearsClaimFree) + facts.ncdUplift)
      : random.pick([...version.ncd.factors.keys()]);
  // Most requests carry a date of birth; some, like many broker systems, only the age.
  const identity = random.chance(0.8) ? { dateOfBirth: birthDateFor(random, facts.age, facts.priceDate) } : { age: facts.age };
  const isRenewal = transactionType === "Renewal";
  return {
    number: facts.number,
    relationship: facts.relationship,
    effectiveDate: format(facts.priceDate, "yyyy-MM-dd"),
    gender: random.chance(0.5) ? "F" : "M",
    ...identity,
    postcode: facts.postcode,
    uwType: facts.uwType,
    ncdLevel,
    pncdInd: random.chance(0.15) ? "Y" : "N",
    ...(yearsClaimFree === undefined ? {} : { memberYearsClaimFree: yearsClaimFree }),
    ...(random.chance(0.1) ? { wellnessDiscount: randomWholePercent(random, version.limits.wellnessDiscount, 0) } : {}),
    ...(isRenewal ? { previousNCDLevel: ncdLevel } : {}),
    ...(isRenewal && random.chance(0.9) ? { previousnetPremium: roughBookRate(random, facts.age, facts.postcode, version) } : {}),
    ...(transactionType === "MTC" && random.chance(0.5) ? { cncFactor: Number((0.9 + random.integer(0, 20) / 100).toFixed(2)) } : {}),
  };
}

function expectedNewBusinessNcd(yearsClaimFree: number | undefined): number {
  if (yearsClaimFree === undefined) return VIRGIN_NCD_LEVEL;
  return SWITCH_NCD_BY_YEARS_CLAIM_FREE[yearsClaimFree] ?? VIRGIN_NCD_LEVEL;
}

/** A birth date whose age last birthday on the price date is `age`. */
function birthDateFor(random: Random, age: number, priceDate: Date): string {
  const birthday = subYears(priceDate, age);
  return format(subDays(birthday, random.integer(0, 360)), "yyyy-MM-dd");
}
