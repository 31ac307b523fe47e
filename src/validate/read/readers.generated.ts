// Generated from src/model/wire/requestFields.ts by `npm run generate:request` (packages/scripts/requestReaders). Do not edit:
// change the description and run the script; a test fails when this file is stale.
/* eslint-disable */
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
import { readItems, warnIfSent, type ReadContext } from "./readObject.js";
import { REQUEST_RULES } from "./requestRules.js";

const FIELDS_Member = [{"kind":"text","name":"number","maxLength":32,"acceptNumber":true},{"kind":"choice","name":"relationship","values":["self","partner","child"],"required":true},{"kind":"date","name":"effectiveDate","required":true},{"kind":"choice","name":"gender","values":["M","F"],"aliases":{"male":"M","female":"F"},"required":true},{"kind":"date","name":"dateOfBirth"},{"kind":"integer","name":"age","min":0,"belowMinCode":"AGE_OUT_OF_RANGE","filled":true,"boundedBy":"the tables' rated ages (age-bands) and maximum entry age"},{"kind":"postcode","name":"postcode","required":true},{"kind":"number","name":"wellnessDiscount","boundedBy":"limits.csv wellness_discount_min to wellness_discount_max"},{"kind":"choice","name":"uwType","values":["FMU","NMORI","CME","CMORI","MHD"],"required":true},{"kind":"ncdLevel","name":"ncdLevel","required":true,"boundedBy":"the levels of ncd.csv"},{"kind":"flag","name":"pncdInd","into":"protectedNcd","default":false,"expected":"Y or N"},{"kind":"flag","name":"smoker","default":false,"expected":"Y or N"},{"kind":"number","name":"previousWellnessDiscount","min":-100,"max":100},{"kind":"integer","name":"previousNCDLevel","min":0},{"kind":"flag","name":"previousPNCDInd","expected":"Y or N"},{"kind":"number","name":"previousnetPremium","min":0,"boundedBy":"limits.csv maximum_previous_net_premium"},{"kind":"number","name":"previousCNCFactor","above":0,"boundedBy":"limits.csv cnc_factor_min to cnc_factor_max"},{"kind":"number","name":"cncFactor","above":0,"boundedBy":"limits.csv cnc_factor_min to cnc_factor_max"},{"kind":"integer","name":"memberTenure","min":0},{"kind":"date","name":"memberInceptionDate"},{"kind":"flag","name":"isMemberNeeded","default":true,"expected":"1 (or Y) or 0 (or N)"},{"kind":"text","name":"postcodeBand","maxLength":32,"acceptNumber":true,"boundedBy":"the bands of postcode-bands.csv"},{"kind":"flag","name":"isPostbandCallRequired","default":false,"expected":"Y or N"},{"kind":"integer","name":"memberYearsClaimFree","min":0},{"kind":"output","name":"grossPrice"},{"kind":"output","name":"netPrice"},{"kind":"output","name":"ipt"},{"kind":"output","name":"memberTaxDetail"}] as unknown as readonly FieldDescription[];
const FIELDS_FamilyUnit = [{"kind":"text","name":"familyStatus","maxLength":64},{"kind":"text","name":"number","maxLength":32,"acceptNumber":true},{"kind":"list","name":"member","itemName":"member","required":true,"maxItems":50}] as unknown as readonly FieldDescription[];
const FIELDS_Option = [{"kind":"integer","name":"id","boundedBy":"the option catalogue (options.csv)"},{"kind":"text","name":"name","maxLength":64},{"kind":"flag","name":"value","into":"taken","required":true,"expected":"Yes or No"},{"kind":"integer","name":"optionTypeId"},{"kind":"text","name":"optionTypeName","maxLength":64,"acceptNumber":true,"boundedBy":"the option's levels in option-levels.csv"}] as unknown as readonly FieldDescription[];
const FIELDS_MemberCategory = [{"kind":"integer","name":"id"},{"kind":"text","name":"name","maxLength":64,"acceptNumber":true},{"kind":"list","name":"option","itemName":"option","maxItems":50,"filled":true},{"kind":"list","name":"familyUnit","itemName":"family unit","required":true,"maxItems":50}] as unknown as readonly FieldDescription[];
const FIELDS_Incentive = [{"kind":"integer","name":"id"},{"kind":"choice","name":"incentiveType","values":["Price Beater","NCD Uplift","gift","monthsFree","freeOption","SwitchDec","psDiscount"],"unknownCode":"UNKNOWN_INCENTIVE","required":true,"boundedBy":"incentive-eligibility.csv and incentive-exclusions.csv"},{"kind":"text","name":"incentiveParameter","maxLength":128,"acceptNumber":true,"required":true,"boundedBy":"limits.csv (incentive bounds)"},{"kind":"text","name":"subkey","maxLength":32,"acceptNumber":true}] as unknown as readonly FieldDescription[];
const FIELDS_QuoteRequestPolicy = [{"kind":"text","name":"id","maxLength":128,"acceptNumber":true},{"kind":"number","name":"commercialAdjustment","boundedBy":"limits.csv commercial_adjustment_min to commercial_adjustment_max"},{"kind":"choice","name":"paymentType","values":["B","C","A"],"required":true,"boundedBy":"payment.csv"},{"kind":"integer","name":"paymentFrequency","allowed":[1,12,4],"required":true,"boundedBy":"payment.csv"},{"kind":"number","name":"experienceAdjustment","boundedBy":"limits.csv experience_adjustment_min to experience_adjustment_max"},{"kind":"text","name":"pmiPolicyType","maxLength":64},{"kind":"postcode","name":"policyholderPostcode"},{"kind":"date","name":"priceRequiredDate","required":true,"boundedBy":"the tables versions' effective dates"},{"kind":"integer","name":"groupSize","min":0},{"kind":"text","name":"salesChannel","maxLength":64},{"kind":"text","name":"fsaNumber","maxLength":32,"acceptNumber":true},{"kind":"date","name":"originalEffectiveDate"},{"kind":"notInUse","name":"productId"},{"kind":"notInUse","name":"productVersion"},{"kind":"choice","name":"productName","values":["HrSol"],"caseOnly":true,"unknownCode":"UNSUPPORTED_PRODUCT","required":true},{"kind":"choice","name":"transactionType","values":["New Business","MTC","Renewal"],"default":"New Business"},{"kind":"output","name":"grossPrice"},{"kind":"output","name":"netPrice"},{"kind":"list","name":"memberCategory","itemName":"member category","required":true,"maxItems":20},{"kind":"list","name":"incentive","itemName":"incentive","maxItems":20,"filled":true},{"kind":"notInUse","name":"maxAllowableDiscount"},{"kind":"date","name":"taxRequiredDate","filled":true,"boundedBy":"ipt.csv"},{"kind":"text","name":"callingSystem","maxLength":64,"required":true},{"kind":"text","name":"sourceCode","maxLength":32,"acceptNumber":true},{"kind":"number","name":"competitorPrice","min":0,"boundedBy":"limits.csv maximum_competitor_price"},{"kind":"integer","name":"previousPaymentFrequency","allowed":[1,12,4]},{"kind":"choice","name":"previousPaymentType","values":["B","C","A"]},{"kind":"opaqueList","name":"previousIncentive","itemName":"previous incentive","maxItems":1000},{"kind":"number","name":"previousCommercialDiscount","min":-100,"max":100},{"kind":"integer","name":"noOfPeople","min":0},{"kind":"flag","name":"isRequote","default":false,"expected":"true or false"}] as unknown as readonly FieldDescription[];

const AFTER_Member_age = REQUEST_RULES["Member"]!.after!["age"]!;
const END_Member = REQUEST_RULES["Member"]!.end!;
const END_Option = REQUEST_RULES["Option"]!.end!;
const AFTER_QuoteRequestPolicy_priceRequiredDate = REQUEST_RULES["QuoteRequestPolicy"]!.after!["priceRequiredDate"]!;
const BEFORE_LIST_QuoteRequestPolicy_memberCategory = REQUEST_RULES["QuoteRequestPolicy"]!.beforeList!["memberCategory"]!;
const END_QuoteRequestPolicy = REQUEST_RULES["QuoteRequestPolicy"]!.end!;

const CHOICE_FIELD_Member_relationship = FIELDS_Member[1] as ChoiceField;
const CHOICES_Member_relationship = CHOICE_FIELD_Member_relationship.values;
const CHOICE_KEYS_Member_relationship: readonly string[] = Object.freeze(["self","partner","child"]);
const CHOICE_FIELD_Member_gender = FIELDS_Member[3] as ChoiceField;
const CHOICES_Member_gender = CHOICE_FIELD_Member_gender.values;
const CHOICE_KEYS_Member_gender: readonly string[] = Object.freeze(["m","f","male","female"]);
const CHOICE_FIELD_Member_uwType = FIELDS_Member[8] as ChoiceField;
const CHOICES_Member_uwType = CHOICE_FIELD_Member_uwType.values;
const CHOICE_KEYS_Member_uwType: readonly string[] = Object.freeze(["fmu","nmori","cme","cmori","mhd"]);
const CHOICE_FIELD_Incentive_incentiveType = FIELDS_Incentive[1] as ChoiceField;
const CHOICES_Incentive_incentiveType = CHOICE_FIELD_Incentive_incentiveType.values;
const CHOICE_KEYS_Incentive_incentiveType: readonly string[] = Object.freeze(["pricebeater","ncduplift","gift","monthsfree","freeoption","switchdec","psdiscount"]);
const CHOICE_FIELD_QuoteRequestPolicy_paymentType = FIELDS_QuoteRequestPolicy[2] as ChoiceField;
const CHOICES_QuoteRequestPolicy_paymentType = CHOICE_FIELD_QuoteRequestPolicy_paymentType.values;
const CHOICE_KEYS_QuoteRequestPolicy_paymentType: readonly string[] = Object.freeze(["b","c","a"]);
const CHOICE_FIELD_QuoteRequestPolicy_productName = FIELDS_QuoteRequestPolicy[14] as ChoiceField;
const CHOICES_QuoteRequestPolicy_productName = CHOICE_FIELD_QuoteRequestPolicy_productName.values;
const CHOICE_KEYS_QuoteRequestPolicy_productName: readonly string[] = Object.freeze(["hrsol"]);
const CHOICE_FIELD_QuoteRequestPolicy_transactionType = FIELDS_QuoteRequestPolicy[15] as ChoiceField;
const CHOICES_QuoteRequestPolicy_transactionType = CHOICE_FIELD_QuoteRequestPolicy_transactionType.values;
const CHOICE_KEYS_QuoteRequestPolicy_transactionType: readonly string[] = Object.freeze(["newbusiness","mtc","renewal"]);
const CHOICE_FIELD_QuoteRequestPolicy_previousPaymentType = FIELDS_QuoteRequestPolicy[26] as ChoiceField;
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
  let sent_smoker: unknown;
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "number":
        sent_number = values[index];
        break;
      case "relationship":
        sent_relationship = values[index];
        break;
      case "effectiveDate":
        sent_effectiveDate = values[index];
        break;
      case "gender":
        sent_gender = values[index];
        break;
      case "dateOfBirth":
        sent_dateOfBirth = values[index];
        break;
      case "age":
        sent_age = values[index];
        break;
      case "postcode":
        sent_postcode = values[index];
        break;
      case "wellnessDiscount":
        sent_wellnessDiscount = values[index];
        break;
      case "uwType":
        sent_uwType = values[index];
        break;
      case "ncdLevel":
        sent_ncdLevel = values[index];
        break;
      case "pncdInd":
        sent_pncdInd = values[index];
        break;
      case "smoker":
        sent_smoker = values[index];
        break;
      case "previousWellnessDiscount":
        sent_previousWellnessDiscount = values[index];
        break;
      case "previousNCDLevel":
        sent_previousNCDLevel = values[index];
        break;
      case "previousPNCDInd":
        sent_previousPNCDInd = values[index];
        break;
      case "previousnetPremium":
        sent_previousnetPremium = values[index];
        break;
      case "previousCNCFactor":
        sent_previousCNCFactor = values[index];
        break;
      case "cncFactor":
        sent_cncFactor = values[index];
        break;
      case "memberTenure":
        sent_memberTenure = values[index];
        break;
      case "memberInceptionDate":
        sent_memberInceptionDate = values[index];
        break;
      case "isMemberNeeded":
        sent_isMemberNeeded = values[index];
        break;
      case "postcodeBand":
        sent_postcodeBand = values[index];
        break;
      case "isPostbandCallRequired":
        sent_isPostbandCallRequired = values[index];
        break;
      case "memberYearsClaimFree":
        sent_memberYearsClaimFree = values[index];
        break;
      case "grossPrice":
        sent_grossPrice = values[index];
        break;
      case "netPrice":
        sent_netPrice = values[index];
        break;
      case "ipt":
        sent_ipt = values[index];
        break;
      case "memberTaxDetail":
        sent_memberTaxDetail = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_Member;
  const draft: Record<string, unknown> = { pointer, relationship: undefined, effectiveDate: undefined, gender: undefined, age: undefined, postcode: undefined, uwType: undefined, ncdLevel: undefined, protectedNcd: undefined, smoker: undefined, isMemberNeeded: undefined, isPostbandCallRequired: undefined, number: undefined, dateOfBirth: undefined, wellnessDiscount: undefined, previousWellnessDiscount: undefined, previousNCDLevel: undefined, previousPNCDInd: undefined, previousnetPremium: undefined, previousCNCFactor: undefined, cncFactor: undefined, memberTenure: undefined, memberInceptionDate: undefined, postcodeBand: undefined, memberYearsClaimFree: undefined };
  let before = 0;
  // number
  if (sent_number !== undefined) {
    before = issues.length;
    draft.number = readText(sent_number, problems, pointer, "number", false, true, 32);
    if (issues.length !== before) problems.markBroken(draft, "number");
  }
  // relationship
  before = issues.length;
  draft.relationship = readChoice(sent_relationship, problems, pointer, "relationship", true, CHOICES_Member_relationship, CHOICE_KEYS_Member_relationship, false, CHOICE_FIELD_Member_relationship);
  if (issues.length !== before) problems.markBroken(draft, "relationship");
  // effectiveDate
  before = issues.length;
  draft.effectiveDate = readDate(sent_effectiveDate, problems, pointer, "effectiveDate", true);
  if (issues.length !== before) problems.markBroken(draft, "effectiveDate");
  // gender
  before = issues.length;
  draft.gender = readChoice(sent_gender, problems, pointer, "gender", true, CHOICES_Member_gender, CHOICE_KEYS_Member_gender, false, CHOICE_FIELD_Member_gender);
  if (issues.length !== before) problems.markBroken(draft, "gender");
  // dateOfBirth
  if (sent_dateOfBirth !== undefined) {
    before = issues.length;
    draft.dateOfBirth = readDate(sent_dateOfBirth, problems, pointer, "dateOfBirth", false);
    if (issues.length !== before) problems.markBroken(draft, "dateOfBirth");
  }
  // age
  if (sent_age !== undefined) {
    before = issues.length;
    draft.age = readInteger(sent_age, problems, pointer, "age", false, 0, undefined, "AGE_OUT_OF_RANGE");
    if (issues.length !== before) problems.markBroken(draft, "age");
  }
  AFTER_Member_age(draft, record, pointer, context);
  // postcode
  before = issues.length;
  draft.postcode = readPostcode(sent_postcode, problems, pointer, "postcode", true);
  if (issues.length !== before) problems.markBroken(draft, "postcode");
  // wellnessDiscount
  if (sent_wellnessDiscount !== undefined) {
    before = issues.length;
    draft.wellnessDiscount = readNumber(sent_wellnessDiscount, problems, pointer, "wellnessDiscount", undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "wellnessDiscount");
  }
  // uwType
  before = issues.length;
  draft.uwType = readChoice(sent_uwType, problems, pointer, "uwType", true, CHOICES_Member_uwType, CHOICE_KEYS_Member_uwType, false, CHOICE_FIELD_Member_uwType);
  if (issues.length !== before) problems.markBroken(draft, "uwType");
  // ncdLevel
  before = issues.length;
  draft.ncdLevel = readNcdLevel(sent_ncdLevel, problems, pointer, "ncdLevel");
  if (issues.length !== before) problems.markBroken(draft, "ncdLevel");
  // pncdInd
  if (sent_pncdInd !== undefined) {
    before = issues.length;
    draft.protectedNcd = readFlag(sent_pncdInd, problems, pointer, "pncdInd", false, "Y or N") ?? false;
    if (issues.length !== before) problems.markBroken(draft, "pncdInd");
  }
  else draft.protectedNcd = false;
  // smoker
  if (sent_smoker !== undefined) {
    before = issues.length;
    draft.smoker = readFlag(sent_smoker, problems, pointer, "smoker", false, "Y or N") ?? false;
    if (issues.length !== before) problems.markBroken(draft, "smoker");
  }
  else draft.smoker = false;
  // previousWellnessDiscount
  if (sent_previousWellnessDiscount !== undefined) {
    before = issues.length;
    draft.previousWellnessDiscount = readNumber(sent_previousWellnessDiscount, problems, pointer, "previousWellnessDiscount", -100, undefined, 100);
    if (issues.length !== before) problems.markBroken(draft, "previousWellnessDiscount");
  }
  // previousNCDLevel
  if (sent_previousNCDLevel !== undefined) {
    before = issues.length;
    draft.previousNCDLevel = readInteger(sent_previousNCDLevel, problems, pointer, "previousNCDLevel", false, 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "previousNCDLevel");
  }
  // previousPNCDInd
  if (sent_previousPNCDInd !== undefined) {
    before = issues.length;
    draft.previousPNCDInd = readFlag(sent_previousPNCDInd, problems, pointer, "previousPNCDInd", false, "Y or N");
    if (issues.length !== before) problems.markBroken(draft, "previousPNCDInd");
  }
  // previousnetPremium
  if (sent_previousnetPremium !== undefined) {
    before = issues.length;
    draft.previousnetPremium = readNumber(sent_previousnetPremium, problems, pointer, "previousnetPremium", 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "previousnetPremium");
  }
  // previousCNCFactor
  if (sent_previousCNCFactor !== undefined) {
    before = issues.length;
    draft.previousCNCFactor = readNumber(sent_previousCNCFactor, problems, pointer, "previousCNCFactor", undefined, 0, undefined);
    if (issues.length !== before) problems.markBroken(draft, "previousCNCFactor");
  }
  // cncFactor
  if (sent_cncFactor !== undefined) {
    before = issues.length;
    draft.cncFactor = readNumber(sent_cncFactor, problems, pointer, "cncFactor", undefined, 0, undefined);
    if (issues.length !== before) problems.markBroken(draft, "cncFactor");
  }
  // memberTenure
  if (sent_memberTenure !== undefined) {
    before = issues.length;
    draft.memberTenure = readInteger(sent_memberTenure, problems, pointer, "memberTenure", false, 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "memberTenure");
  }
  // memberInceptionDate
  if (sent_memberInceptionDate !== undefined) {
    before = issues.length;
    draft.memberInceptionDate = readDate(sent_memberInceptionDate, problems, pointer, "memberInceptionDate", false);
    if (issues.length !== before) problems.markBroken(draft, "memberInceptionDate");
  }
  // isMemberNeeded
  if (sent_isMemberNeeded !== undefined) {
    before = issues.length;
    draft.isMemberNeeded = readFlag(sent_isMemberNeeded, problems, pointer, "isMemberNeeded", false, "1 (or Y) or 0 (or N)") ?? true;
    if (issues.length !== before) problems.markBroken(draft, "isMemberNeeded");
  }
  else draft.isMemberNeeded = true;
  // postcodeBand
  if (sent_postcodeBand !== undefined) {
    before = issues.length;
    draft.postcodeBand = readText(sent_postcodeBand, problems, pointer, "postcodeBand", false, true, 32);
    if (issues.length !== before) problems.markBroken(draft, "postcodeBand");
  }
  // isPostbandCallRequired
  if (sent_isPostbandCallRequired !== undefined) {
    before = issues.length;
    draft.isPostbandCallRequired = readFlag(sent_isPostbandCallRequired, problems, pointer, "isPostbandCallRequired", false, "Y or N") ?? false;
    if (issues.length !== before) problems.markBroken(draft, "isPostbandCallRequired");
  }
  else draft.isPostbandCallRequired = false;
  // memberYearsClaimFree
  if (sent_memberYearsClaimFree !== undefined) {
    before = issues.length;
    draft.memberYearsClaimFree = readInteger(sent_memberYearsClaimFree, problems, pointer, "memberYearsClaimFree", false, 0, undefined, undefined);
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "familyStatus":
        sent_familyStatus = values[index];
        break;
      case "number":
        sent_number = values[index];
        break;
      case "member":
        sent_member = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_FamilyUnit;
  const draft: Record<string, unknown> = { pointer, member: undefined, familyStatus: undefined, number: undefined };
  let before = 0;
  // familyStatus
  if (sent_familyStatus !== undefined) {
    before = issues.length;
    draft.familyStatus = readText(sent_familyStatus, problems, pointer, "familyStatus", false, false, 64);
    if (issues.length !== before) problems.markBroken(draft, "familyStatus");
  }
  // number
  if (sent_number !== undefined) {
    before = issues.length;
    draft.number = readText(sent_number, problems, pointer, "number", false, true, 32);
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "id":
        sent_id = values[index];
        break;
      case "name":
        sent_name = values[index];
        break;
      case "value":
        sent_value = values[index];
        break;
      case "optionTypeId":
        sent_optionTypeId = values[index];
        break;
      case "optionTypeName":
        sent_optionTypeName = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_Option;
  const draft: Record<string, unknown> = { pointer, taken: undefined, id: undefined, name: undefined, optionTypeId: undefined, optionTypeName: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    draft.id = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // name
  if (sent_name !== undefined) {
    before = issues.length;
    draft.name = readText(sent_name, problems, pointer, "name", false, false, 64);
    if (issues.length !== before) problems.markBroken(draft, "name");
  }
  // value
  before = issues.length;
  draft.taken = readFlag(sent_value, problems, pointer, "value", true, "Yes or No");
  if (issues.length !== before) problems.markBroken(draft, "value");
  // optionTypeId
  if (sent_optionTypeId !== undefined) {
    before = issues.length;
    draft.optionTypeId = readInteger(sent_optionTypeId, problems, pointer, "optionTypeId", false, undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "optionTypeId");
  }
  // optionTypeName
  if (sent_optionTypeName !== undefined) {
    before = issues.length;
    draft.optionTypeName = readText(sent_optionTypeName, problems, pointer, "optionTypeName", false, true, 64);
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "id":
        sent_id = values[index];
        break;
      case "name":
        sent_name = values[index];
        break;
      case "option":
        sent_option = values[index];
        break;
      case "familyUnit":
        sent_familyUnit = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_MemberCategory;
  const draft: Record<string, unknown> = { pointer, option: undefined, familyUnit: undefined, id: undefined, name: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    draft.id = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // name
  if (sent_name !== undefined) {
    before = issues.length;
    draft.name = readText(sent_name, problems, pointer, "name", false, true, 64);
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "id":
        sent_id = values[index];
        break;
      case "incentiveType":
        sent_incentiveType = values[index];
        break;
      case "incentiveParameter":
        sent_incentiveParameter = values[index];
        break;
      case "subkey":
        sent_subkey = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_Incentive;
  const draft: Record<string, unknown> = { pointer, incentiveType: undefined, incentiveParameter: undefined, id: undefined, subkey: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    draft.id = readInteger(sent_id, problems, pointer, "id", false, undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // incentiveType
  before = issues.length;
  draft.incentiveType = readChoice(sent_incentiveType, problems, pointer, "incentiveType", true, CHOICES_Incentive_incentiveType, CHOICE_KEYS_Incentive_incentiveType, false, CHOICE_FIELD_Incentive_incentiveType);
  if (issues.length !== before) problems.markBroken(draft, "incentiveType");
  // incentiveParameter
  before = issues.length;
  draft.incentiveParameter = readText(sent_incentiveParameter, problems, pointer, "incentiveParameter", true, true, 128);
  if (issues.length !== before) problems.markBroken(draft, "incentiveParameter");
  // subkey
  if (sent_subkey !== undefined) {
    before = issues.length;
    draft.subkey = readText(sent_subkey, problems, pointer, "subkey", false, true, 32);
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
  const keys = Object.keys(record);
  const values = Object.values(record);
  for (let index = 0; index < keys.length; index++) {
    switch (keys[index]) {
      case "id":
        sent_id = values[index];
        break;
      case "commercialAdjustment":
        sent_commercialAdjustment = values[index];
        break;
      case "paymentType":
        sent_paymentType = values[index];
        break;
      case "paymentFrequency":
        sent_paymentFrequency = values[index];
        break;
      case "experienceAdjustment":
        sent_experienceAdjustment = values[index];
        break;
      case "pmiPolicyType":
        sent_pmiPolicyType = values[index];
        break;
      case "policyholderPostcode":
        sent_policyholderPostcode = values[index];
        break;
      case "priceRequiredDate":
        sent_priceRequiredDate = values[index];
        break;
      case "groupSize":
        sent_groupSize = values[index];
        break;
      case "salesChannel":
        sent_salesChannel = values[index];
        break;
      case "fsaNumber":
        sent_fsaNumber = values[index];
        break;
      case "originalEffectiveDate":
        sent_originalEffectiveDate = values[index];
        break;
      case "productName":
        sent_productName = values[index];
        break;
      case "transactionType":
        sent_transactionType = values[index];
        break;
      case "grossPrice":
        sent_grossPrice = values[index];
        break;
      case "netPrice":
        sent_netPrice = values[index];
        break;
      case "memberCategory":
        sent_memberCategory = values[index];
        break;
      case "incentive":
        sent_incentive = values[index];
        break;
      case "taxRequiredDate":
        sent_taxRequiredDate = values[index];
        break;
      case "callingSystem":
        sent_callingSystem = values[index];
        break;
      case "sourceCode":
        sent_sourceCode = values[index];
        break;
      case "competitorPrice":
        sent_competitorPrice = values[index];
        break;
      case "previousPaymentFrequency":
        sent_previousPaymentFrequency = values[index];
        break;
      case "previousPaymentType":
        sent_previousPaymentType = values[index];
        break;
      case "previousIncentive":
        sent_previousIncentive = values[index];
        break;
      case "previousCommercialDiscount":
        sent_previousCommercialDiscount = values[index];
        break;
      case "noOfPeople":
        sent_noOfPeople = values[index];
        break;
      case "isRequote":
        sent_isRequote = values[index];
        break;
    }
  }
  const problems = context.problems;
  const issues = problems.issues;
  const fields: readonly FieldDescription[] = FIELDS_QuoteRequestPolicy;
  const draft: Record<string, unknown> = { paymentType: undefined, paymentFrequency: undefined, priceRequiredDate: undefined, productName: undefined, transactionType: undefined, memberCategory: undefined, incentive: undefined, taxRequiredDate: undefined, callingSystem: undefined, isRequote: undefined, id: undefined, commercialAdjustment: undefined, experienceAdjustment: undefined, pmiPolicyType: undefined, policyholderPostcode: undefined, groupSize: undefined, salesChannel: undefined, fsaNumber: undefined, originalEffectiveDate: undefined, sourceCode: undefined, competitorPrice: undefined, previousPaymentFrequency: undefined, previousPaymentType: undefined, previousCommercialDiscount: undefined, noOfPeople: undefined };
  let before = 0;
  // id
  if (sent_id !== undefined) {
    before = issues.length;
    draft.id = readText(sent_id, problems, pointer, "id", false, true, 128);
    if (issues.length !== before) problems.markBroken(draft, "id");
  }
  // commercialAdjustment
  if (sent_commercialAdjustment !== undefined) {
    before = issues.length;
    draft.commercialAdjustment = readNumber(sent_commercialAdjustment, problems, pointer, "commercialAdjustment", undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "commercialAdjustment");
  }
  // paymentType
  before = issues.length;
  draft.paymentType = readChoice(sent_paymentType, problems, pointer, "paymentType", true, CHOICES_QuoteRequestPolicy_paymentType, CHOICE_KEYS_QuoteRequestPolicy_paymentType, false, CHOICE_FIELD_QuoteRequestPolicy_paymentType);
  if (issues.length !== before) problems.markBroken(draft, "paymentType");
  // paymentFrequency
  before = issues.length;
  draft.paymentFrequency = readInteger(sent_paymentFrequency, problems, pointer, "paymentFrequency", true, undefined, (fields[3] as IntegerField).allowed, undefined);
  if (issues.length !== before) problems.markBroken(draft, "paymentFrequency");
  // experienceAdjustment
  if (sent_experienceAdjustment !== undefined) {
    before = issues.length;
    draft.experienceAdjustment = readNumber(sent_experienceAdjustment, problems, pointer, "experienceAdjustment", undefined, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "experienceAdjustment");
  }
  // pmiPolicyType
  if (sent_pmiPolicyType !== undefined) {
    before = issues.length;
    draft.pmiPolicyType = readText(sent_pmiPolicyType, problems, pointer, "pmiPolicyType", false, false, 64);
    if (issues.length !== before) problems.markBroken(draft, "pmiPolicyType");
  }
  // policyholderPostcode
  if (sent_policyholderPostcode !== undefined) {
    before = issues.length;
    draft.policyholderPostcode = readPostcode(sent_policyholderPostcode, problems, pointer, "policyholderPostcode", false);
    if (issues.length !== before) problems.markBroken(draft, "policyholderPostcode");
  }
  // priceRequiredDate
  before = issues.length;
  draft.priceRequiredDate = readDate(sent_priceRequiredDate, problems, pointer, "priceRequiredDate", true);
  if (issues.length !== before) problems.markBroken(draft, "priceRequiredDate");
  AFTER_QuoteRequestPolicy_priceRequiredDate(draft, record, pointer, context);
  // groupSize
  if (sent_groupSize !== undefined) {
    before = issues.length;
    draft.groupSize = readInteger(sent_groupSize, problems, pointer, "groupSize", false, 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "groupSize");
  }
  // salesChannel
  if (sent_salesChannel !== undefined) {
    before = issues.length;
    draft.salesChannel = readText(sent_salesChannel, problems, pointer, "salesChannel", false, false, 64);
    if (issues.length !== before) problems.markBroken(draft, "salesChannel");
  }
  // fsaNumber
  if (sent_fsaNumber !== undefined) {
    before = issues.length;
    draft.fsaNumber = readText(sent_fsaNumber, problems, pointer, "fsaNumber", false, true, 32);
    if (issues.length !== before) problems.markBroken(draft, "fsaNumber");
  }
  // originalEffectiveDate
  if (sent_originalEffectiveDate !== undefined) {
    before = issues.length;
    draft.originalEffectiveDate = readDate(sent_originalEffectiveDate, problems, pointer, "originalEffectiveDate", false);
    if (issues.length !== before) problems.markBroken(draft, "originalEffectiveDate");
  }
  // productId
  // productVersion
  // productName
  before = issues.length;
  draft.productName = readChoice(sent_productName, problems, pointer, "productName", true, CHOICES_QuoteRequestPolicy_productName, CHOICE_KEYS_QuoteRequestPolicy_productName, true, CHOICE_FIELD_QuoteRequestPolicy_productName);
  if (issues.length !== before) problems.markBroken(draft, "productName");
  // transactionType
  if (sent_transactionType !== undefined) {
    before = issues.length;
    draft.transactionType = readChoice(sent_transactionType, problems, pointer, "transactionType", false, CHOICES_QuoteRequestPolicy_transactionType, CHOICE_KEYS_QuoteRequestPolicy_transactionType, false, CHOICE_FIELD_QuoteRequestPolicy_transactionType) ?? "New Business";
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
    draft.taxRequiredDate = readDate(sent_taxRequiredDate, problems, pointer, "taxRequiredDate", false);
    if (issues.length !== before) problems.markBroken(draft, "taxRequiredDate");
  }
  // callingSystem
  before = issues.length;
  draft.callingSystem = readText(sent_callingSystem, problems, pointer, "callingSystem", true, false, 64);
  if (issues.length !== before) problems.markBroken(draft, "callingSystem");
  // sourceCode
  if (sent_sourceCode !== undefined) {
    before = issues.length;
    draft.sourceCode = readText(sent_sourceCode, problems, pointer, "sourceCode", false, true, 32);
    if (issues.length !== before) problems.markBroken(draft, "sourceCode");
  }
  // competitorPrice
  if (sent_competitorPrice !== undefined) {
    before = issues.length;
    draft.competitorPrice = readNumber(sent_competitorPrice, problems, pointer, "competitorPrice", 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "competitorPrice");
  }
  // previousPaymentFrequency
  if (sent_previousPaymentFrequency !== undefined) {
    before = issues.length;
    draft.previousPaymentFrequency = readInteger(sent_previousPaymentFrequency, problems, pointer, "previousPaymentFrequency", false, undefined, (fields[25] as IntegerField).allowed, undefined);
    if (issues.length !== before) problems.markBroken(draft, "previousPaymentFrequency");
  }
  // previousPaymentType
  if (sent_previousPaymentType !== undefined) {
    before = issues.length;
    draft.previousPaymentType = readChoice(sent_previousPaymentType, problems, pointer, "previousPaymentType", false, CHOICES_QuoteRequestPolicy_previousPaymentType, CHOICE_KEYS_QuoteRequestPolicy_previousPaymentType, false, CHOICE_FIELD_QuoteRequestPolicy_previousPaymentType);
    if (issues.length !== before) problems.markBroken(draft, "previousPaymentType");
  }
  // previousIncentive
  before = issues.length;
  readList(sent_previousIncentive, problems, pointer, "previousIncentive", (fields[27] as OpaqueListField));
  if (issues.length !== before) problems.markBroken(draft, "previousIncentive");
  // previousCommercialDiscount
  if (sent_previousCommercialDiscount !== undefined) {
    before = issues.length;
    draft.previousCommercialDiscount = readNumber(sent_previousCommercialDiscount, problems, pointer, "previousCommercialDiscount", -100, undefined, 100);
    if (issues.length !== before) problems.markBroken(draft, "previousCommercialDiscount");
  }
  // noOfPeople
  if (sent_noOfPeople !== undefined) {
    before = issues.length;
    draft.noOfPeople = readInteger(sent_noOfPeople, problems, pointer, "noOfPeople", false, 0, undefined, undefined);
    if (issues.length !== before) problems.markBroken(draft, "noOfPeople");
  }
  // isRequote
  if (sent_isRequote !== undefined) {
    before = issues.length;
    draft.isRequote = readFlag(sent_isRequote, problems, pointer, "isRequote", false, "true or false") ?? false;
    if (issues.length !== before) problems.markBroken(draft, "isRequote");
  }
  else draft.isRequote = false;
  END_QuoteRequestPolicy(draft, record, pointer, context);
  return draft;
}
