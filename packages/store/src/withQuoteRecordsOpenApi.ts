import type { Json, OpenApiDocument } from "pmi-rating/http";
import { PROBLEM_CONTENT_TYPE } from "pmi-rating/http";
import { QUOTE_PATH } from "pmi-rating/http";

type JsonObject = { [key: string]: Json };

function objectAt(value: Json | undefined): JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

const QUOTE_ID_SCHEMA: JsonObject = {
  type: "string",
  format: "uuid",
  description: "The service's id of the quote (UUIDv7, sortable by time received): its key in the quote records.",
};

const QUOTE_RECORD_SCHEMA: JsonObject = {
  type: "object",
  description: "A quote on record: the request as received, the answer as given, who asked, and the tables that priced it (docs/records.md).",
  properties: {
    quoteId: QUOTE_ID_SCHEMA,
    receivedAt: { type: "string", format: "date-time" },
    outcome: { type: "string", enum: ["quoted", "refused"] },
    status: { type: "integer", description: "The HTTP status answered." },
    callerQuoteId: { type: "string", nullable: true, description: "The request's own id." },
    correlationId: { type: "string", nullable: true },
    requestingSystem: { type: "string", nullable: true },
    callingSystem: { type: "string", nullable: true },
    clientId: { type: "string", description: "The authenticated client that asked." },
    tables: {
      type: "object",
      properties: {
        version: { type: "string", nullable: true },
        hash: { type: "string", nullable: true, description: "Content hash of the tables version that priced the quote." },
        setHash: { type: "string", description: "Content hash of the whole tables set the service served." },
        unapprovedTablesAllowed: {
          type: "boolean",
          description: "Present (true) when the service priced under PMI_ALLOW_UNAPPROVED_TABLES: its tables need not have been signed off as they were.",
        },
      },
    },
    explain: { type: "boolean", description: "Whether the worksheet was asked for." },
    request: { description: "The request body as received (JSON; the text when it was not JSON)." },
    response: { description: "The answer as given: the quotation envelope, or the problem." },
    warnings: { type: "array", items: { type: "object" } },
    rederived: {
      type: "object",
      description: "With explain=true: the quotation priced again from the stored request with the stored tables.",
      properties: {
        reproduced: { type: "boolean", description: "Every figure equals the one answered that day." },
        worksheet: { type: "array", items: { $ref: "#/components/schemas/WorksheetLine" } },
        reason: { type: "string" },
        differences: { type: "array", items: { type: "string" }, description: "JSON pointers of the figures that differ." },
      },
      required: ["reproduced"],
    },
  },
  required: ["quoteId", "receivedAt", "outcome", "status", "clientId", "tables", "explain", "request", "response", "warnings"],
};

/**
 * The OpenAPI document with the quote records of the reference service (docs/records.md):
 * `quoteId` in the quotation's answer and its `Quote-ID` header, the 503 of a quote that could
 * not be put on record, and `GET {quote path}/{quoteId}`. Kept apart from the rest of the
 * document's builder, which calls it once.
 *
 * @example
 * const document = withQuoteRecordsOpenApi(buildDocumentWithoutRecords(), "");
 * document.paths["/v1/individualHealthcarePolicy/quote/{quoteId}"].get.operationId; // "getQuoteRecord"
 */
export function withQuoteRecordsOpenApi(document: OpenApiDocument, basePath: string): OpenApiDocument {
  const quotePath = basePath + QUOTE_PATH;
  const paths = objectAt(document.paths);
  const components = objectAt(document.components);
  const schemas = objectAt(components.schemas);
  const envelope = objectAt(schemas.QuoteResponseEnvelope);
  const post = objectAt(objectAt(paths[quotePath]).post);
  const responses = objectAt(post.responses);
  const ok = objectAt(responses["200"]);
  const unavailable = objectAt(responses["503"]);
  const quoteIdHeader: JsonObject = {
    description: "The quote's id on record (the same as quoteId in the body); absent when the service keeps no records.",
    schema: QUOTE_ID_SCHEMA,
  };
  const problem = (description: string): JsonObject => ({
    description,
    headers: { "Correlation-ID": { $ref: "#/components/headers/Correlation-ID" } },
    content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: "#/components/schemas/ProblemDetails" } } },
  });
  return {
    ...document,
    paths: {
      ...paths,
      [quotePath]: {
        ...objectAt(paths[quotePath]),
        post: {
          ...post,
          responses: {
            ...responses,
            "200": { ...ok, headers: { ...objectAt(ok.headers), "Quote-ID": quoteIdHeader } },
            "400": {
              ...objectAt(responses["400"]),
              headers: {
                ...objectAt(objectAt(responses["400"]).headers),
                "Quote-ID": { ...quoteIdHeader, description: "The refusal's id on record, when the client was authenticated." },
              },
            },
            "503": {
              ...unavailable,
              description: `${typeof unavailable.description === "string" ? unavailable.description : ""} Or the quotation could not be put on record and is therefore not given (QUOTE_NOT_RECORDED; docs/records.md).`,
            },
          },
        },
      },
      [`${quotePath}/{quoteId}`]: {
        get: {
          operationId: "getQuoteRecord",
          summary: "A quote on record, to the client that asked for it",
          description:
            "The record of a quotation request: the request as received, the answer as given, the client and the tables that priced it. " +
            "Only the client that asked for the quote can read it: for any other client it does not exist (404, not 403). " +
            "With explain=true the worksheet is derived again from the stored request and the stored tables (rederived).",
          security: [{ oauth2: [] }],
          parameters: [
            { name: "quoteId", in: "path", required: true, schema: QUOTE_ID_SCHEMA },
            {
              name: "explain",
              in: "query",
              required: false,
              schema: { type: "boolean", default: false },
              description: "Derive the worksheet again and say whether the quotation reproduces.",
            },
          ],
          responses: {
            "200": {
              description: "The record.",
              headers: { "Quote-ID": quoteIdHeader },
              content: {
                "application/json": { schema: { type: "object", properties: { quoteRecord: { $ref: "#/components/schemas/QuoteRecord" } }, required: ["quoteRecord"] } },
              },
            },
            "400": problem("A bad explain parameter (INVALID_QUERY_PARAMETER) or a malformed Authorization header."),
            "401": problem("No bearer token, or one that is not valid (UNAUTHENTICATED, INVALID_TOKEN)."),
            "404": problem("No quote with this id for this client (QUOTE_NOT_FOUND)."),
          },
        },
      },
    },
    components: {
      ...components,
      schemas: {
        ...schemas,
        QuoteResponseEnvelope: { ...envelope, properties: { ...objectAt(envelope.properties), quoteId: QUOTE_ID_SCHEMA } },
        QuoteRecord: QUOTE_RECORD_SCHEMA,
      },
    },
  };
}
