import type { OptionCatalogueEntry } from "./optionCatalogue.js";
import { asArray, asObject, asText, type MemberFormValues, type QuoteFormValues } from "./quoteFormValues.js";

/**
 * The form's values read from a request (whatever was pasted: missing or odd parts read as
 * blanks). Members are listed across every category and family unit, each with its pointer;
 * options are listed for every option of the tables' catalogue, with the first category's
 * choice ("" when the request does not send it).
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
        });
      });
    });
  });
  const sentOptions = asArray(asObject(asArray(quote.memberCategory)[0])?.option).map((option) => asObject(option) ?? {});
  const options = catalogue.map((entry) => {
    const sent = sentOptions.find((option) => option.name === entry.name);
    const value = asText(sent?.value);
    const level = asText(sent?.optionTypeName);
    const choice = sent === undefined ? "" : value === "Yes" && level !== "" ? level : value;
    return { id: entry.id, name: entry.name, choice };
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
    options,
    incentives,
  };
}
