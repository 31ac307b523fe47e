import { z } from "zod";

/**
 * Problem details (RFC 9457) as the adapter sends them: the standard members plus `code`, the
 * stable machine code a client branches on, and `errors`, every problem found in the request.
 * The insurer's own API uses this ProblemDetail shape with the same `code` extension.
 */

/** Codes of the problems the HTTP layer itself finds, before or around the rating library. */
export const HTTP_PROBLEM_CODES = [
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  "MALFORMED_JSON",
  "FORBIDDEN_JSON_KEY",
  "DUPLICATE_JSON_KEY",
  "MISSING_HEADER",
  "INVALID_HEADER",
  "INVALID_QUERY_PARAMETER",
  "UNAUTHENTICATED",
  "INVALID_TOKEN",
  "INSUFFICIENT_SCOPE",
  "TOO_MANY_REQUESTS",
  "INVALID_AUTHORIZATION_HEADER",
  "AUTHENTICATION_UNAVAILABLE",
  "INTERNAL_ERROR",
  "INVALID_REQUEST_TARGET",
  "METHOD_NOT_IMPLEMENTED",
  "MALFORMED_HTTP_REQUEST",
  "REQUEST_HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "MISSING_HOST",
  "EXPECTATION_FAILED",
  "UNSUPPORTED_CONTENT_ENCODING",
  "UNSUPPORTED_TRANSFER_ENCODING",
  "INVALID_IDEMPOTENCY_KEY",
  "IDEMPOTENCY_KEY_IN_FLIGHT",
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_KEY_NOT_RESERVED",
] as const;

/** A stable code of a problem found by the HTTP layer. */
export type HttpProblemCode = (typeof HTTP_PROBLEM_CODES)[number];

/** One problem of a request: in the body (`pointer`), in a header (`header`) or in the query (`parameter`). */
export const ProblemErrorSchema = z
  .object({
    pointer: z.string().optional().describe('JSON pointer (RFC 6901) into the request body; "" is the whole body.'),
    header: z.string().optional().describe("Name of the request header at fault."),
    parameter: z.string().optional().describe("Name of the query parameter at fault."),
    code: z.string().describe("Stable machine code, e.g. REQUIRED or AGE_OUT_OF_RANGE (docs/errors.md)."),
    message: z.string().describe("A sentence a person can act on."),
  })
  .meta({ id: "ProblemError" });

/** zod schema of an RFC 9457 problem details body, as the HTTP adapter answers errors. */
export const ProblemDetailsSchema = z
  .object({
    type: z.string().describe("URI reference identifying the problem type."),
    title: z.string().describe("Short summary of the problem type; the same for every occurrence."),
    status: z.number().int().describe("The HTTP status code."),
    detail: z.string().describe("Explanation of this occurrence."),
    instance: z.string().describe("Identifies this occurrence: urn:correlation-id:<Correlation-ID> when the request carried one, else urn:uuid:<random>."),
    code: z.string().describe("Stable machine code of the problem (docs/http.md, docs/errors.md)."),
    errors: z.array(ProblemErrorSchema).optional().describe("Every problem found in the request, when there are several or they have a location."),
  })
  .meta({ id: "ProblemDetails" });

/** One entry of a problem's `errors`: where (JSON pointer, header or parameter), the code, the message. */
export type ProblemError = z.infer<typeof ProblemErrorSchema>;
/** An RFC 9457 problem details body, with the stable `code` and every request issue in `errors`. */
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

/** The media type of every error response. */
export const PROBLEM_CONTENT_TYPE = "application/problem+json";
