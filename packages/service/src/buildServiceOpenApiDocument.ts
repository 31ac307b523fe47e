import { buildOpenApiDocument, normaliseBasePath, type OpenApiDocument, type OpenApiDocumentOptions } from "pmi-rating/http";
import { withQuoteRecordsOpenApi } from "@pmi-rating/store";

/**
 * The OpenAPI document of the reference service: the HTTP adapter's operations
 * (`buildOpenApiDocument` of `pmi-rating/http`, with the `Idempotency-Key` header) and the quote store's (the `quoteId` of an
 * answer, its `Quote-ID` header, `GET …/quote/{quoteId}`), which the service serves at
 * `GET /openapi.json` and `npm run openapi` writes to docs/openapi.json.
 *
 * @example
 * buildServiceOpenApiDocument({ basePath: "/pricing" }).paths; // the quote, the look-ups and the quote by id, under /pricing
 */
export function buildServiceOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenApiDocument {
  // The reference service always honours Idempotency-Key (in its store, or in memory with the store off).
  return withQuoteRecordsOpenApi(buildOpenApiDocument({ ...options, idempotencyKeys: true }), normaliseBasePath(options.basePath));
}
