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
import type { ChoiceField, DateField, FieldDescription, FlagField, IntegerField, ListField, NumberField, OpaqueListField, PostcodeField, TextField } from "../../model/wire/fieldKinds.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readList } from "../fields/readList.js";
import { readNcdLevel } from "../fields/readNcdLevel.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import { RecordReader } from "../fields/RecordReader.js";
import { readItems, warnIfSent, type ReadContext } from "./readObject.js";
import { REQUEST_RULES } from "./requestRules.js";

const AFTER_Member_age = REQUEST_RULES["Member"]!.after!["age"]!;
const END_Option = REQUEST_RULES["Option"]!.end!;
const AFTER_QuoteRequestPolicy_priceRequiredDate = REQUEST_RULES["QuoteRequestPolicy"]!.after!["priceRequiredDate"]!;
const END_QuoteRequestPolicy = REQUEST_RULES["QuoteRequestPolicy"]!.end!;

/** Reads one Member (A member of a family unit (interface 2.7).) into its draft, as described by `MEMBER_DESCRIPTION`. */
export function readMember(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = MEMBER_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer };
  let before = 0;
  // number
  before = problems.issues.length;
  {
    const value = readText(reader, "number", (fields[0] as TextField));
    if (value !== undefined) draft.number = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "number");
  // relationship
  before = problems.issues.length;
  {
    const value = readChoice(reader, "relationship", (fields[1] as ChoiceField).values, (fields[1] as ChoiceField), ["self","partner","child"]);
    if (value !== undefined) draft.relationship = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "relationship");
  // effectiveDate
  before = problems.issues.length;
  {
    const value = readDate(reader, "effectiveDate", (fields[2] as DateField));
    if (value !== undefined) draft.effectiveDate = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "effectiveDate");
  // gender
  before = problems.issues.length;
  {
    const value = readChoice(reader, "gender", (fields[3] as ChoiceField).values, (fields[3] as ChoiceField), ["m","f"]);
    if (value !== undefined) draft.gender = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "gender");
  // dateOfBirth
  before = problems.issues.length;
  {
    const value = readDate(reader, "dateOfBirth", (fields[4] as DateField));
    if (value !== undefined) draft.dateOfBirth = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "dateOfBirth");
  // age
  before = problems.issues.length;
  {
    const value = readInteger(reader, "age", (fields[5] as IntegerField));
    if (value !== undefined) draft.age = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "age");
  AFTER_Member_age(draft, reader, context);
  // postcode
  before = problems.issues.length;
  {
    const value = readPostcode(reader, "postcode", (fields[6] as PostcodeField));
    if (value !== undefined) draft.postcode = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "postcode");
  // wellnessDiscount
  before = problems.issues.length;
  {
    const value = readNumber(reader, "wellnessDiscount", (fields[7] as NumberField));
    if (value !== undefined) draft.wellnessDiscount = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "wellnessDiscount");
  // uwType
  before = problems.issues.length;
  {
    const value = readChoice(reader, "uwType", (fields[8] as ChoiceField).values, (fields[8] as ChoiceField), ["fmu","nmori","cme","cmori","mhd"]);
    if (value !== undefined) draft.uwType = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "uwType");
  // ncdLevel
  before = problems.issues.length;
  {
    const value = readNcdLevel(reader, "ncdLevel");
    if (value !== undefined) draft.ncdLevel = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "ncdLevel");
  // pncdInd
  before = problems.issues.length;
  {
    const value = readFlag(reader, "pncdInd", (fields[10] as FlagField).expected, (fields[10] as FlagField));
    draft.protectedNcd = value ?? false;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "pncdInd");
  // previousWellnessDiscount
  before = problems.issues.length;
  {
    const value = readNumber(reader, "previousWellnessDiscount", (fields[11] as NumberField));
    if (value !== undefined) draft.previousWellnessDiscount = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousWellnessDiscount");
  // previousNCDLevel
  before = problems.issues.length;
  {
    const value = readInteger(reader, "previousNCDLevel", (fields[12] as IntegerField));
    if (value !== undefined) draft.previousNCDLevel = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousNCDLevel");
  // previousPNCDInd
  before = problems.issues.length;
  {
    const value = readFlag(reader, "previousPNCDInd", (fields[13] as FlagField).expected, (fields[13] as FlagField));
    if (value !== undefined) draft.previousPNCDInd = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousPNCDInd");
  // previousnetPremium
  before = problems.issues.length;
  {
    const value = readNumber(reader, "previousnetPremium", (fields[14] as NumberField));
    if (value !== undefined) draft.previousnetPremium = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousnetPremium");
  // previousCNCFactor
  before = problems.issues.length;
  {
    const value = readNumber(reader, "previousCNCFactor", (fields[15] as NumberField));
    if (value !== undefined) draft.previousCNCFactor = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousCNCFactor");
  // cncFactor
  before = problems.issues.length;
  {
    const value = readNumber(reader, "cncFactor", (fields[16] as NumberField));
    if (value !== undefined) draft.cncFactor = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "cncFactor");
  // memberTenure
  before = problems.issues.length;
  {
    const value = readInteger(reader, "memberTenure", (fields[17] as IntegerField));
    if (value !== undefined) draft.memberTenure = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "memberTenure");
  // memberInceptionDate
  before = problems.issues.length;
  {
    const value = readDate(reader, "memberInceptionDate", (fields[18] as DateField));
    if (value !== undefined) draft.memberInceptionDate = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "memberInceptionDate");
  // isMemberNeeded
  before = problems.issues.length;
  {
    const value = readFlag(reader, "isMemberNeeded", (fields[19] as FlagField).expected, (fields[19] as FlagField));
    draft.isMemberNeeded = value ?? true;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "isMemberNeeded");
  // postcodeBand
  before = problems.issues.length;
  {
    const value = readText(reader, "postcodeBand", (fields[20] as TextField));
    if (value !== undefined) draft.postcodeBand = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "postcodeBand");
  // isPostbandCallRequired
  before = problems.issues.length;
  {
    const value = readFlag(reader, "isPostbandCallRequired", (fields[21] as FlagField).expected, (fields[21] as FlagField));
    draft.isPostbandCallRequired = value ?? false;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "isPostbandCallRequired");
  // memberYearsClaimFree
  before = problems.issues.length;
  {
    const value = readInteger(reader, "memberYearsClaimFree", (fields[22] as IntegerField));
    if (value !== undefined) draft.memberYearsClaimFree = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "memberYearsClaimFree");
  // grossPrice
  warnIfSent(reader, "grossPrice");
  // netPrice
  warnIfSent(reader, "netPrice");
  // ipt
  warnIfSent(reader, "ipt");
  // memberTaxDetail
  warnIfSent(reader, "memberTaxDetail");
  return draft;
}

/** Reads one FamilyUnit (A family unit (interface 2.5).) into its draft, as described by `FAMILY_UNIT_DESCRIPTION`. */
export function readFamilyUnit(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = FAMILY_UNIT_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer };
  let before = 0;
  // familyStatus
  before = problems.issues.length;
  {
    const value = readText(reader, "familyStatus", (fields[0] as TextField));
    if (value !== undefined) draft.familyStatus = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "familyStatus");
  // number
  before = problems.issues.length;
  {
    const value = readText(reader, "number", (fields[1] as TextField));
    if (value !== undefined) draft.number = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "number");
  // member
  {
    const items = readItems(reader, draft, (fields[2] as ListField), readMember, context, undefined);
    if (items !== undefined) draft.member = items;
  }
  return draft;
}

/** Reads one Option (A policy option (interface 2.4). Each option at most once per category, whether sent by id or by name.) into its draft, as described by `OPTION_DESCRIPTION`. */
export function readOption(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = OPTION_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer };
  let before = 0;
  // id
  before = problems.issues.length;
  {
    const value = readInteger(reader, "id", (fields[0] as IntegerField));
    if (value !== undefined) draft.id = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "id");
  // name
  before = problems.issues.length;
  {
    const value = readText(reader, "name", (fields[1] as TextField));
    if (value !== undefined) draft.name = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "name");
  // value
  before = problems.issues.length;
  {
    const value = readFlag(reader, "value", (fields[2] as FlagField).expected, (fields[2] as FlagField));
    if (value !== undefined) draft.taken = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "value");
  // optionTypeId
  before = problems.issues.length;
  {
    const value = readInteger(reader, "optionTypeId", (fields[3] as IntegerField));
    if (value !== undefined) draft.optionTypeId = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "optionTypeId");
  // optionTypeName
  before = problems.issues.length;
  {
    const value = readText(reader, "optionTypeName", (fields[4] as TextField));
    if (value !== undefined) draft.optionTypeName = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "optionTypeName");
  END_Option(draft, reader, context);
  return draft;
}

/** Reads one MemberCategory (A category of members (interface 2.3).) into its draft, as described by `MEMBER_CATEGORY_DESCRIPTION`. */
export function readMemberCategory(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = MEMBER_CATEGORY_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer };
  let before = 0;
  // id
  before = problems.issues.length;
  {
    const value = readInteger(reader, "id", (fields[0] as IntegerField));
    if (value !== undefined) draft.id = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "id");
  // name
  before = problems.issues.length;
  {
    const value = readText(reader, "name", (fields[1] as TextField));
    if (value !== undefined) draft.name = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "name");
  // option
  {
    const items = readItems(reader, draft, (fields[2] as ListField), readOption, context, undefined);
    if (items !== undefined) draft.option = items;
    else draft.option = [];
  }
  // familyUnit
  {
    const items = readItems(reader, draft, (fields[3] as ListField), readFamilyUnit, context, undefined);
    if (items !== undefined) draft.familyUnit = items;
  }
  return draft;
}

/** Reads one Incentive (An incentive applied (interface 2.6).) into its draft, as described by `INCENTIVE_DESCRIPTION`. */
export function readIncentive(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = INCENTIVE_DESCRIPTION.fields;
  const draft: Record<string, unknown> = { pointer };
  let before = 0;
  // id
  before = problems.issues.length;
  {
    const value = readInteger(reader, "id", (fields[0] as IntegerField));
    if (value !== undefined) draft.id = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "id");
  // incentiveType
  before = problems.issues.length;
  {
    const value = readChoice(reader, "incentiveType", (fields[1] as ChoiceField).values, (fields[1] as ChoiceField), ["pricebeater","ncduplift","gift","monthsfree","freeoption","switchdec","psdiscount"]);
    if (value !== undefined) draft.incentiveType = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "incentiveType");
  // incentiveParameter
  before = problems.issues.length;
  {
    const value = readText(reader, "incentiveParameter", (fields[2] as TextField));
    if (value !== undefined) draft.incentiveParameter = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "incentiveParameter");
  // subkey
  before = problems.issues.length;
  {
    const value = readText(reader, "subkey", (fields[3] as TextField));
    if (value !== undefined) draft.subkey = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "subkey");
  return draft;
}

/** Reads one QuoteRequestPolicy (The policy to be priced (interface 2.2).) into its draft, as described by `POLICY_DESCRIPTION`. */
export function readPolicy(record: Readonly<Record<string, unknown>>, pointer: string, context: ReadContext): Record<string, unknown> {
  const problems = context.problems;
  const reader = new RecordReader(record, pointer, problems);
  const fields: readonly FieldDescription[] = POLICY_DESCRIPTION.fields;
  const draft: Record<string, unknown> = {};
  let before = 0;
  // id
  before = problems.issues.length;
  {
    const value = readText(reader, "id", (fields[0] as TextField));
    if (value !== undefined) draft.id = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "id");
  // commercialAdjustment
  before = problems.issues.length;
  {
    const value = readNumber(reader, "commercialAdjustment", (fields[1] as NumberField));
    if (value !== undefined) draft.commercialAdjustment = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "commercialAdjustment");
  // paymentType
  before = problems.issues.length;
  {
    const value = readChoice(reader, "paymentType", (fields[2] as ChoiceField).values, (fields[2] as ChoiceField), ["b","c","a"]);
    if (value !== undefined) draft.paymentType = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "paymentType");
  // paymentFrequency
  before = problems.issues.length;
  {
    const value = readInteger(reader, "paymentFrequency", (fields[3] as IntegerField));
    if (value !== undefined) draft.paymentFrequency = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "paymentFrequency");
  // experienceAdjustment
  before = problems.issues.length;
  {
    const value = readNumber(reader, "experienceAdjustment", (fields[4] as NumberField));
    if (value !== undefined) draft.experienceAdjustment = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "experienceAdjustment");
  // pmiPolicyType
  before = problems.issues.length;
  {
    const value = readText(reader, "pmiPolicyType", (fields[5] as TextField));
    if (value !== undefined) draft.pmiPolicyType = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "pmiPolicyType");
  // policyholderPostcode
  before = problems.issues.length;
  {
    const value = readPostcode(reader, "policyholderPostcode", (fields[6] as PostcodeField));
    if (value !== undefined) draft.policyholderPostcode = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "policyholderPostcode");
  // priceRequiredDate
  before = problems.issues.length;
  {
    const value = readDate(reader, "priceRequiredDate", (fields[7] as DateField));
    if (value !== undefined) draft.priceRequiredDate = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "priceRequiredDate");
  AFTER_QuoteRequestPolicy_priceRequiredDate(draft, reader, context);
  // groupSize
  before = problems.issues.length;
  {
    const value = readInteger(reader, "groupSize", (fields[8] as IntegerField));
    if (value !== undefined) draft.groupSize = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "groupSize");
  // salesChannel
  before = problems.issues.length;
  {
    const value = readText(reader, "salesChannel", (fields[9] as TextField));
    if (value !== undefined) draft.salesChannel = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "salesChannel");
  // fsaNumber
  before = problems.issues.length;
  {
    const value = readText(reader, "fsaNumber", (fields[10] as TextField));
    if (value !== undefined) draft.fsaNumber = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "fsaNumber");
  // originalEffectiveDate
  before = problems.issues.length;
  {
    const value = readDate(reader, "originalEffectiveDate", (fields[11] as DateField));
    if (value !== undefined) draft.originalEffectiveDate = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "originalEffectiveDate");
  // productId
  // productVersion
  // productName
  before = problems.issues.length;
  {
    const value = readChoice(reader, "productName", (fields[14] as ChoiceField).values, (fields[14] as ChoiceField), ["hrsol"]);
    if (value !== undefined) draft.productName = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "productName");
  // transactionType
  before = problems.issues.length;
  {
    const value = readChoice(reader, "transactionType", (fields[15] as ChoiceField).values, (fields[15] as ChoiceField), ["newbusiness","mtc","renewal"]);
    draft.transactionType = value ?? "New Business";
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "transactionType");
  // grossPrice
  warnIfSent(reader, "grossPrice");
  // netPrice
  warnIfSent(reader, "netPrice");
  // memberCategory
  {
    const items = readItems(reader, draft, (fields[18] as ListField), readMemberCategory, context, REQUEST_RULES["QuoteRequestPolicy"]?.beforeList?.["memberCategory"]);
    if (items !== undefined) draft.memberCategory = items;
  }
  // incentive
  {
    const items = readItems(reader, draft, (fields[19] as ListField), readIncentive, context, undefined);
    if (items !== undefined) draft.incentive = items;
    else draft.incentive = [];
  }
  // maxAllowableDiscount
  // taxRequiredDate
  before = problems.issues.length;
  {
    const value = readDate(reader, "taxRequiredDate", (fields[21] as DateField));
    if (value !== undefined) draft.taxRequiredDate = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "taxRequiredDate");
  // callingSystem
  before = problems.issues.length;
  {
    const value = readText(reader, "callingSystem", (fields[22] as TextField));
    if (value !== undefined) draft.callingSystem = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "callingSystem");
  // sourceCode
  before = problems.issues.length;
  {
    const value = readText(reader, "sourceCode", (fields[23] as TextField));
    if (value !== undefined) draft.sourceCode = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "sourceCode");
  // competitorPrice
  before = problems.issues.length;
  {
    const value = readNumber(reader, "competitorPrice", (fields[24] as NumberField));
    if (value !== undefined) draft.competitorPrice = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "competitorPrice");
  // previousPaymentFrequency
  before = problems.issues.length;
  {
    const value = readInteger(reader, "previousPaymentFrequency", (fields[25] as IntegerField));
    if (value !== undefined) draft.previousPaymentFrequency = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousPaymentFrequency");
  // previousPaymentType
  before = problems.issues.length;
  {
    const value = readChoice(reader, "previousPaymentType", (fields[26] as ChoiceField).values, (fields[26] as ChoiceField), ["b","c","a"]);
    if (value !== undefined) draft.previousPaymentType = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousPaymentType");
  // previousIncentive
  before = problems.issues.length;
  readList(reader, "previousIncentive", (fields[27] as OpaqueListField));
  if (problems.issues.length !== before) problems.markBroken(draft, "previousIncentive");
  // previousCommercialDiscount
  before = problems.issues.length;
  {
    const value = readNumber(reader, "previousCommercialDiscount", (fields[28] as NumberField));
    if (value !== undefined) draft.previousCommercialDiscount = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "previousCommercialDiscount");
  // noOfPeople
  before = problems.issues.length;
  {
    const value = readInteger(reader, "noOfPeople", (fields[29] as IntegerField));
    if (value !== undefined) draft.noOfPeople = value;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "noOfPeople");
  // isRequote
  before = problems.issues.length;
  {
    const value = readFlag(reader, "isRequote", (fields[30] as FlagField).expected, (fields[30] as FlagField));
    draft.isRequote = value ?? false;
  }
  if (problems.issues.length !== before) problems.markBroken(draft, "isRequote");
  END_QuoteRequestPolicy(draft, reader, context);
  return draft;
}
