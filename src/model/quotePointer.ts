/** JSON pointer of the policy (`quote`) object in a request. */
export const QUOTE_POINTER = "/individualHealthCarePolicy/quote";

/**
 * JSON pointer of a policy-level field.
 *
 * @example
 * quoteFieldPointer("competitorPrice"); // "/individualHealthCarePolicy/quote/competitorPrice"
 */
export function quoteFieldPointer(field: string): string {
  return `${QUOTE_POINTER}/${field}`;
}
