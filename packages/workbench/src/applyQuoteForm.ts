import { asArray, asObject, type JsonObject, type QuoteFormValues } from "./quoteFormValues.js";

/**
 * The request with the form's values written into it, everything else (fields the form does
 * not show) kept as it was; the input is not changed. A blank input removes its field; a
 * number field holding a number is written as a number, anything else as the text typed, so
 * that the validator, not the form, says what is wrong with it. An option chosen as "Yes" or
 * "No" is sent with that value, a level as `value: "Yes"` with `optionTypeName`, a blank one
 * is not sent; each member category gets its own options.
 *
 * @example
 * applyQuoteForm(request, { ...readQuoteForm(request, catalogue), paymentFrequency: "12" });
 */
export function applyQuoteForm(request: unknown, values: QuoteFormValues): JsonObject {
  const copy = structuredClone<JsonObject>(asObject(request) ?? {});
  const policy = objectField(copy, "individualHealthCarePolicy");
  const quote = objectField(policy, "quote");
  setText(quote, "id", values.id);
  setText(quote, "transactionType", values.transactionType);
  setText(quote, "priceRequiredDate", values.priceRequiredDate);
  setText(quote, "policyholderPostcode", values.policyholderPostcode);
  setText(quote, "paymentType", values.paymentType);
  setNumber(quote, "paymentFrequency", values.paymentFrequency);
  setNumber(quote, "commercialAdjustment", values.commercialAdjustment);

  for (const member of values.members) {
    const target = memberAt(quote, member.pointer);
    if (target === undefined) continue;
    setText(target, "relationship", member.relationship);
    setText(target, "dateOfBirth", member.dateOfBirth);
    setText(target, "gender", member.gender);
    setText(target, "postcode", member.postcode);
    setText(target, "uwType", member.uwType);
    setNumber(target, "ncdLevel", member.ncdLevel);
    setText(target, "effectiveDate", member.effectiveDate);
    setNumber(target, "memberYearsClaimFree", member.memberYearsClaimFree);
    setNumber(target, "wellnessDiscount", member.wellnessDiscount);
    setNumber(target, "previousnetPremium", member.previousnetPremium);
    setNumber(target, "cncFactor", member.cncFactor);
    setText(target, "postcodeBand", member.postcodeBand);
  }

  for (const shownCategory of values.categories) {
    if (shownCategory.options.length === 0) continue;
    const category = asObject(asArray(quote.memberCategory)[shownCategory.index]);
    if (category !== undefined) {
      const sent = asArray(category.option).filter((option) => asObject(option) !== undefined) as JsonObject[];
      const shown = new Set(shownCategory.options.map((option) => option.name));
      const kept: JsonObject[] = sent.filter((option) => !shown.has(String(option.name)));
      for (const option of shownCategory.options) {
        if (option.choice === "") continue;
        const previous = sent.find((candidate) => candidate.name === option.name) ?? {};
        const { optionTypeName: _level, ...rest } = previous;
        const isPlain = option.choice === "Yes" || option.choice === "No";
        kept.push({
          ...rest,
          id: previous.id ?? option.id,
          name: option.name,
          value: isPlain ? option.choice : "Yes",
          ...(isPlain ? {} : { optionTypeName: option.choice }),
        });
      }
      category.option = kept;
    }
  }

  const previousIncentives = asArray(quote.incentive);
  if (values.incentives.length === 0) delete quote.incentive;
  else {
    quote.incentive = values.incentives.map((incentive, index) => {
      const previous = asObject(previousIncentives[index]) ?? { id: index + 1 };
      const next: JsonObject = { ...previous };
      setText(next, "incentiveType", incentive.incentiveType);
      setText(next, "incentiveParameter", incentive.incentiveParameter);
      return next;
    });
  }
  return copy;
}

function objectField(parent: JsonObject, key: string): JsonObject {
  const existing = asObject(parent[key]);
  if (existing !== undefined) return existing;
  const created: JsonObject = {};
  parent[key] = created;
  return created;
}

function setText(target: JsonObject, key: string, value: string): void {
  if (value.trim() === "") delete target[key];
  else target[key] = value;
}

function setNumber(target: JsonObject, key: string, value: string): void {
  const trimmed = value.trim();
  if (trimmed === "") delete target[key];
  else target[key] = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

const MEMBER_POINTER = /^\/individualHealthCarePolicy\/quote\/memberCategory\/(\d+)\/familyUnit\/(\d+)\/member\/(\d+)$/;

function memberAt(quote: JsonObject, pointer: string): JsonObject | undefined {
  const match = MEMBER_POINTER.exec(pointer);
  if (match === null) return undefined;
  const [, category, unit, member] = match;
  const familyUnits = asArray(asObject(asArray(quote.memberCategory)[Number(category)])?.familyUnit);
  return asObject(asArray(asObject(familyUnits[Number(unit)])?.member)[Number(member)]);
}
