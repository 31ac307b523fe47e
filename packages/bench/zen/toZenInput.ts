import type { RawQuoteRequest } from "../floor/floorQuote.js";

/** The ZEN graph's input: the policy as sent, and one row per member. */
export interface ZenInput {
  readonly policy: RawQuoteRequest["individualHealthCarePolicy"]["quote"];
  readonly members: readonly Record<string, unknown>[];
}

/**
 * Reshapes a request for the ZEN graph, pricing nothing: members are flattened out of their
 * categories and family units (in request order), and each carries its category's options
 * keyed `o<id>`, because a JDM loop node iterates one array and cannot reach the enclosing
 * category. This runs inside every timed ZEN evaluation.
 *
 * @example
 * toZenInput(request).members[0]?.options; // { o352: { value: "Yes", level: "250" } }
 */
export function toZenInput(request: RawQuoteRequest): ZenInput {
  const policy = request.individualHealthCarePolicy.quote;
  const members: Record<string, unknown>[] = [];
  for (const category of policy.memberCategory ?? []) {
    const options: Record<string, { value: string | undefined; level: string | undefined }> = {};
    for (const option of category.option ?? []) options[`o${option.id}`] = { value: option.value, level: option.optionTypeName };
    for (const familyUnit of category.familyUnit ?? []) {
      for (const member of familyUnit.member ?? []) members.push({ ...member, options });
    }
  }
  return { policy, members };
}
