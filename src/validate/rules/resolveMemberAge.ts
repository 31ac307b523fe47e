import { ageOnDate } from "../ageOnDate.js";
import { isAbsent } from "../fields/isAbsent.js";
import { ownField } from "../fields/ownField.js";
import type { ProblemCollector } from "../collector.js";

export interface AgeInputs {
  /** The member's valid date of birth, if one was sent. */
  readonly dateOfBirth: string | undefined;
  /** The member's valid `age`, if one was sent. */
  readonly sentAge: number | undefined;
  /** The policy's valid priceRequiredDate, if one was sent. */
  readonly priceRequiredDate: string | undefined;
}

/**
 * The age a member is rated at (docs/rating-model.md section 3.6): from `dateOfBirth`, age last
 * birthday on `priceRequiredDate`; otherwise the `age` sent. Reports AGE_DOB_MISMATCH when
 * both are sent and disagree, AGE_REQUIRED when neither is, and AGE_OUT_OF_RANGE for a birth
 * date after priceRequiredDate (a negative `age` is refused by its reader). The tables' rated ages are checked later.
 * `record` is the member as sent, at `pointer`: asked for `dateOfBirth` and `age` only when neither was read.
 */
export function resolveMemberAge(record: Readonly<Record<string, unknown>>, pointer: string, problems: ProblemCollector, inputs: AgeInputs): number | undefined {
  const { dateOfBirth, sentAge, priceRequiredDate } = inputs;
  if (dateOfBirth !== undefined) {
    if (priceRequiredDate === undefined) return undefined; // reported on priceRequiredDate
    if (dateOfBirth > priceRequiredDate) {
      problems.issue(
        `${pointer}/dateOfBirth`,
        "AGE_OUT_OF_RANGE",
        `dateOfBirth ${dateOfBirth} is after priceRequiredDate ${priceRequiredDate}; a member must be born on or before the date the price is for.`,
      );
      return undefined;
    }
    const age = ageOnDate(dateOfBirth, priceRequiredDate);
    if (sentAge !== undefined && sentAge !== age) {
      problems.issue(
        `${pointer}/age`,
        "AGE_DOB_MISMATCH",
        `age ${sentAge} does not match dateOfBirth ${dateOfBirth}, which gives age ${age} on priceRequiredDate ${priceRequiredDate}; send the right age, or leave age out.`,
      );
    }
    return age;
  }
  // A negative age sent is refused by its reader (AGE_OUT_OF_RANGE), so an age that reaches here is 0 or more.
  if (sentAge !== undefined) return sentAge;
  const sentSomething = !isAbsent(ownField(record, "dateOfBirth")) || !isAbsent(ownField(record, "age"));
  if (!sentSomething) {
    problems.issue(pointer, "AGE_REQUIRED", "The member needs a dateOfBirth (YYYY-MM-DD) or an age; neither was sent.");
  }
  return undefined;
}
