import type { NormalizedMember, NormalizedQuoteRequest } from "./normalized.js";

/**
 * The postcode whose territory decides a member's premium tax: the policyholder's
 * (`policyholderPostcode`) when the request gives it, otherwise the member's own. IPT follows
 * where the risk is located, and for an individual that is where the policyholder habitually
 * lives (HMRC IPT04340); without the policyholder's address, the member's own is the best
 * evidence the request carries (docs/rating-model.md, "Which address decides the tax").
 *
 * @example
 * taxPostcodeOf({ policyholderPostcode: "JE2 3AB" }, { postcode: "SW1A 1AA" }); // "JE2 3AB"
 * taxPostcodeOf({}, { postcode: "SW1A 1AA" }); // "SW1A 1AA"
 */
export function taxPostcodeOf(request: Pick<NormalizedQuoteRequest, "policyholderPostcode">, member: Pick<NormalizedMember, "postcode">): string {
  return request.policyholderPostcode ?? member.postcode;
}
