/**
 * A JSON pointer (RFC 6901) as a zod issue path: its reference tokens, unescaped, with the
 * digits of list indices as numbers.
 *
 * @example
 * toZodPath("/individualHealthCarePolicy/quote/memberCategory/0"); // ["individualHealthCarePolicy", "quote", "memberCategory", 0]
 */
export function toZodPath(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((token) => (/^(0|[1-9]\d*)$/.test(token) ? Number(token) : token));
}
