import { PAYMENT_FREQUENCIES, PAYMENT_TYPES, PRODUCT_NAME, TRANSACTION_TYPES } from "../../model/enums.js";
import { readChoice } from "../fields/readChoice.js";
import { readDate } from "../fields/readDate.js";
import { readFlag } from "../fields/readFlag.js";
import { readInteger } from "../fields/readInteger.js";
import { readList } from "../fields/readList.js";
import { readNumber } from "../fields/readNumber.js";
import { readPostcode } from "../fields/readPostcode.js";
import { readText } from "../fields/readText.js";
import type { RecordReader } from "../fields/RecordReader.js";
import { REQUEST_LIMITS } from "../limits.js";
import type { CategoryDraft, QuoteDraft } from "./drafts.js";
import { countMembersSent } from "./countMembersSent.js";
import { readCategory } from "./readCategory.js";
import { readIncentive } from "./readIncentive.js";
import { readItems } from "./readItems.js";
import { warnOutputFields } from "./warnOutputFields.js";
import { setterOf } from "./setterOf.js";

/** The interface lists frequencies as 1, 12 or 4. */
const FREQUENCIES_AS_LISTED: readonly number[] = [1, 12, 4];

/** A percentage the rating does not read (a previous discount): still bounded, so that nothing absurd is echoed or stored. */
const PERCENTAGE = { min: -100, max: 100 };

/** The one product, as a list of choices; made once, as readChoice keeps each list's keys. */
const PRODUCT_NAMES: readonly (typeof PRODUCT_NAME)[] = [PRODUCT_NAME];

/**
 * Reads the policy (`individualHealthCarePolicy.quote`, docs/interface.md section 2.2) and everything in
 * it, field by field in the interface's order, so that problems are listed in that order.
 * `productId`, `productVersion` and `maxAllowableDiscount` are "not in use" and are not read
 * at all, whatever they hold.
 */
export function readQuote(reader: RecordReader): QuoteDraft {
  const quote: QuoteDraft = { pointer: reader.pointer };
  const set = setterOf(quote);
  set("id", readText(reader, "id", { acceptNumber: true }));
  set("commercialAdjustment", readNumber(reader, "commercialAdjustment"));
  set("paymentType", readChoice(reader, "paymentType", PAYMENT_TYPES, { required: true }));
  set("paymentFrequency", readFrequency(reader, "paymentFrequency", true));
  set("experienceAdjustment", readNumber(reader, "experienceAdjustment"));
  set("pmiPolicyType", readText(reader, "pmiPolicyType"));
  set("policyholderPostcode", readPostcode(reader, "policyholderPostcode"));
  const priceRequiredDate = readDate(reader, "priceRequiredDate", { required: true });
  set("priceRequiredDate", priceRequiredDate);
  set("groupSize", readInteger(reader, "groupSize", { min: 0 }));
  set("salesChannel", readText(reader, "salesChannel"));
  set("fsaNumber", readText(reader, "fsaNumber", { acceptNumber: true }));
  set("originalEffectiveDate", readDate(reader, "originalEffectiveDate"));
  set("productName", readChoice(reader, "productName", PRODUCT_NAMES, { required: true, unknownCode: "UNSUPPORTED_PRODUCT", caseOnly: true }));
  set("transactionType", readChoice(reader, "transactionType", TRANSACTION_TYPES) ?? "New Business");
  warnOutputFields(reader, ["grossPrice", "netPrice"]);
  set("memberCategory", readCategories(reader, priceRequiredDate));
  set("incentive", readItems(reader, "incentive", { maxItems: REQUEST_LIMITS.incentive, itemName: "incentive" }, readIncentive).items ?? []);
  set("taxRequiredDate", readDate(reader, "taxRequiredDate") ?? priceRequiredDate);
  set("callingSystem", readText(reader, "callingSystem", { required: true }));
  set("sourceCode", readText(reader, "sourceCode", { acceptNumber: true }));
  set("competitorPrice", readNumber(reader, "competitorPrice", { min: 0 }));
  set("previousPaymentFrequency", readFrequency(reader, "previousPaymentFrequency", false));
  set("previousPaymentType", readChoice(reader, "previousPaymentType", PAYMENT_TYPES));
  readList(reader, "previousIncentive", { maxItems: REQUEST_LIMITS.ignoredList, itemName: "previous incentive" });
  set("previousCommercialDiscount", readNumber(reader, "previousCommercialDiscount", PERCENTAGE));
  set("noOfPeople", readInteger(reader, "noOfPeople", { min: 0 }));
  set("isRequote", readFlag(reader, "isRequote", "true or false") ?? false);
  return quote;
}

/** The categories, unless the policy holds more members than a request may (then not read). */
function readCategories(reader: RecordReader, priceRequiredDate: string | undefined): CategoryDraft[] | undefined {
  const membersSent = countMembersSent(reader.value("memberCategory"));
  if (membersSent > REQUEST_LIMITS.membersInPolicy) {
    reader.problems.issue(
      reader.path("memberCategory"),
      "TOO_MANY_ITEMS",
      `A policy may hold at most ${REQUEST_LIMITS.membersInPolicy} members; received ${membersSent}. The members were not checked.`,
    );
    return undefined;
  }
  const options = { required: true, maxItems: REQUEST_LIMITS.memberCategory, itemName: "member category" };
  return readItems(reader, "memberCategory", options, (categoryReader) => readCategory(categoryReader, priceRequiredDate)).items;
}

function readFrequency(reader: RecordReader, name: string, required: boolean): (typeof PAYMENT_FREQUENCIES)[number] | undefined {
  const frequency = readInteger(reader, name, { required, allowed: FREQUENCIES_AS_LISTED });
  return PAYMENT_FREQUENCIES.find((allowed) => allowed === frequency);
}
