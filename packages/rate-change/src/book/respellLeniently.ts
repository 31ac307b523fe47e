import type { QuoteRequest } from "pmi-rating";
import type { Random } from "./createRandom.js";

type Json = Record<string, unknown>;

/** Flags as the interface lets them be written: Y/N, y/n, yes/no, 1/0. */
const YES = ["Y", "y", "yes", "Yes", "1"] as const;
const NO = ["N", "n", "no", "No", "0"] as const;
const FLAG_FIELDS = ["pncdInd", "isPostbandCallRequired", "isMemberNeeded"] as const;
const CHOICE_FIELDS = ["transactionType", "paymentType", "salesChannel", "relationship", "gender", "uwType"] as const;

/**
 * The same request spelt the way the interface also accepts (docs/interface.md): choices in
 * lower or upper case ("new business", "m", "fmu"), flags as y/n, yes/no or 1/0, postcodes in
 * lower case, without their space or with extra spaces. The prices do not change: validation
 * reads every spelling back to the same normalised request. Returns a new request.
 *
 * @example
 * respellLeniently(request, createRandom(7)); // transactionType "new business", postcode "sw1a1aa", pncdInd "n", ...
 */
export function respellLeniently(request: QuoteRequest, random: Random): QuoteRequest {
  const copy = structuredClone(request) as unknown as { individualHealthCarePolicy: { quote: Json } };
  const quote = copy.individualHealthCarePolicy.quote;
  respellRecord(quote, random);
  for (const category of (quote["memberCategory"] as Json[] | undefined) ?? []) {
    for (const unit of (category["familyUnit"] as Json[] | undefined) ?? []) {
      respellRecord(unit, random);
      for (const member of (unit["member"] as Json[] | undefined) ?? []) respellRecord(member, random);
    }
  }
  return copy as unknown as QuoteRequest;
}

function respellRecord(record: Json, random: Random): void {
  for (const field of CHOICE_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && random.chance(0.7)) record[field] = random.chance(0.8) ? value.toLowerCase() : value.toUpperCase();
  }
  for (const field of FLAG_FIELDS) {
    const value = record[field];
    if (value === "Y" || value === true) record[field] = random.pick(YES);
    else if (value === "N" || value === false) record[field] = random.pick(NO);
  }
  for (const field of ["postcode", "policyholderPostcode"] as const) {
    const value = record[field];
    if (typeof value === "string" && random.chance(0.7)) record[field] = respellPostcode(value, random);
  }
}

function respellPostcode(postcode: string, random: Random): string {
  const lower = random.chance(0.6) ? postcode.toLowerCase() : postcode;
  const roll = random.next();
  return roll < 0.4 ? lower.replace(/\s+/g, "") : roll < 0.7 ? lower.replace(/\s+/g, "  ") : ` ${lower} `;
}
