import { GENDERS, RELATIONSHIPS, UNDERWRITING_TYPES } from "../../model/enums.js";
import type { NormalizedMember } from "../../model/normalized.js";
import { ageOnDateByDigits } from "../ageOnDateByDigits.js";
import type { MemberDraft } from "../read/drafts.js";
import { notSure } from "./notSure.js";
import {
  expectNoOutputField,
  own,
  soundChoice,
  soundChoicesOf,
  soundDate,
  soundFlag,
  soundInteger,
  soundNcdLevel,
  soundNumber,
  soundPostcode,
  soundText,
} from "./soundFieldReaders.js";

const RELATIONSHIP_CHOICES = soundChoicesOf(RELATIONSHIPS);
/** As `readMember`. */
const GENDER_CHOICES = soundChoicesOf(GENDERS, { aliases: { male: "M", female: "F" } });
const UNDERWRITING_CHOICES = soundChoicesOf(UNDERWRITING_TYPES);

/**
 * A sound member as `readMember` reads it (the same fields, in the same order, so that the
 * normalised member has the same keys in the same order), or `notSure`. The age is
 * `resolveMemberAge`'s: from the birth date on `priceRequiredDate` (`ageOnDateByDigits`,
 * pinned to date-fns), which must not be after it, agreeing with any `age` sent; else the
 * `age` sent, 0 or more.
 *
 * @example
 * readSoundMember(memberRecord, "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", "2026-03-01").age; // 36
 */
export function readSoundMember(record: Readonly<Record<string, unknown>>, pointer: string, priceRequiredDate: string): NormalizedMember {
  const m = record;
  const member: MemberDraft = { pointer };
  const number = soundText(own(m, "number"), false, true);
  if (number !== undefined) member.number = number;
  member.relationship = soundChoice(own(m, "relationship"), RELATIONSHIP_CHOICES, true);
  member.effectiveDate = soundDate(own(m, "effectiveDate"), true);
  member.gender = soundChoice(own(m, "gender"), GENDER_CHOICES, true);
  const dateOfBirth = soundDate(own(m, "dateOfBirth"), false);
  if (dateOfBirth !== undefined) member.dateOfBirth = dateOfBirth;
  const sentAge = soundInteger(own(m, "age"), false);
  member.age = soundAge(dateOfBirth, sentAge, priceRequiredDate);
  member.postcode = soundPostcode(own(m, "postcode"), true);
  const wellnessDiscount = soundNumber(own(m, "wellnessDiscount"));
  if (wellnessDiscount !== undefined) member.wellnessDiscount = wellnessDiscount;
  member.uwType = soundChoice(own(m, "uwType"), UNDERWRITING_CHOICES, true);
  member.ncdLevel = soundNcdLevel(own(m, "ncdLevel"));
  member.protectedNcd = soundFlag(own(m, "pncdInd"), false) ?? false;
  const previousWellnessDiscount = soundNumber(own(m, "previousWellnessDiscount"), -100, -Infinity, 100);
  if (previousWellnessDiscount !== undefined) member.previousWellnessDiscount = previousWellnessDiscount;
  const previousNCDLevel = soundInteger(own(m, "previousNCDLevel"), false, 0);
  if (previousNCDLevel !== undefined) member.previousNCDLevel = previousNCDLevel;
  const previousPNCDInd = soundFlag(own(m, "previousPNCDInd"), false);
  if (previousPNCDInd !== undefined) member.previousPNCDInd = previousPNCDInd;
  const previousnetPremium = soundNumber(own(m, "previousnetPremium"), 0);
  if (previousnetPremium !== undefined) member.previousnetPremium = previousnetPremium;
  const previousCNCFactor = soundNumber(own(m, "previousCNCFactor"), -Infinity, 0);
  if (previousCNCFactor !== undefined) member.previousCNCFactor = previousCNCFactor;
  const cncFactor = soundNumber(own(m, "cncFactor"), -Infinity, 0);
  if (cncFactor !== undefined) member.cncFactor = cncFactor;
  const memberTenure = soundInteger(own(m, "memberTenure"), false, 0);
  if (memberTenure !== undefined) member.memberTenure = memberTenure;
  const memberInceptionDate = soundDate(own(m, "memberInceptionDate"), false);
  if (memberInceptionDate !== undefined) member.memberInceptionDate = memberInceptionDate;
  member.isMemberNeeded = soundFlag(own(m, "isMemberNeeded"), false) ?? true;
  const postcodeBand = soundText(own(m, "postcodeBand"), false, true);
  if (postcodeBand !== undefined) member.postcodeBand = postcodeBand;
  member.isPostbandCallRequired = soundFlag(own(m, "isPostbandCallRequired"), false) ?? false;
  const memberYearsClaimFree = soundInteger(own(m, "memberYearsClaimFree"), false, 0);
  if (memberYearsClaimFree !== undefined) member.memberYearsClaimFree = memberYearsClaimFree;
  expectNoOutputField(own(m, "grossPrice"));
  expectNoOutputField(own(m, "netPrice"));
  expectNoOutputField(own(m, "ipt"));
  expectNoOutputField(own(m, "memberTaxDetail"));
  return member as NormalizedMember;
}

/** `resolveMemberAge` on a member it finds no problem with. */
function soundAge(dateOfBirth: string | undefined, sentAge: number | undefined, priceRequiredDate: string): number {
  if (dateOfBirth !== undefined) {
    if (dateOfBirth > priceRequiredDate) return notSure();
    const age = ageOnDateByDigits(dateOfBirth, priceRequiredDate);
    return sentAge === undefined || sentAge === age ? age : notSure();
  }
  return sentAge !== undefined && sentAge >= 0 ? sentAge : notSure();
}
