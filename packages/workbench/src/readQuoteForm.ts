import type { OptionCatalogueEntry } from "./optionCatalogue.js";
import { asArray, asObject, asText, type MemberFormValues, type QuoteFormValues } from "./quoteFormValues.js";

/**
 * The form's values read from a request (whatever was pasted: missing or odd parts read as
 * blanks). Members are listed across every category and family unit, each with its pointer and
 * its renewal and MTC inputs; every category lists every option of the tables' catalogue with
 * its choice ("" when the request does not send it).
 *
 * @example
 * readQuoteForm(request, catalogue).members[0]; // { pointer: "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", relationship: "self", ... }
 */
export function readQuoteForm(request: unknown, catalogue: readonly OptionCatalogueEntry[]): QuoteFormValues {
  const quote = asObject(asObject(asObject(request)?.individualHealthCarePolicy)?.quote) ?? {};
  const members: MemberFormValues[] = [];
  asArray(quote.memberCategory).forEach((category, categoryIndex) => {
    asArray(asObject(category)?.familyUnit).forEach((unit, unitIndex) => {
      asArray(asObject(unit)?.member).forEach((value, memberIndex) => {
        const member = asObject(value) ?? {};
        members.push({
          pointer: `/individualHealthCarePolicy/quote/memberCategory/${categoryIndex}/familyUnit/${unitIndex}/member/${memberIndex}`,
          relationship: asText(member.relationship),
          dateOfBirth: asText(member.dateOfBirth),
          gender: asText(member.gender),
          postcode: asText(member.postcode),
          uwType: asText(member.uwType),
          ncdLevel: asText(member.ncdLevel),
          effectiveDate: asText(member.effectiveDate),
          memberYearsClaimFree: asText(member.memberYearsClaimFree),
          wellnessDiscount: asText(member.wellnessDiscount),
          previousnetPremium: asText(member.previousnetPremium),
          cncFactor: asText(member.cncFactor),
          postcodeBand: asText(member.postcodeBand),
        });
      });
    });
  });
  const categories = asArray(quote.memberCategory).map((value, index) => {
    const category = asObject(value) ?? {};
    const sentOptions = asArray(category.option).map((option) => asObject(option) ?? {});
    const options = catalogue.map((entry) => {
      const sent = sentOptions.find((option) => option.name === entry.name);
      const optionValue = asText(sent?.value);
      const level = asText(sent?.optionTypeName);
      const choice = sent === undefined ? "" : optionValue === "Yes" && level !== "" ? level : optionValue;
      return { id: entry.id, name: entry.name, choice };
    });
    return { index, name: asText(category.name), options };
  });
  const incentives = asArray(quote.incentive).map((incentive) => {
    const object = asObject(incentive) ?? {};
    return { incentiveType: asText(object.incentiveType), incentiveParameter: asText(object.incentiveParameter) };
  });
  return {
    id: asText(quote.id),
    transactionType: asText(quote.transactionType),
    priceRequiredDate: asText(quote.priceRequiredDate),
    policyholderPostcode: asText(quote.policyholderPostcode),
    paymentType: asText(quote.paymentType),
    paymentFrequency: asText(quote.paymentFrequency),
    commercialAdjustment: asText(quote.commercialAdjustment),
    members,
    categories,
    incentives,
  };
}
