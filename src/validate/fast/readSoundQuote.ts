import { INCENTIVE_TYPES, PAYMENT_TYPES, PRODUCT_NAME, TRANSACTION_TYPES } from "../../model/enums.js";
import type { NormalizedCategory, NormalizedIncentive, NormalizedQuoteRequest } from "../../model/normalized.js";
import { REQUEST_LIMITS } from "../limits.js";
import type { IncentiveDraft, QuoteDraft } from "../read/drafts.js";
import { isRegisteredCallingSystem } from "../rules/checkCallingSystem.js";
import { notSure } from "./notSure.js";
import { type MemberTally, readSoundCategory } from "./readSoundCategory.js";
import {
  expectNoOutputField,
  own,
  soundChoice,
  soundChoicesOf,
  soundDate,
  soundFlag,
  soundInteger,
  soundList,
  soundNumber,
  soundPostcode,
  soundRecord,
  soundText,
} from "./soundFieldReaders.js";

const QUOTE_POINTER = "/individualHealthCarePolicy/quote";
/** As `readQuote`: the interface lists frequencies as 1, 12 or 4 (the value read is the same number). */
const FREQUENCIES_AS_LISTED: readonly number[] = [1, 12, 4];
const PRODUCT_NAMES: readonly (typeof PRODUCT_NAME)[] = [PRODUCT_NAME];
const PAYMENT_TYPE_CHOICES = soundChoicesOf(PAYMENT_TYPES);
/** As `readQuote`: the product name is compared ignoring case only. */
const PRODUCT_NAME_CHOICES = soundChoicesOf(PRODUCT_NAMES, { caseOnly: true });
const TRANSACTION_TYPE_CHOICES = soundChoicesOf(TRANSACTION_TYPES);
const INCENTIVE_TYPE_CHOICES = soundChoicesOf(INCENTIVE_TYPES);

/**
 * A sound policy as `readQuote` then `toNormalized` give it: the same fields in the same
 * order, the member categories last; or `notSure`. The policy-wide rules are checked on the
 * way: exactly one self and at most one partner (`checkPrimaryMember`), `groupSize` and
 * `noOfPeople` agreeing with the lists (`checkCounts`), no incentive type twice
 * (`checkDuplicateIncentives`), the calling system registered when a registry is given
 * (`checkCallingSystem`'s rule).
 *
 * @example
 * readSoundQuote(quoteRecord, undefined).memberCategory.length; // 1
 */
export function readSoundQuote(record: Readonly<Record<string, unknown>>, registry: readonly string[] | undefined): NormalizedQuoteRequest {
  const q = record;
  const quote: QuoteDraft = {} as QuoteDraft;
  const id = soundText(own(q, "id"), false, true);
  if (id !== undefined) quote.id = id;
  const commercialAdjustment = soundNumber(own(q, "commercialAdjustment"));
  if (commercialAdjustment !== undefined) quote.commercialAdjustment = commercialAdjustment;
  quote.paymentType = soundChoice(own(q, "paymentType"), PAYMENT_TYPE_CHOICES, true);
  quote.paymentFrequency = soundInteger(own(q, "paymentFrequency"), true, -Infinity, FREQUENCIES_AS_LISTED) as 1 | 4 | 12;
  const experienceAdjustment = soundNumber(own(q, "experienceAdjustment"));
  if (experienceAdjustment !== undefined) quote.experienceAdjustment = experienceAdjustment;
  const pmiPolicyType = soundText(own(q, "pmiPolicyType"), false, false);
  if (pmiPolicyType !== undefined) quote.pmiPolicyType = pmiPolicyType;
  const policyholderPostcode = soundPostcode(own(q, "policyholderPostcode"), false);
  if (policyholderPostcode !== undefined) quote.policyholderPostcode = policyholderPostcode;
  const priceRequiredDate = soundDate(own(q, "priceRequiredDate"), true);
  quote.priceRequiredDate = priceRequiredDate;
  const groupSize = soundInteger(own(q, "groupSize"), false, 0);
  if (groupSize !== undefined) quote.groupSize = groupSize;
  const salesChannel = soundText(own(q, "salesChannel"), false, false);
  if (salesChannel !== undefined) quote.salesChannel = salesChannel;
  const fsaNumber = soundText(own(q, "fsaNumber"), false, true);
  if (fsaNumber !== undefined) quote.fsaNumber = fsaNumber;
  const originalEffectiveDate = soundDate(own(q, "originalEffectiveDate"), false);
  if (originalEffectiveDate !== undefined) quote.originalEffectiveDate = originalEffectiveDate;
  quote.productName = soundChoice(own(q, "productName"), PRODUCT_NAME_CHOICES, true);
  quote.transactionType = soundChoice(own(q, "transactionType"), TRANSACTION_TYPE_CHOICES, false) ?? "New Business";
  expectNoOutputField(own(q, "grossPrice"));
  expectNoOutputField(own(q, "netPrice"));
  const tally: MemberTally = { selves: 0, partners: 0, familyUnits: 0, members: 0 };
  const categories = readSoundCategories(own(q, "memberCategory"), priceRequiredDate, tally);
  quote.incentive = readSoundIncentives(own(q, "incentive"));
  quote.taxRequiredDate = soundDate(own(q, "taxRequiredDate"), false) ?? priceRequiredDate;
  const callingSystem = soundText(own(q, "callingSystem"), true, false);
  quote.callingSystem = callingSystem;
  const sourceCode = soundText(own(q, "sourceCode"), false, true);
  if (sourceCode !== undefined) quote.sourceCode = sourceCode;
  const competitorPrice = soundNumber(own(q, "competitorPrice"), 0);
  if (competitorPrice !== undefined) quote.competitorPrice = competitorPrice;
  const previousPaymentFrequency = soundInteger(own(q, "previousPaymentFrequency"), false, -Infinity, FREQUENCIES_AS_LISTED);
  if (previousPaymentFrequency !== undefined) quote.previousPaymentFrequency = previousPaymentFrequency as 1 | 4 | 12;
  const previousPaymentType = soundChoice(own(q, "previousPaymentType"), PAYMENT_TYPE_CHOICES, false);
  if (previousPaymentType !== undefined) quote.previousPaymentType = previousPaymentType;
  soundList(own(q, "previousIncentive"), false, REQUEST_LIMITS.ignoredList);
  const previousCommercialDiscount = soundNumber(own(q, "previousCommercialDiscount"), -100, -Infinity, 100);
  if (previousCommercialDiscount !== undefined) quote.previousCommercialDiscount = previousCommercialDiscount;
  const noOfPeople = soundInteger(own(q, "noOfPeople"), false, 0);
  if (noOfPeople !== undefined) quote.noOfPeople = noOfPeople;
  quote.isRequote = soundFlag(own(q, "isRequote"), false) ?? false;

  if (tally.selves !== 1 || tally.partners > 1) notSure();
  if ((groupSize !== undefined && groupSize !== tally.familyUnits) || (noOfPeople !== undefined && noOfPeople !== tally.members)) notSure();
  if (registry !== undefined && !isRegisteredCallingSystem(callingSystem, registry)) notSure();
  (quote as { memberCategory: NormalizedCategory[] }).memberCategory = categories;
  return quote as unknown as NormalizedQuoteRequest;
}

/** The member categories (required, at least one). */
function readSoundCategories(value: unknown, priceRequiredDate: string, tally: MemberTally): NormalizedCategory[] {
  const list = soundList(value, true, REQUEST_LIMITS.memberCategory);
  const categories: NormalizedCategory[] = [];
  for (let index = 0; index < list.length; index++) {
    categories.push(readSoundCategory(soundRecord(list[index]), `${QUOTE_POINTER}/memberCategory/${index}`, priceRequiredDate, tally));
  }
  return categories;
}

/** The incentives as `readIncentive` reads them (absent is none), no type twice. */
function readSoundIncentives(value: unknown): NormalizedIncentive[] {
  const list = soundList(value, false, REQUEST_LIMITS.incentive);
  const incentives: NormalizedIncentive[] = [];
  if (list === undefined) return incentives;
  for (let index = 0; index < list.length; index++) {
    const i = soundRecord(list[index]);
    const incentive: IncentiveDraft = { pointer: `${QUOTE_POINTER}/incentive/${index}` };
    const id = soundInteger(own(i, "id"), false);
    if (id !== undefined) incentive.id = id;
    incentive.incentiveType = soundChoice(own(i, "incentiveType"), INCENTIVE_TYPE_CHOICES, true);
    incentive.incentiveParameter = soundText(own(i, "incentiveParameter"), true, true);
    const subkey = soundText(own(i, "subkey"), false, true);
    if (subkey !== undefined) incentive.subkey = subkey;
    for (const earlier of incentives) if (earlier.incentiveType === incentive.incentiveType) notSure();
    incentives.push(incentive as NormalizedIncentive);
  }
  return incentives;
}
