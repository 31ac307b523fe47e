// Generated from src/model/wire/requestFields.ts by `npm run readers` (scripts/requestReaders). Do not edit:
// change the description and run the script; a test fails when this file is stale.
/* eslint-disable */
import {
  FAMILY_UNIT_DESCRIPTION,
  INCENTIVE_DESCRIPTION,
  MEMBER_CATEGORY_DESCRIPTION,
  MEMBER_DESCRIPTION,
  OPTION_DESCRIPTION,
  POLICY_DESCRIPTION,
} from "../../model/wire/requestFields.js";
import type { ChoiceField, FieldDescription, IntegerField, ListField, OpaqueListField } from "../../model/wire/fieldKinds.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readList } from "../fields/readList.js";
import { readNcdLevel } from "../fields/readNcdLevel.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import { normalItems, readItems, warnIfSent, type ReadContext } from "./readObject.js";
import { REQUEST_RULES } from "./requestRules.js";

/** The own-property test of the readers' one pass over an object's keys (V8 optimises it inside `for...in`). */
const hasOwnProperty = Object.prototype.hasOwnProperty;

const AFTER_Member_age = REQUEST_RULES["Member"]!.after!["age"]!;
const END_Member = REQUEST_RULES["Member"]!.end!;
const END_Option = REQUEST_RULES["Option"]!.end!;
const AFTER_QuoteRequestPolicy_priceRequiredDate = REQUEST_RULES["QuoteRequestPolicy"]!.after!["priceRequiredDate"]!;
const BEFORE_LIST_QuoteRequestPolicy_memberCategory = REQUEST_RULES["QuoteRequestPolicy"]!.beforeList!["memberCategory"]!;
const END_QuoteRequestPolicy = REQUEST_RULES["QuoteRequestPolicy"]!.end!;

const CHOICE_FIELD_Member_relationship = MEMBER_DESCRIPTION.fields[1] as ChoiceField;
const CHOICES_Member_relationship = CHOICE_FIELD_Member_relationship.values;
const CHOICE_KEYS_Member_relationship: readonly string[] = Object.freeze(["self","partner","child"]);
const CHOICE_FIELD_Member_gender = MEMBER_DESCRIPTION.fields[3] as ChoiceField;
const CHOICES_Member_gender = CHOICE_FIELD_Member_gender.values;
const CHOICE_KEYS_Member_gender: readonly string[] = Object.freeze(["m","f","male","female"]);
const CHOICE_FIELD_Member_uwType = MEMBER_DESCRIPTION.fields[8] as ChoiceField;
const CHOICES_Member_uwType = CHOICE_FIELD_Member_uwType.values;
const CHOICE_KEYS_Member_uwType: readonly string[] = Object.freeze(["fmu","nmori","cme","cmori","mhd"]);
const CHOICE_FIELD_Incentive_incentiveType = INCENTIVE_DESCRIPTION.fields[1] as ChoiceField;
const CHOICES_Incentive_incentiveType = CHOICE_FIELD_Incentive_incentiveType.values;
const CHOICE_KEYS_Incentive_incentiveType: readonly string[] = Object.freeze(["pricebeater","ncduplift","gift","monthsfree","freeoption","switchdec","psdiscount"]);
const CHOICE_FIELD_QuoteRequestPolicy_paymentType = POLICY_DESCRIPTION.fields[2] as ChoiceField;
const CHOICES_QuoteRequestPolicy_paymentType = CHOICE_FIELD_QuoteRequestPolicy_paymentType.values;
const CHOICE_KEYS_QuoteRequestPolicy_paymentType: readonly string[] = Object.freeze(["b","c","a"]);
const CHOICE_FIELD_QuoteRequestPolicy_productName = POLICY_DESCRIPTION.fields[14] as ChoiceField;
const CHOICES_QuoteRequestPolicy_productName = CHOICE_FIELD_QuoteRequestPolicy_productName.values;
const CHOICE_KEYS_QuoteRequestPolicy_productName: readonly string[] = Object.freeze(["hrsol"]);
const CHOICE_FIELD_QuoteRequestPolicy_transactionType = POLICY_DESCRIPTION.fields[15] as ChoiceField;
const CHOICES_QuoteRequestPolicy_transactionType = CHOICE_FIELD_QuoteRequestPolicy_transactionType.values;
const CHOICE_KEYS_QuoteRequestPolicy_transactionType: readonly string[] = Object.freeze(["newbusiness","mtc","renewal"]);
const CHOICE_FIELD_QuoteRequestPolicy_previousPaymentType = POLICY_DESCRIPTION.fields[26] as ChoiceField;
const CHOICES_QuoteRequestPolicy_previousPaymentType = CHOICE_FIELD_QuoteRequestPolicy_previousPaymentType.values;
const CHOICE_KEYS_QuoteRequestPolicy_previousPaymentType: readonly string[] = Object.freeze(["b","c","a"]);

/** Reads one Member (A member of a family unit (interface 2.7).) into its draft, as described by `MEMBER_DESCRIPTION`. */
export function readMember(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_number: unknown;
  let sent_relationship: unknown;
  let sent_effectiveDate: unknown;
  let sent_gender: unknown;
  let sent_dateOfBirth: unknown;
  let sent_age: unknown;
  let sent_postcode: unknown;
  let sent_wellnessDiscount: unknown;
  let sent_uwType: unknown;
  let sent_ncdLevel: unknown;
  let sent_pncdInd: unknown;
  let sent_previousWellnessDiscount: unknown;
  let sent_previousNCDLevel: unknown;
  let sent_previousPNCDInd: unknown;
  let sent_previousnetPremium: unknown;
  let sent_previousCNCFactor: unknown;
  let sent_cncFactor: unknown;
  let sent_memberTenure: unknown;
  let sent_memberInceptionDate: unknown;
  let sent_isMemberNeeded: unknown;
  let sent_postcodeBand: unknown;
  let sent_isPostbandCallRequired: unknown;
  let sent_memberYearsClaimFree: unknown;
  let sent_grossPrice: unknown;
  let sent_netPrice: unknown;
  let sent_ipt: unknown;
  let sent_memberTaxDetail: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "number":
        sent_number = record[key];
        break;
      case "relationship":
        sent_relationship = record[key];
        break;
      case "effectiveDate":
        sent_effectiveDate = record[key];
        break;
      case "gender":
        sent_gender = record[key];
        break;
      case "dateOfBirth":
        sent_dateOfBirth = record[key];
        break;
      case "age":
        sent_age = record[key];
        break;
      case "postcode":
        sent_postcode = record[key];
        break;
      case "wellnessDiscount":
        sent_wellnessDiscount = record[key];
        break;
      case "uwType":
        sent_uwType = record[key];
        break;
      case "ncdLevel":
        sent_ncdLevel = record[key];
        break;
      case "pncdInd":
        sent_pncdInd = record[key];
        break;
      case "previousWellnessDiscount":
        sent_previousWellnessDiscount = record[key];
        break;
      case "previousNCDLevel":
        sent_previousNCDLevel = record[key];
        break;
      case "previousPNCDInd":
        sent_previousPNCDInd = record[key];
        break;
      case "previousnetPremium":
        sent_previousnetPremium = record[key];
        break;
      case "previousCNCFactor":
        sent_previousCNCFactor = record[key];
        break;
      case "cncFactor":
        sent_cncFactor = record[key];
        break;
      case "memberTenure":
        sent_memberTenure = record[key];
        break;
      case "memberInceptionDate":
        sent_memberInceptionDate = record[key];
        break;
      case "isMemberNeeded":
        sent_isMemberNeeded = record[key];
        break;
      case "postcodeBand":
        sent_postcodeBand = record[key];
        break;
      case "isPostbandCallRequired":
        sent_isPostbandCallRequired = record[key];
        break;
      case "memberYearsClaimFree":
        sent_memberYearsClaimFree = record[key];
        break;
      case "grossPrice":
        sent_grossPrice = record[key];
        break;
      case "netPrice":
        sent_netPrice = record[key];
        break;
      case "ipt":
        sent_ipt = record[key];
        break;
      case "memberTaxDetail":
        sent_memberTaxDetail = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = MEMBER_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer, relationship: undefined, effectiveDate: undefined, gender: undefined, age: undefined, postcode: undefined, uwType: undefined, ncdLevel: undefined, protectedNcd: undefined, isMemberNeeded: undefined, isPostbandCallRequired: undefined, number: undefined, dateOfBirth: undefined, wellnessDiscount: undefined, previousWellnessDiscount: undefined, previousNCDLevel: undefined, previousPNCDInd: undefined, previousnetPremium: undefined, previousCNCFactor: undefined, cncFactor: undefined, memberTenure: undefined, memberInceptionDate: undefined, postcodeBand: undefined, memberYearsClaimFree: undefined };
  let before = 0;
  // number
  if (sent_number !== undefined) {
    before = issues.length;
    const value = readText(sent_number, problems, pointer, "number", false, true);
    if (value !== undefined) draft.number = value;
    if (issues.length !== before) problems.markBroken(draft, "number");
  }
  // relationship
  before = issues.length;
  {
    const value = readChoice(sent_relationship, problems, pointer, "relationship", true, CHOICES_Member_relationship, CHOICE_KEYS_Member_relationship, false, CHOICE_FIELD_Member_relationship);
    if (value !== undefined) draft.relationship = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "relationship");
  // effectiveDate
  before = issues.length;
  {
    const value = readDate(sent_effectiveDate, problems, pointer, "effectiveDate", true);
    if (value !== undefined) draft.effectiveDate = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "effectiveDate");
  // gender
  before = issues.length;
  {
    const value = readChoice(sent_gender, problems, pointer, "gender", true, CHOICES_Member_gender, CHOICE_KEYS_Member_gender, false, CHOICE_FIELD_Member_gender);
    if (value !== undefined) draft.gender = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "gender");
  // dateOfBirth
  if (sent_dateOfBirth !== undefined) {
    before = issues.length;
    const value = readDate(sent_dateOfBirth, problems, pointer, "dateOfBirth", false);
    if (value !== undefined) draft.dateOfBirth = value;
    if (issues.length !== before) problems.markBroken(draft, "dateOfBirth");
  }
  // age
  if (sent_age !== undefined) {
    before = issues.length;
    const value = readInteger(sent_age, problems, pointer, "age", false, 0, undefined, "AGE_OUT_OF_RANGE");
    if (value !== undefined) draft.age = value;
    if (issues.length !== before) problems.markBroken(draft, "age");
  }
  AFTER_Member_age(draft, record, pointer, context);
  // postcode
  before = issues.length;
  {
    const value = readPostcode(sent_postcode, problems, pointer, "postcode", true);
    if (value !== undefined) draft.postcode = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "postcode");
  // wellnessDiscount
  if (sent_wellnessDiscount !== undefined) {
    before = issues.length;
    const value = readNumber(sent_wellnessDiscount, problems, pointer, "wellnessDiscount", undefined, undefined, undefined);
    if (value !== undefined) draft.wellnessDiscount = value;
    if (issues.length !== before) problems.markBroken(draft, "wellnessDiscount");
  }
  // uwType
  before = issues.length;
  {
    const value = readChoice(sent_uwType, problems, pointer, "uwType", true, CHOICES_Member_uwType, CHOICE_KEYS_Member_uwType, false, CHOICE_FIELD_Member_uwType);
    if (value !== undefined) draft.uwType = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "uwType");
  // ncdLevel
  before = issues.length;
  {
    const value = readNcdLevel(sent_ncdLevel, problems, pointer, "ncdLevel");
    if (value !== undefined) draft.ncdLevel = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "ncdLevel");
  // pncdInd
  if (sent_pncdInd !== undefined) {
    before = issues.length;
    const value = readFlag(sent_pncdInd, problems, pointer, "pncdInd", false, "Y or N");
    draft.protectedNcd = value ?? false;
    if (issues.length !== before) problems.markBroken(draft, "pncdInd");
  }
  else draft.protectedNcd = false;
  // previousWellnessDiscount
  if (sent_previousWellnessDiscount !== undefined) {
    before = issues.length;
    const value = readNumber(sent_previousWellnessDiscount, problems, pointer, "previousWellnessDiscount", -100, undefined, 100);
    if (value !== undefined) draft.previousWellnessDiscount = value;
    if (issues.length !== before) problems.markBroken(draft, "previousWellnessDiscount");
  }
  // previousNCDLevel
  if (sent_previousNCDLevel !== undefined) {
    before = issues.length;
    const value = readInteger(sent_previousNCDLevel, problems, pointer, "previousNCDLevel", false, 0, undefined, undefined);
    if (value !== undefined) draft.previousNCDLevel = value;
    if (issues.length !== before) problems.markBroken(draft, "previousNCDLevel");
  }
  // previousPNCDInd
  if (sent_previousPNCDInd !== undefined) {
    before = issues.length;
    const value = readFlag(sent_previousPNCDInd, problems, pointer, "previousPNCDInd", false, "Y or N");
    if (value !== undefined) draft.previousPNCDInd = value;
    if (issues.length !== before) problems.markBroken(draft, "previousPNCDInd");
  }
  // previousnetPremium
  if (sent_previousnetPremium !== undefined) {
    before = issues.length;
    const value = readNumber(sent_previousnetPremium, problems, pointer, "previousnetPremium", 0, undefined, undefined);
    if (value !== undefined) draft.previousnetPremium = value;
    if (issues.length !== before) problems.markBroken(draft, "previousnetPremium");
  }
  // previousCNCFactor
  if (sent_previousCNCFactor !== undefined) {
    before = issues.length;
    const value = readNumber(sent_previousCNCFactor, problems, pointer, "previousCNCFactor", undefined, 0, undefined);
    if (value !== undefined) draft.previousCNCFactor = value;
    if (issues.length !== before) problems.markBroken(draft, "previousCNCFactor");
  }
  // cncFactor
  if (sent_cncFactor !== undefined) {
    before = issues.length;
    const value = readNumber(sent_cncFactor, problems, pointer, "cncFactor", undefined, 0, undefined);
    if (value !== undefined) draft.cncFactor = value;
    if (issues.length !== before) problems.markBroken(draft, "cncFactor");
  }
  // memberTenure
  if (sent_memberTenure !== undefined) {
    before = issues.length;
    const value = readInteger(sent_memberTenure, problems, pointer, "memberTenure", false, 0, undefined, undefined);
    if (value !== undefined) draft.memberTenure = value;
    if (issues.length !== before) problems.markBroken(draft, "memberTenure");
  }
  // memberInceptionDate
  if (sent_memberInceptionDate !== undefined) {
    before = issues.length;
    const value = readDate(sent_memberInceptionDate, problems, pointer, "memberInceptionDate", false);
    if (value !== undefined) draft.memberInceptionDate = value;
    if (issues.length !== before) problems.markBroken(draft, "memberInceptionDate");
  }
  // isMemberNeeded
  if (sent_isMemberNeeded !== undefined) {
    before = issues.length;
    const value = readFlag(sent_isMemberNeeded, problems, pointer, "isMemberNeeded", false, "1 (or Y) or 0 (or N)");
    draft.isMemberNeeded = value ?? true;
    if (issues.length !== before) problems.markBroken(draft, "isMemberNeeded");
  }
  else draft.isMemberNeeded = true;
  // postcodeBand
  if (sent_postcodeBand !== undefined) {
    before = issues.length;
    const value = readText(sent_postcodeBand, problems, pointer, "postcodeBand", false, true);
    if (value !== undefined) draft.postcodeBand = value;
    if (issues.length !== before) problems.markBroken(draft, "postcodeBand");
  }
  // isPostbandCallRequired
  if (sent_isPostbandCallRequired !== undefined) {
    before = issues.length;
    const value = readFlag(sent_isPostbandCallRequired, problems, pointer, "isPostbandCallRequired", false, "Y or N");
    draft.isPostbandCallRequired = value ?? false;
    if (issues.length !== before) problems.markBroken(draft, "isPostbandCallRequired");
  }
  else draft.isPostbandCallRequired = false;
  // memberYearsClaimFree
  if (sent_memberYearsClaimFree !== undefined) {
    before = issues.length;
    const value = readInteger(sent_memberYearsClaimFree, problems, pointer, "memberYearsClaimFree", false, 0, undefined, undefined);
    if (value !== undefined) draft.memberYearsClaimFree = value;
    if (issues.length !== before) problems.markBroken(draft, "memberYearsClaimFree");
  }
  // grossPrice
  if (sent_grossPrice !== undefined) warnIfSent(sent_grossPrice, problems, pointer, "grossPrice");
  // netPrice
  if (sent_netPrice !== undefined) warnIfSent(sent_netPrice, problems, pointer, "netPrice");
  // ipt
  if (sent_ipt !== undefined) warnIfSent(sent_ipt, problems, pointer, "ipt");
  // memberTaxDetail
  if (sent_memberTaxDetail !== undefined) warnIfSent(sent_memberTaxDetail, problems, pointer, "memberTaxDetail");
  END_Member(draft, record, pointer, context);
  return draft;
}

/** Reads one FamilyUnit (A family unit (interface 2.5).) into its draft, as described by `FAMILY_UNIT_DESCRIPTION`. */
export function readFamilyUnit(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_familyStatus: unknown;
  let sent_number: unknown;
  let sent_member: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "familyStatus":
        sent_familyStatus = record[key];
        break;
      case "number":
        sent_number = record[key];
        break;
      case "member":
        sent_member = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FAMILY_UNIT_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer, member: undefined, familyStatus: undefined, number: undefined };
  let before = 0;
  // familyStatus
  if (sent_familyStatus !== undefined) {
    before = issues.length;
    const value = readText(sent_familyStatus, problems, pointer, "familyStatus", false, false);
    if (value !== undefined) draft.familyStatus = value;
    if (issues.length !== before) problems.markBroken(draft, "familyStatus");
  }
  // number
  if (sent_number !== undefined) {
    before = issues.length;
    const value = readText(sent_number, problems, pointer, "number", false, true);
    if (value !== undefined) draft.number = value;
    if (issues.length !== before) problems.markBroken(draft, "number");
  }
  // member
  {
    const items = readItems(sent_member, draft, (fields[2] as ListField), readMember, context, pointer);
    if (items !== undefined) draft.member = items;
  }
  return draft;
}

/** Reads one Option (A policy option (interface 2.4). Each option at most once per category, whether sent by id or by name.) into its draft, as described by `OPTION_DESCRIPTION`. */
export function readOption(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_id: unknown;
  let sent_name: unknown;
  let sent_value: unknown;
  let sent_optionTypeId: unknown;
  let sent_optionTypeName: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "id":
        sent_id = record[key];
        break;
      case "name":
        sent_name = record[key];
        break;
      case "value":
        sent_value = record[key];
        break;
      case "optionTypeId":
        sent_optionTypeId = record[key];
        break;
      case "optionTypeName":
        sent_optionTypeName = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = OPTION_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer, taken: undefined, id: undefined, name: undefined, optionTypeId: undefined, optionTypeName: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    const value = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (value !== undefined) draft.id = value;
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // name
  if (sent_name !== undefined) {
    before = issues.length;
    const value = readText(sent_name, problems, pointer, "name", false, false);
    if (value !== undefined) draft.name = value;
    if (issues.length !== before) problems.markBroken(draft, "name");
  }
  // value
  before = issues.length;
  {
    const value = readFlag(sent_value, problems, pointer, "value", true, "Yes or No");
    if (value !== undefined) draft.taken = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "value");
  // optionTypeId
  if (sent_optionTypeId !== undefined) {
    before = issues.length;
    const value = readInteger(sent_optionTypeId, problems, pointer, "optionTypeId", false, undefined, undefined, undefined);
    if (value !== undefined) draft.optionTypeId = value;
    if (issues.length !== before) problems.markBroken(draft, "optionTypeId");
  }
  // optionTypeName
  if (sent_optionTypeName !== undefined) {
    before = issues.length;
    const value = readText(sent_optionTypeName, problems, pointer, "optionTypeName", false, true);
    if (value !== undefined) draft.optionTypeName = value;
    if (issues.length !== before) problems.markBroken(draft, "optionTypeName");
  }
  END_Option(draft, record, pointer, context);
  return draft;
}

/** Reads one MemberCategory (A category of members (interface 2.3).) into its draft, as described by `MEMBER_CATEGORY_DESCRIPTION`. */
export function readMemberCategory(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_id: unknown;
  let sent_name: unknown;
  let sent_option: unknown;
  let sent_familyUnit: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "id":
        sent_id = record[key];
        break;
      case "name":
        sent_name = record[key];
        break;
      case "option":
        sent_option = record[key];
        break;
      case "familyUnit":
        sent_familyUnit = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = MEMBER_CATEGORY_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer, option: undefined, familyUnit: undefined, id: undefined, name: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    const value = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (value !== undefined) draft.id = value;
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // name
  if (sent_name !== undefined) {
    before = issues.length;
    const value = readText(sent_name, problems, pointer, "name", false, true);
    if (value !== undefined) draft.name = value;
    if (issues.length !== before) problems.markBroken(draft, "name");
  }
  // option
  {
    const items = readItems(sent_option, draft, (fields[2] as ListField), readOption, context, pointer);
    if (items !== undefined) draft.option = items;
    else draft.option = [];
  }
  // familyUnit
  {
    const items = readItems(sent_familyUnit, draft, (fields[3] as ListField), readFamilyUnit, context, pointer);
    if (items !== undefined) draft.familyUnit = items;
  }
  return draft;
}

/** Reads one Incentive (An incentive applied (interface 2.6).) into its draft, as described by `INCENTIVE_DESCRIPTION`. */
export function readIncentive(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_id: unknown;
  let sent_incentiveType: unknown;
  let sent_incentiveParameter: unknown;
  let sent_subkey: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "id":
        sent_id = record[key];
        break;
      case "incentiveType":
        sent_incentiveType = record[key];
        break;
      case "incentiveParameter":
        sent_incentiveParameter = record[key];
        break;
      case "subkey":
        sent_subkey = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = INCENTIVE_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer, incentiveType: undefined, incentiveParameter: undefined, id: undefined, subkey: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    const value = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (value !== undefined) draft.id = value;
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // incentiveType
  before = issues.length;
  {
    const value = readChoice(sent_incentiveType, problems, pointer, "incentiveType", true, CHOICES_Incentive_incentiveType, CHOICE_KEYS_Incentive_incentiveType, false, CHOICE_FIELD_Incentive_incentiveType);
    if (value !== undefined) draft.incentiveType = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "incentiveType");
  // incentiveParameter
  before = issues.length;
  {
    const value = readText(sent_incentiveParameter, problems, pointer, "incentiveParameter", true, true);
    if (value !== undefined) draft.incentiveParameter = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "incentiveParameter");
  // subkey
  if (sent_subkey !== undefined) {
    before = issues.length;
    const value = readText(sent_subkey, problems, pointer, "subkey", false, true);
    if (value !== undefined) draft.subkey = value;
    if (issues.length !== before) problems.markBroken(draft, "subkey");
  }
  return draft;
}

/** Reads one QuoteRequestPolicy (The policy to be priced (interface 2.2).) into its draft, as described by `POLICY_DESCRIPTION`. */
export function readPolicy(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  let sent_id: unknown;
  let sent_commercialAdjustment: unknown;
  let sent_paymentType: unknown;
  let sent_paymentFrequency: unknown;
  let sent_experienceAdjustment: unknown;
  let sent_pmiPolicyType: unknown;
  let sent_policyholderPostcode: unknown;
  let sent_priceRequiredDate: unknown;
  let sent_groupSize: unknown;
  let sent_salesChannel: unknown;
  let sent_fsaNumber: unknown;
  let sent_originalEffectiveDate: unknown;
  let sent_productName: unknown;
  let sent_transactionType: unknown;
  let sent_grossPrice: unknown;
  let sent_netPrice: unknown;
  let sent_memberCategory: unknown;
  let sent_incentive: unknown;
  let sent_taxRequiredDate: unknown;
  let sent_callingSystem: unknown;
  let sent_sourceCode: unknown;
  let sent_competitorPrice: unknown;
  let sent_previousPaymentFrequency: unknown;
  let sent_previousPaymentType: unknown;
  let sent_previousIncentive: unknown;
  let sent_previousCommercialDiscount: unknown;
  let sent_noOfPeople: unknown;
  let sent_isRequote: unknown;
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue;
    switch (key) {
      case "id":
        sent_id = record[key];
        break;
      case "commercialAdjustment":
        sent_commercialAdjustment = record[key];
        break;
      case "paymentType":
        sent_paymentType = record[key];
        break;
      case "paymentFrequency":
        sent_paymentFrequency = record[key];
        break;
      case "experienceAdjustment":
        sent_experienceAdjustment = record[key];
        break;
      case "pmiPolicyType":
        sent_pmiPolicyType = record[key];
        break;
      case "policyholderPostcode":
        sent_policyholderPostcode = record[key];
        break;
      case "priceRequiredDate":
        sent_priceRequiredDate = record[key];
        break;
      case "groupSize":
        sent_groupSize = record[key];
        break;
      case "salesChannel":
        sent_salesChannel = record[key];
        break;
      case "fsaNumber":
        sent_fsaNumber = record[key];
        break;
      case "originalEffectiveDate":
        sent_originalEffectiveDate = record[key];
        break;
      case "productName":
        sent_productName = record[key];
        break;
      case "transactionType":
        sent_transactionType = record[key];
        break;
      case "grossPrice":
        sent_grossPrice = record[key];
        break;
      case "netPrice":
        sent_netPrice = record[key];
        break;
      case "memberCategory":
        sent_memberCategory = record[key];
        break;
      case "incentive":
        sent_incentive = record[key];
        break;
      case "taxRequiredDate":
        sent_taxRequiredDate = record[key];
        break;
      case "callingSystem":
        sent_callingSystem = record[key];
        break;
      case "sourceCode":
        sent_sourceCode = record[key];
        break;
      case "competitorPrice":
        sent_competitorPrice = record[key];
        break;
      case "previousPaymentFrequency":
        sent_previousPaymentFrequency = record[key];
        break;
      case "previousPaymentType":
        sent_previousPaymentType = record[key];
        break;
      case "previousIncentive":
        sent_previousIncentive = record[key];
        break;
      case "previousCommercialDiscount":
        sent_previousCommercialDiscount = record[key];
        break;
      case "noOfPeople":
        sent_noOfPeople = record[key];
        break;
      case "isRequote":
        sent_isRequote = record[key];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = POLICY_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { paymentType: undefined, paymentFrequency: undefined, priceRequiredDate: undefined, productName: undefined, transactionType: undefined, memberCategory: undefined, incentive: undefined, taxRequiredDate: undefined, callingSystem: undefined, isRequote: undefined, id: undefined, commercialAdjustment: undefined, experienceAdjustment: undefined, pmiPolicyType: undefined, policyholderPostcode: undefined, groupSize: undefined, salesChannel: undefined, fsaNumber: undefined, originalEffectiveDate: undefined, sourceCode: undefined, competitorPrice: undefined, previousPaymentFrequency: undefined, previousPaymentType: undefined, previousCommercialDiscount: undefined, noOfPeople: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    const value = readText(sent_id, problems, pointer, "id", false, true);
    if (value !== undefined) draft.id = value;
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // commercialAdjustment
  if (sent_commercialAdjustment !== undefined) {
    before = issues.length;
    const value = readNumber(sent_commercialAdjustment, problems, pointer, "commercialAdjustment", undefined, undefined, undefined);
    if (value !== undefined) draft.commercialAdjustment = value;
    if (issues.length !== before) problems.markBroken(draft, "commercialAdjustment");
  }
  // paymentType
  before = issues.length;
  {
    const value = readChoice(sent_paymentType, problems, pointer, "paymentType", true, CHOICES_QuoteRequestPolicy_paymentType, CHOICE_KEYS_QuoteRequestPolicy_paymentType, false, CHOICE_FIELD_QuoteRequestPolicy_paymentType);
    if (value !== undefined) draft.paymentType = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "paymentType");
  // paymentFrequency
  before = issues.length;
  {
    const value = readInteger(sent_paymentFrequency, problems, pointer, "paymentFrequency", true, undefined, (fields[3] as IntegerField).allowed, undefined);
    if (value !== undefined) draft.paymentFrequency = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "paymentFrequency");
  // experienceAdjustment
  if (sent_experienceAdjustment !== undefined) {
    before = issues.length;
    const value = readNumber(sent_experienceAdjustment, problems, pointer, "experienceAdjustment", undefined, undefined, undefined);
    if (value !== undefined) draft.experienceAdjustment = value;
    if (issues.length !== before) problems.markBroken(draft, "experienceAdjustment");
  }
  // pmiPolicyType
  if (sent_pmiPolicyType !== undefined) {
    before = issues.length;
    const value = readText(sent_pmiPolicyType, problems, pointer, "pmiPolicyType", false, false);
    if (value !== undefined) draft.pmiPolicyType = value;
    if (issues.length !== before) problems.markBroken(draft, "pmiPolicyType");
  }
  // policyholderPostcode
  if (sent_policyholderPostcode !== undefined) {
    before = issues.length;
    const value = readPostcode(sent_policyholderPostcode, problems, pointer, "policyholderPostcode", false);
    if (value !== undefined) draft.policyholderPostcode = value;
    if (issues.length !== before) problems.markBroken(draft, "policyholderPostcode");
  }
  // priceRequiredDate
  before = issues.length;
  {
    const value = readDate(sent_priceRequiredDate, problems, pointer, "priceRequiredDate", true);
    if (value !== undefined) draft.priceRequiredDate = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "priceRequiredDate");
  AFTER_QuoteRequestPolicy_priceRequiredDate(draft, record, pointer, context);
  // groupSize
  if (sent_groupSize !== undefined) {
    before = issues.length;
    const value = readInteger(sent_groupSize, problems, pointer, "groupSize", false, 0, undefined, undefined);
    if (value !== undefined) draft.groupSize = value;
    if (issues.length !== before) problems.markBroken(draft, "groupSize");
  }
  // salesChannel
  if (sent_salesChannel !== undefined) {
    before = issues.length;
    const value = readText(sent_salesChannel, problems, pointer, "salesChannel", false, false);
    if (value !== undefined) draft.salesChannel = value;
    if (issues.length !== before) problems.markBroken(draft, "salesChannel");
  }
  // fsaNumber
  if (sent_fsaNumber !== undefined) {
    before = issues.length;
    const value = readText(sent_fsaNumber, problems, pointer, "fsaNumber", false, true);
    if (value !== undefined) draft.fsaNumber = value;
    if (issues.length !== before) problems.markBroken(draft, "fsaNumber");
  }
  // originalEffectiveDate
  if (sent_originalEffectiveDate !== undefined) {
    before = issues.length;
    const value = readDate(sent_originalEffectiveDate, problems, pointer, "originalEffectiveDate", false);
    if (value !== undefined) draft.originalEffectiveDate = value;
    if (issues.length !== before) problems.markBroken(draft, "originalEffectiveDate");
  }
  // productId
  // productVersion
  // productName
  before = issues.length;
  {
    const value = readChoice(sent_productName, problems, pointer, "productName", true, CHOICES_QuoteRequestPolicy_productName, CHOICE_KEYS_QuoteRequestPolicy_productName, true, CHOICE_FIELD_QuoteRequestPolicy_productName);
    if (value !== undefined) draft.productName = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "productName");
  // transactionType
  if (sent_transactionType !== undefined) {
    before = issues.length;
    const value = readChoice(sent_transactionType, problems, pointer, "transactionType", false, CHOICES_QuoteRequestPolicy_transactionType, CHOICE_KEYS_QuoteRequestPolicy_transactionType, false, CHOICE_FIELD_QuoteRequestPolicy_transactionType);
    draft.transactionType = value ?? "New Business";
    if (issues.length !== before) problems.markBroken(draft, "transactionType");
  }
  else draft.transactionType = "New Business";
  // grossPrice
  if (sent_grossPrice !== undefined) warnIfSent(sent_grossPrice, problems, pointer, "grossPrice");
  // netPrice
  if (sent_netPrice !== undefined) warnIfSent(sent_netPrice, problems, pointer, "netPrice");
  // memberCategory
  {
    const readable = BEFORE_LIST_QuoteRequestPolicy_memberCategory(sent_memberCategory, pointer, context);
    if (!readable) problems.markBroken(draft, "memberCategory");
    const items = readable ? readItems(sent_memberCategory, draft, (fields[18] as ListField), readMemberCategory, context, pointer) : undefined;
    if (items !== undefined) draft.memberCategory = items;
  }
  // incentive
  {
    const items = readItems(sent_incentive, draft, (fields[19] as ListField), readIncentive, context, pointer);
    if (items !== undefined) draft.incentive = items;
    else draft.incentive = [];
  }
  // maxAllowableDiscount
  // taxRequiredDate
  if (sent_taxRequiredDate !== undefined) {
    before = issues.length;
    const value = readDate(sent_taxRequiredDate, problems, pointer, "taxRequiredDate", false);
    if (value !== undefined) draft.taxRequiredDate = value;
    if (issues.length !== before) problems.markBroken(draft, "taxRequiredDate");
  }
  // callingSystem
  before = issues.length;
  {
    const value = readText(sent_callingSystem, problems, pointer, "callingSystem", true, false);
    if (value !== undefined) draft.callingSystem = value;
  }
  if (issues.length !== before) problems.markBroken(draft, "callingSystem");
  // sourceCode
  if (sent_sourceCode !== undefined) {
    before = issues.length;
    const value = readText(sent_sourceCode, problems, pointer, "sourceCode", false, true);
    if (value !== undefined) draft.sourceCode = value;
    if (issues.length !== before) problems.markBroken(draft, "sourceCode");
  }
  // competitorPrice
  if (sent_competitorPrice !== undefined) {
    before = issues.length;
    const value = readNumber(sent_competitorPrice, problems, pointer, "competitorPrice", 0, undefined, undefined);
    if (value !== undefined) draft.competitorPrice = value;
    if (issues.length !== before) problems.markBroken(draft, "competitorPrice");
  }
  // previousPaymentFrequency
  if (sent_previousPaymentFrequency !== undefined) {
    before = issues.length;
    const value = readInteger(sent_previousPaymentFrequency, problems, pointer, "previousPaymentFrequency", false, undefined, (fields[25] as IntegerField).allowed, undefined);
    if (value !== undefined) draft.previousPaymentFrequency = value;
    if (issues.length !== before) problems.markBroken(draft, "previousPaymentFrequency");
  }
  // previousPaymentType
  if (sent_previousPaymentType !== undefined) {
    before = issues.length;
    const value = readChoice(sent_previousPaymentType, problems, pointer, "previousPaymentType", false, CHOICES_QuoteRequestPolicy_previousPaymentType, CHOICE_KEYS_QuoteRequestPolicy_previousPaymentType, false, CHOICE_FIELD_QuoteRequestPolicy_previousPaymentType);
    if (value !== undefined) draft.previousPaymentType = value;
    if (issues.length !== before) problems.markBroken(draft, "previousPaymentType");
  }
  // previousIncentive
  before = issues.length;
  readList(sent_previousIncentive, problems, pointer, "previousIncentive", (fields[27] as OpaqueListField));
  if (issues.length !== before) problems.markBroken(draft, "previousIncentive");
  // previousCommercialDiscount
  if (sent_previousCommercialDiscount !== undefined) {
    before = issues.length;
    const value = readNumber(sent_previousCommercialDiscount, problems, pointer, "previousCommercialDiscount", -100, undefined, 100);
    if (value !== undefined) draft.previousCommercialDiscount = value;
    if (issues.length !== before) problems.markBroken(draft, "previousCommercialDiscount");
  }
  // noOfPeople
  if (sent_noOfPeople !== undefined) {
    before = issues.length;
    const value = readInteger(sent_noOfPeople, problems, pointer, "noOfPeople", false, 0, undefined, undefined);
    if (value !== undefined) draft.noOfPeople = value;
    if (issues.length !== before) problems.markBroken(draft, "noOfPeople");
  }
  // isRequote
  if (sent_isRequote !== undefined) {
    before = issues.length;
    const value = readFlag(sent_isRequote, problems, pointer, "isRequote", false, "true or false");
    draft.isRequote = value ?? false;
    if (issues.length !== before) problems.markBroken(draft, "isRequote");
  }
  else draft.isRequote = false;
  END_QuoteRequestPolicy(draft, record, pointer, context);
  return draft;
}

/** The normalised Member of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalMember(draft: Record<string, unknown>): Record<string, unknown> {
  return { pointer: draft.pointer, relationship: draft.relationship, effectiveDate: draft.effectiveDate, gender: draft.gender, age: draft.age, postcode: draft.postcode, uwType: draft.uwType, ncdLevel: draft.ncdLevel, protectedNcd: draft.protectedNcd, isMemberNeeded: draft.isMemberNeeded, isPostbandCallRequired: draft.isPostbandCallRequired, number: draft.number, dateOfBirth: draft.dateOfBirth, wellnessDiscount: draft.wellnessDiscount, previousWellnessDiscount: draft.previousWellnessDiscount, previousNCDLevel: draft.previousNCDLevel, previousPNCDInd: draft.previousPNCDInd, previousnetPremium: draft.previousnetPremium, previousCNCFactor: draft.previousCNCFactor, cncFactor: draft.cncFactor, memberTenure: draft.memberTenure, memberInceptionDate: draft.memberInceptionDate, postcodeBand: draft.postcodeBand, memberYearsClaimFree: draft.memberYearsClaimFree };
}

/** The normalised FamilyUnit of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalFamilyUnit(draft: Record<string, unknown>): Record<string, unknown> {
  return { pointer: draft.pointer, member: normalItems(draft.member, normalMember), familyStatus: draft.familyStatus, number: draft.number };
}

/** The normalised Option of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalOption(draft: Record<string, unknown>): Record<string, unknown> {
  return { pointer: draft.pointer, taken: draft.taken, id: draft.id, name: draft.name, optionTypeId: draft.optionTypeId, optionTypeName: draft.optionTypeName };
}

/** The normalised MemberCategory of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalMemberCategory(draft: Record<string, unknown>): Record<string, unknown> {
  return { pointer: draft.pointer, option: normalItems(draft.option, normalOption), familyUnit: normalItems(draft.familyUnit, normalFamilyUnit), id: draft.id, name: draft.name };
}

/** The normalised Incentive of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalIncentive(draft: Record<string, unknown>): Record<string, unknown> {
  return { pointer: draft.pointer, incentiveType: draft.incentiveType, incentiveParameter: draft.incentiveParameter, id: draft.id, subkey: draft.subkey };
}

/** The normalised QuoteRequestPolicy of a sound one's draft (every key of a sound object's draft holds a value or is an optional field not sent, left undefined). */
export function normalPolicy(draft: Record<string, unknown>): Record<string, unknown> {
  return { paymentType: draft.paymentType, paymentFrequency: draft.paymentFrequency, priceRequiredDate: draft.priceRequiredDate, productName: draft.productName, transactionType: draft.transactionType, memberCategory: normalItems(draft.memberCategory, normalMemberCategory), incentive: normalItems(draft.incentive, normalIncentive), taxRequiredDate: draft.taxRequiredDate, callingSystem: draft.callingSystem, isRequote: draft.isRequote, id: draft.id, commercialAdjustment: draft.commercialAdjustment, experienceAdjustment: draft.experienceAdjustment, pmiPolicyType: draft.pmiPolicyType, policyholderPostcode: draft.policyholderPostcode, groupSize: draft.groupSize, salesChannel: draft.salesChannel, fsaNumber: draft.fsaNumber, originalEffectiveDate: draft.originalEffectiveDate, sourceCode: draft.sourceCode, competitorPrice: draft.competitorPrice, previousPaymentFrequency: draft.previousPaymentFrequency, previousPaymentType: draft.previousPaymentType, previousCommercialDiscount: draft.previousCommercialDiscount, noOfPeople: draft.noOfPeople };
}
