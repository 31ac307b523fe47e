import type { Relationship } from "pmi-rating";
import type { TablesVersion } from "pmi-rating";
import type { Random } from "./createRandom.js";

/** The kind of household a policy covers. */
export type Household = "single" | "couple" | "family" | "single parent";

/** Half singles, then couples, families and single parents, as in a UK individual PMI book. */
export function pickHousehold(random: Random): Household {
  const roll = random.next();
  if (roll < 0.5) return "single";
  if (roll < 0.72) return "couple";
  if (roll < 0.94) return "family";
  return "single parent";
}

/**
 * The relationships and ages of a household's members: adults within the ages New Business
 * accepts (or, for renewals, the rated ages), partners close in age, children 0 to 22 and at
 * least 18 years younger than the youngest parent.
 */
export function householdMembers(random: Random, household: Household, transactionType: string, version: TablesVersion): { relationship: Relationship; age: number }[] {
  const oldest = transactionType === "New Business" ? Math.min(version.ages.maximumEntryAgeNewBusiness, version.ages.maximumAge) : version.ages.maximumAge;
  const withChildren = household === "family" || household === "single parent";
  // Parents of dependent children are younger; singles and couples span working and retired ages.
  const adultAge = () => clamp(withChildren ? random.integer(25, 55) : adultAgeOfBook(random), 18, oldest);
  const selfAge = adultAge();
  const members: { relationship: Relationship; age: number }[] = [{ relationship: "self", age: selfAge }];
  if (household === "couple" || household === "family") {
    members.push({ relationship: "partner", age: clamp(selfAge + random.integer(-6, 6), 18, oldest) });
  }
  if (withChildren) {
    const children = random.integer(1, 3);
    const youngestParent = Math.min(...members.map((member) => member.age));
    for (let child = 0; child < children; child++) {
      const age = clamp(random.integer(0, Math.min(youngestParent - 18, 22)), version.ages.minimumAge, oldest);
      members.push({ relationship: "child", age });
    }
  }
  return members;
}

/** Ages of a PMI book lean to the middle years: a triangular spread between 18 and 85. */
function adultAgeOfBook(random: Random): number {
  return Math.round(18 + ((random.next() + random.next()) / 2) * 67);
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
