import { QuoteRequestShapeSchema } from "../model/request.js";
import { toZodPath } from "../model/wire/toZodPath.js";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

/**
 * A quotation request, as zod: the shape of every field (from the request's description),
 * and the rules across fields (one self per policy, counts, age and date of birth agreeing,
 * an option's id or name, no duplicate options or incentives, at most 100 members, some
 * member needed) checked by the validator without tables. It accepts exactly what
 * `validateQuoteRequest(value)` accepts; its issues carry the validator's code in
 * `params.code`. Use `validateQuoteRequest` for the normalised request and the project's
 * problem format.
 *
 * @example
 * QuoteRequestSchema.safeParse(JSON.parse(body)).success; // true for a sound request
 */
// Marked pure so that a bundle that never reads the schema drops it, and zod with it: a browser
// application that only prices pays nothing for the wire schemas (the consumer check's budget).
export const QuoteRequestSchema = /* @__PURE__ */ QuoteRequestShapeSchema.superRefine((value, context) => {
  const result = validateQuoteRequest(value);
  if (result.success) return;
  for (const issue of result.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: toZodPath(issue.path), params: { code: issue.code } });
  }
});
