/**
 * The same request spelt as leniently as the interface allows, varied from request to
 * request by `seed`: closed lists in other cases and spacings, flags as words, booleans or
 * numbers, the NCD level and identifiers as text, postcodes in lower case without a space,
 * dates with white space around them, optional fields sent blank or null. The request means
 * the same and is priced the same; it is the benchmark's test of the validator's leniency.
 *
 * @example
 * lenientlySpelt(request, 3).individualHealthCarePolicy.quote.paymentType; // "b"
 */
export function lenientlySpelt<T>(request: T, seed: number): T {
  const copy = structuredClone(request) as { individualHealthCarePolicy: { quote: Record<string, any> } };
  const quote = copy.individualHealthCarePolicy.quote;
  const pick = <V>(choices: readonly V[], salt: number): V => choices[(seed + salt) % choices.length] as V;
  if (typeof quote["paymentType"] === "string") quote["paymentType"] = pick([quote["paymentType"].toLowerCase(), ` ${quote["paymentType"]} `], 1);
  if (typeof quote["transactionType"] === "string")
    quote["transactionType"] = pick(
      [quote["transactionType"].toLowerCase(), quote["transactionType"].toUpperCase().replace(" ", "_"), ` ${quote["transactionType"]}`],
      2,
    );
  else quote["transactionType"] = pick(["", null, "  "], 2);
  quote["productName"] = pick(["hrsol", "HRSOL", "HrSol"], 3);
  if (typeof quote["priceRequiredDate"] === "string") quote["priceRequiredDate"] = pick([` ${quote["priceRequiredDate"]}`, quote["priceRequiredDate"]], 4);
  quote["pmiPolicyType"] = pick(["", null, "Individual"], 5);
  quote["sourceCode"] = pick([7, "", null], 6);
  quote["isRequote"] = pick(["N", "no", false, 0, "false"], 7);
  for (const incentive of quote["incentive"] ?? []) {
    if (typeof incentive.incentiveType === "string") incentive.incentiveType = pick([incentive.incentiveType.toLowerCase(), incentive.incentiveType.toUpperCase()], 8);
    if (/^\d+$/.test(String(incentive.incentiveParameter))) incentive.incentiveParameter = Number(incentive.incentiveParameter);
  }
  for (const category of quote["memberCategory"] ?? []) {
    for (const option of category.option ?? []) {
      option.value = pick([String(option.value).toLowerCase(), String(option.value).toUpperCase(), /^y/i.test(String(option.value)) ? true : false], 9);
      if (/^\d+$/.test(String(option.optionTypeName ?? ""))) option.optionTypeName = Number(option.optionTypeName);
    }
    for (const unit of category.familyUnit ?? []) {
      for (const member of unit.member ?? []) {
        member.relationship = pick([String(member.relationship).toUpperCase(), ` ${member.relationship} `], 10);
        member.gender = pick([member.gender === "M" ? "male" : "female", String(member.gender).toLowerCase()], 11);
        member.uwType = String(member.uwType).toLowerCase();
        member.ncdLevel = pick([String(member.ncdLevel), ` ${member.ncdLevel} `, member.ncdLevel], 12);
        if (typeof member.postcode === "string") member.postcode = pick([member.postcode.toLowerCase().replace(" ", ""), ` ${member.postcode.toLowerCase()} `], 13);
        member.pncdInd = pick(["n", "No", 0, false, "N"], 14);
        member.isMemberNeeded = pick(["1", "Y", "yes", true, 1], 15);
        member.wellnessDiscount ??= pick([null, ""], 16);
        if (typeof member.number === "string" && /^\d+$/.test(member.number)) member.number = Number(member.number);
      }
    }
  }
  return copy as T;
}
