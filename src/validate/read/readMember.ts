import { GENDERS, RELATIONSHIPS, UNDERWRITING_TYPES } from "../../model/enums.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readNcdLevel } from "../fields/readNcdLevel.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import { resolveMemberAge } from "../rules/resolveMemberAge.js";
import type { MemberDraft } from "./drafts.js";
import { warnOutputFields } from "./warnOutputFields.js";
import { setterOf } from "./setterOf.js";

/** Reads one member (docs/interface.md section 2.7); `priceRequiredDate` is the date ages are worked out on. */
export function readMember(reader: RecordReader, priceRequiredDate: string | undefined): MemberDraft {
  const member: MemberDraft = { pointer: reader.pointer };
  const set = setterOf(member);
  set("number", readText(reader, "number", { acceptNumber: true }));
  set("relationship", readChoice(reader, "relationship", RELATIONSHIPS, { required: true }));
  set("effectiveDate", readDate(reader, "effectiveDate", { required: true }));
  set("gender", readChoice(reader, "gender", GENDERS, { required: true, aliases: { male: "M", female: "F" } }));
  const dateOfBirth = readDate(reader, "dateOfBirth");
  set("dateOfBirth", dateOfBirth);
  const sentAge = readInteger(reader, "age");
  set("age", resolveMemberAge(reader, { dateOfBirth, sentAge, priceRequiredDate }));
  set("postcode", readPostcode(reader, "postcode", { required: true }));
  set("wellnessDiscount", readNumber(reader, "wellnessDiscount"));
  set("uwType", readChoice(reader, "uwType", UNDERWRITING_TYPES, { required: true }));
  set("ncdLevel", readNcdLevel(reader));
  set("protectedNcd", readFlag(reader, "pncdInd", "Y or N") ?? false);
  set("previousWellnessDiscount", readNumber(reader, "previousWellnessDiscount", { min: -100, max: 100 }));
  set("previousNCDLevel", readInteger(reader, "previousNCDLevel", { min: 0 }));
  set("previousPNCDInd", readFlag(reader, "previousPNCDInd", "Y or N"));
  set("previousnetPremium", readNumber(reader, "previousnetPremium", { min: 0 }));
  set("previousCNCFactor", readNumber(reader, "previousCNCFactor", { above: 0 }));
  set("cncFactor", readNumber(reader, "cncFactor", { above: 0 }));
  set("memberTenure", readInteger(reader, "memberTenure", { min: 0 }));
  set("memberInceptionDate", readDate(reader, "memberInceptionDate"));
  set("isMemberNeeded", readFlag(reader, "isMemberNeeded", "1 (or Y) or 0 (or N)") ?? true);
  set("postcodeBand", readText(reader, "postcodeBand", { acceptNumber: true }));
  set("isPostbandCallRequired", readFlag(reader, "isPostbandCallRequired", "Y or N") ?? false);
  set("memberYearsClaimFree", readInteger(reader, "memberYearsClaimFree", { min: 0 }));
  warnOutputFields(reader, ["grossPrice", "netPrice", "ipt", "memberTaxDetail"]);
  return member;
}
