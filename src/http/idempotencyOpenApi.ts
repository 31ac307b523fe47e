import type { Json } from "./openApiJson.js";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "./idempotencyKeys.js";

type JsonObject = { [key: string]: Json };

/** A problem response of the document, as buildOpenApiDocument makes them. */
type ProblemResponseOf = (description: string, headers?: Record<string, Json>) => Json;

function objectAt(value: Json | undefined): JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

const IDEMPOTENCY_KEY_PARAMETER: JsonObject = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Optional (draft-ietf-httpapi-idempotency-key-header): a key of the client's own, unique per quotation request (a UUID, say), so that a retry cannot price or record it twice. " +
    `1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters, bare or as a quoted string ("..."); otherwise 400 INVALID_IDEMPOTENCY_KEY. ` +
    "Scoped to the authenticated client. A repeat with the same key and the same request (the body byte for byte, the explain and movement parameters) within the service's window " +
    "(24 hours unless configured) is answered with the first answer again: its status, its body and its Quote-ID, with Idempotent-Replayed: true. " +
    "Only a 200 or a 400/403 refusal is kept; after any other answer the key may be sent again. Without the header every request is priced anew.",
  schema: { type: "string", minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH + 2, pattern: "^[\\x20-\\x7e]+$" },
  example: "8e03978e-40d5-43e8-bc93-6894a57f9324",
};

const REPLAYED_HEADER: JsonObject = {
  description: "true when the answer is the first answer given again to a repeat of its Idempotency-Key; absent otherwise.",
  schema: { type: "string", enum: ["true"] },
};

/**
 * The quotation operation of the document with the `Idempotency-Key` header (a handler given
 * `idempotencyKeys`): the optional header parameter, `Idempotent-Replayed` on the answers a
 * repeat can get again (200, 400, 403), the 409 and 422 of the key, its 400 code and its 503.
 *
 * @example
 * const post = withIdempotencyKeyOpenApi(post, problemResponse);
 */
export function withIdempotencyKeyOpenApi(operation: JsonObject, problemResponse: ProblemResponseOf): JsonObject {
  const responses = objectAt(operation.responses);
  const described = (status: string, extraDescription: string): JsonObject => {
    const response = objectAt(responses[status]);
    return { ...response, description: `${typeof response.description === "string" ? response.description : ""}${extraDescription}` };
  };
  const withReplayed = (status: string, extraDescription = ""): JsonObject => {
    const response = described(status, extraDescription);
    return { ...response, headers: { ...objectAt(response.headers), "Idempotent-Replayed": REPLAYED_HEADER } };
  };
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const description = typeof operation.description === "string" ? operation.description : "";
  return {
    ...operation,
    description:
      `${description} With an Idempotency-Key, once the body is read and before its JSON is checked, the key answers first: ` +
      "the first answer again to a repeat, 409 while the first is in flight, 422 for the key sent with another request.",
    parameters: [...parameters, IDEMPOTENCY_KEY_PARAMETER],
    responses: {
      ...responses,
      "200": withReplayed("200"),
      "400": withReplayed("400", " Or an Idempotency-Key that is not 1 to 255 printable ASCII characters, or sent twice (INVALID_IDEMPOTENCY_KEY)."),
      "403": withReplayed("403"),
      "409": problemResponse("A request with this Idempotency-Key is still being answered (IDEMPOTENCY_KEY_IN_FLIGHT); send it again in a moment to have its answer.", {
        "Retry-After": { description: "Seconds to wait before sending it again.", schema: { type: "integer" } },
      }),
      "422": problemResponse(
        "This Idempotency-Key was first sent with another request: another body, or other explain or movement parameters (IDEMPOTENCY_KEY_REUSED). Nothing is priced.",
      ),
      "503": described("503", " Or the Idempotency-Key could not be reserved, so nothing is priced (IDEMPOTENCY_KEY_NOT_RESERVED); send it again with the same key."),
    },
  };
}
