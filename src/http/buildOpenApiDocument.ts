import { z } from "zod";
import { ISSUE_CODES } from "../model/issue.js";
import { QuoteRequestShapeSchema } from "../model/request.js";
import { QuoteResponseSchema } from "../model/response.js";
import { withIdempotencyKeyOpenApi } from "./idempotencyOpenApi.js";
import { lookupOpenApi } from "./lookupOpenApi.js";
import { RESPONSE_HEADERS, responseHeaderRefs } from "./responseHeaders.js";
import { normaliseBasePath } from "./normaliseBasePath.js";
import { MAX_IDENTIFIER_LENGTH } from "./readCallerHeaders.js";
import { ProblemDetailsSchema, PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_REQUIRED_SCOPE, QUOTE_PATH } from "./quoteHandlerOptions.js";
import type { Json } from "./openApiJson.js";

export type { Json } from "./openApiJson.js";

/** Options of `buildOpenApiDocument`: the base path and server URL to describe. */
export interface OpenApiDocumentOptions {
  /** The server the document points at (default `http://localhost:8080`, the reference service). */
  readonly serverUrl?: string;
  /** The handler's base path (default none). */
  readonly basePath?: string;
  /** The OAuth 2.0 token endpoint (default `/oauth2/token`, the reference service's, relative to the server). */
  readonly tokenUrl?: string;
  /** The scope the operation requires (default `quote`). */
  readonly requiredScope?: string;
  /** The body size limit, stated in the 413 response (default 256 KiB). */
  readonly maxBodyBytes?: number;
  /**
   * Named examples of the operation: requests with the answers they really get (a 200
   * quotation or a 400 problem). `npm run openapi` fills them from examples/requests/.
   */
  readonly examples?: readonly OpenApiExample[];
  /** Describe the `Idempotency-Key` header, its 409 and 422: for a handler given `idempotencyKeys` (default false). */
  readonly idempotencyKeys?: boolean;
}

/** One example exchange: a request body and the answer the service gives it. */
export interface OpenApiExample {
  /** Key of the example, e.g. `new-business-single-adult`. */
  readonly name: string;
  readonly summary: string;
  readonly request: Json;
  /** The answer's status: 200 with a quotation, or 400 with a problem. */
  readonly status: 200 | 400;
  readonly response: Json;
}

/** An OpenAPI document, as plain JSON. */
export type OpenApiDocument = { [key: string]: Json };

const SCHEMA_REF = "#/components/schemas/";

/**
 * The schemas a zod schema converts to, keyed by their `meta({ id })`, with references moved
 * from the converter's `#/definitions/` to the document's `#/components/schemas/`.
 */
function componentSchemasOf(schema: z.ZodType, io: "input" | "output"): Record<string, Json> {
  const converted = z.toJSONSchema(schema, { target: "openapi-3.0", io }) as { definitions?: Record<string, unknown> };
  const text = JSON.stringify(converted.definitions ?? {}).replaceAll('"#/definitions/', `"${SCHEMA_REF}`);
  return JSON.parse(text) as Record<string, Json>;
}

function mergeSchemas(...groups: Record<string, Json>[]): Record<string, Json> {
  const merged: Record<string, Json> = {};
  for (const group of groups) {
    for (const [name, schema] of Object.entries(group)) {
      if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(schema)) {
        throw new Error(`Two different schemas are both named ${name}; give one another meta id.`);
      }
      merged[name] = schema;
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
}

const ref = (name: string): Json => ({ $ref: SCHEMA_REF + name });

/** The examples of one status, as an OpenAPI `examples` map (none: no key at all). */
function examplesOf(examples: readonly OpenApiExample[], pick: (example: OpenApiExample) => Json | undefined): Record<string, Json> {
  const chosen = examples.flatMap((example) => {
    const value = pick(example);
    return value === undefined ? [] : [[example.name, { summary: example.summary, value }] as const];
  });
  return chosen.length === 0 ? {} : { examples: Object.fromEntries(chosen) };
}

function problemResponse(description: string, headers: Record<string, Json> = {}, examples: Record<string, Json> = {}): Json {
  return {
    description,
    headers: { ...responseHeaderRefs("every"), ...headers },
    content: { [PROBLEM_CONTENT_TYPE]: { schema: ref("ProblemDetails"), ...examples } },
  };
}

const wwwAuthenticate = (description: string): Record<string, Json> => ({
  "WWW-Authenticate": { description, schema: { type: "string" } },
});

/** The quotation operation (`POST {base}/v1/individualHealthcarePolicy/quote`) of the document. */
function quotationOperation(options: OpenApiDocumentOptions, examples: readonly OpenApiExample[], scope: string, maxBodyBytes: number): { [key: string]: Json } {
  const operation: { [key: string]: Json } = {
    operationId: "quoteIndividualHealthcarePolicy",
    summary: "Produce a quotation",
    description:
      "Prices the policy and its members. Checks run in this order, and the first stage that fails answers: " +
      "bearer token (401/403), Correlation-ID and Requesting-System headers and the explain and movement parameters (400), " +
      `content type (415), body size (413, limit ${maxBodyBytes} bytes), JSON syntax and forbidden keys (400), ` +
      "then the request itself, every problem at once (400; 403 when callingSystem is not registered).",
    tags: ["quotation"],
    security: [{ oauth2: [scope] }],
    parameters: [
      { $ref: "#/components/parameters/Correlation-ID" },
      { $ref: "#/components/parameters/Requesting-System" },
      {
        name: "explain",
        in: "query",
        required: false,
        description: "true adds the worksheet: every rating step's line for every member and the policy.",
        schema: { type: "boolean", default: false },
      },
      {
        name: "movement",
        in: "query",
        required: false,
        description:
          "true adds movement to a Renewal that sends previousnetPremium: why the price changed since last year, " +
          "parts (age band, tariff, options, NCD, wellness, payment, capping) that sum exactly to the change of the net premium, with this year's IPT (docs/rating-model.md). " +
          "Other quotations are answered without it.",
        schema: { type: "boolean", default: false },
      },
    ],
    requestBody: {
      required: true,
      // Only requests the schema accepts: the broken ones are shown by their problem answers.
      content: {
        "application/json": { schema: ref("QuoteRequest"), ...examplesOf(examples, (example) => (example.status === 200 ? example.request : undefined)) },
      },
    },
    responses: {
      "200": {
        description: "The quotation.",
        headers: responseHeaderRefs("quotation"),
        content: {
          "application/json": {
            schema: ref("QuoteResponseEnvelope"),
            ...examplesOf(examples, (example) => (example.status === 200 ? example.response : undefined)),
          },
        },
      },
      "400": problemResponse(
        "The request cannot be priced: a missing or unusable header (MISSING_HEADER, INVALID_HEADER), a bad explain or movement parameter (INVALID_QUERY_PARAMETER), " +
          "malformed JSON (MALFORMED_JSON), a forbidden key such as __proto__ (FORBIDDEN_JSON_KEY), a key given twice in one object (DUPLICATE_JSON_KEY), a malformed Authorization header (INVALID_AUTHORIZATION_HEADER), " +
          `or problems in the request (code INVALID_REQUEST; errors lists every one, each with its JSON pointer and one of the codes ${ISSUE_CODES.filter((code) => code !== "UNREGISTERED_CALLING_SYSTEM").join(", ")}; docs/errors.md).`,
        {},
        examplesOf(examples, (example) => (example.status === 400 ? example.response : undefined)),
      ),
      "401": problemResponse(
        "No bearer token (UNAUTHENTICATED), or a token that is expired, forged or not for this service (INVALID_TOKEN).",
        wwwAuthenticate('Bearer realm="pmi-rating", with error="invalid_token" when a token was sent (RFC 6750).'),
      ),
      "403": problemResponse(
        `The token lacks the "${scope}" scope (INSUFFICIENT_SCOPE), or the callingSystem is not registered with the operator (UNREGISTERED_CALLING_SYSTEM).`,
        wwwAuthenticate('For INSUFFICIENT_SCOPE: Bearer realm="pmi-rating", error="insufficient_scope", scope="quote".'),
      ),
      "413": problemResponse(`The body is larger than ${maxBodyBytes} bytes (PAYLOAD_TOO_LARGE).`),
      "415": problemResponse("The body is not sent as application/json (UNSUPPORTED_MEDIA_TYPE)."),
      "500": problemResponse("An unexpected failure (INTERNAL_ERROR); the problem reveals nothing of it or of the request."),
      "503": problemResponse("Access tokens cannot be checked at the moment, e.g. the issuer's key set is unreachable (AUTHENTICATION_UNAVAILABLE).", {
        "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
      }),
    },
  };
  return options.idempotencyKeys === true ? withIdempotencyKeyOpenApi(operation, problemResponse) : operation;
}

/**
 * The OpenAPI 3.0 document of the quotation operation, generated from the zod schemas of the
 * request, the response and the problem details, so that it cannot drift from the code.
 * `npm run openapi` writes it to docs/openapi.json; the reference service serves it at
 * `GET /openapi.json`.
 *
 * @example
 * buildOpenApiDocument().info.version; // "1.0.0"
 */
export function buildOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenApiDocument {
  const scope = options.requiredScope ?? DEFAULT_REQUIRED_SCOPE;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const basePath = normaliseBasePath(options.basePath);
  const examples = options.examples ?? [];
  // The look-up operations live in lookupOpenApi.ts.
  const lookups = lookupOpenApi(basePath, scope);
  const schemas = mergeSchemas(
    ...lookups.answers.map((answer) => componentSchemasOf(answer, "output")),
    componentSchemasOf(QuoteRequestShapeSchema, "input"),
    componentSchemasOf(QuoteResponseSchema, "output"),
    componentSchemasOf(ProblemDetailsSchema, "output"),
    {
      QuoteResponseEnvelope: {
        type: "object",
        description: "The successful answer: the quotation wrapped in quoteResponse.",
        properties: { quoteResponse: ref("QuoteResponse") },
        required: ["quoteResponse"],
        additionalProperties: false,
      },
    },
  );
  const identifierHeader = (description: string): Json => ({
    description,
    required: true,
    schema: { type: "string", minLength: 1, maxLength: MAX_IDENTIFIER_LENGTH },
  });

  const quotation = quotationOperation(options, examples, scope, maxBodyBytes);
  // A service that keeps quotes on record adds their description to this document
  // (`withQuoteRecordsOpenApi` of @pmi-rating/store): the adapter itself records nothing.
  return {
    openapi: "3.0.3",
    info: {
      title: "Individual Private Medical Insurance Premium Quotation Service",
      version: "1.0.0",
      license: { name: "MIT", url: "https://opensource.org/licenses/MIT" },
      contact: { name: "pmi-rating maintainers" },
      description:
        "Calculates a premium quotation for a consumer (HrSol) individual private medical insurance policy. " +
        "Every error is an RFC 9457 problem (application/problem+json) with a stable code and, for request problems, every problem found with its JSON pointer. " +
        `A path other than the operation's is answered 404, and a method other than POST 405 with Allow: POST; both are problems too (components.responses.NotFound, MethodNotAllowed). ` +
        "Whatever the path, a request the HTTP layer cannot take is a problem as well (components.responses): a malformed request line, header or target 400 " +
        "(MALFORMED_HTTP_REQUEST, INVALID_REQUEST_TARGET), headers too large 431 (REQUEST_HEADERS_TOO_LARGE), a request not received in time 408 (REQUEST_TIMEOUT), " +
        "and a method the service does not implement at all, such as TRACE or CONNECT, 501 (METHOD_NOT_IMPLEMENTED).",
    },
    servers: [{ url: options.serverUrl ?? "http://localhost:8080" }],
    tags: [
      { name: "quotation", description: "Premium quotation" },
      { name: "look-ups", description: "What an integrator needs before quoting: NCD levels and an agent's incentives" },
    ],
    paths: {
      [basePath + QUOTE_PATH]: {
        post: quotation,
      },
      ...lookups.paths,
    },
    components: {
      schemas,
      parameters: {
        "Correlation-ID": {
          name: "Correlation-ID",
          in: "header",
          ...(identifierHeader("Unique identifier, defined by the consumer, used to correlate requests across systems; echoed on every response.") as Record<
            string,
            Json
          >),
        },
        "Requesting-System": {
          name: "Requesting-System",
          in: "header",
          ...(identifierHeader("Name of the consumer.") as Record<string, Json>),
        },
      },
      headers: Object.fromEntries(Object.entries(RESPONSE_HEADERS).map(([name, { description, schema }]) => [name, { description, schema }])),
      responses: {
        NotFound: problemResponse("No operation at this path (NOT_FOUND)."),
        MethodNotAllowed: problemResponse("The operation takes POST only (METHOD_NOT_ALLOWED).", {
          Allow: { description: "POST", schema: { type: "string" } },
        }),
        MalformedRequest: problemResponse("The request line, a header or the request target cannot be read (MALFORMED_HTTP_REQUEST, INVALID_REQUEST_TARGET)."),
        RequestTimeout: problemResponse("The request was not received in time (REQUEST_TIMEOUT)."),
        RequestHeadersTooLarge: problemResponse("The request's headers are larger than the service accepts (REQUEST_HEADERS_TOO_LARGE)."),
        MethodNotImplemented: problemResponse("The method is not implemented by the service on any path, e.g. TRACE or CONNECT (METHOD_NOT_IMPLEMENTED)."),
      },
      securitySchemes: {
        oauth2: {
          type: "oauth2",
          description:
            "OAuth 2.0 client credentials. The access token is a JWT sent as Authorization: Bearer <token>. " +
            "The reference service's test environment issues tokens at /oauth2/token to the published test client (docs/http.md).",
          flows: {
            clientCredentials: {
              tokenUrl: options.tokenUrl ?? "/oauth2/token",
              scopes: { [scope]: "Produce premium quotations." },
            },
          },
        },
      },
    },
  };
}
