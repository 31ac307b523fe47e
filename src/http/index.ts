/**
 * `pmi-rating/http`: the HTTP adapter of the rating library, on the Web-standard Fetch API
 * (Request in, Response out), so that it runs under node:http, Hono, Fastify, Bun, Deno or a
 * serverless runtime. The core library knows nothing of HTTP. See docs/http.md.
 *
 * @packageDocumentation
 * @module pmi-rating/http
 */
export { createQuoteHandler } from "./createQuoteHandler.js";
export type { ConnectionInfo, FetchHandler } from "./fetchHandler.js";
export { createFailureLimiter, type FailureLimit, type FailureLimiter, type FailureLimiterOptions } from "./createFailureLimiter.js";
export { createTarpit, DEFAULT_TARPIT, type Tarpit, type TarpitOptions } from "./createTarpit.js";
export {
  DEFAULT_FAILED_AUTHENTICATION_LIMIT,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_PROBLEM_TYPE_BASE,
  DEFAULT_REALM,
  DEFAULT_REQUIRED_SCOPE,
  QUOTE_PATH,
  type QuoteFunction,
  type QuoteHandlerLimits,
  type QuoteHandlerAuthentication,
  type QuoteHandlerBaseOptions,
  type QuoteHandlerOptions,
} from "./quoteHandlerOptions.js";
export type { AnsweredQuotation, RecordQuotation } from "./answeredQuotation.js";
export {
  DEFAULT_IDEMPOTENCY_WINDOW_MS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type IdempotencyClaim,
  type IdempotencyKeys,
  type KeptAnswer,
  type KeyReservation,
  type ReservedKey,
} from "./idempotencyKeys.js";
export { createMemoryIdempotencyKeys, type MemoryIdempotencyKeysOptions } from "./createMemoryIdempotencyKeys.js";
export type { Principal, TokenVerification, TokenVerifier } from "./authentication.js";
export {
  HTTP_PROBLEM_CODES,
  PROBLEM_CONTENT_TYPE,
  ProblemDetailsSchema,
  ProblemErrorSchema,
  type HttpProblemCode,
  type ProblemDetails,
  type ProblemError,
} from "./problemDetails.js";
export type { RequestLogEntry, RequestLogger } from "./requestLog.js";
export { buildOpenApiDocument, type Json, type OpenApiDocument, type OpenApiExample, type OpenApiDocumentOptions } from "./buildOpenApiDocument.js";
export { createLookupHandler, INCENTIVES_PATH, NCD_LEVEL_PATH, type LookupHandlerOptions } from "./createLookupHandler.js";

// Building blocks the workspace packages compose
export { answerWithProblemsAndLog, type AnswerAndLogOptions, type CallerSeen, type OperationAnswer } from "./answerWithProblemsAndLog.js";
export { authenticateRequest, authenticationSettingsOf, type AuthenticationSettings, type Outcome } from "./authenticateRequest.js";
export { clientErrorProblem } from "./clientErrorProblem.js";
export { duplicateKeysOfParsedJson } from "./duplicateKeysOfParsedJson.js";
export type { DuplicateJsonKeys } from "./findDuplicateJsonKeys.js";
export { failureLimiterOf } from "./failureLimiterOf.js";
export { fetchHandlerOf } from "./fetchHandlerOf.js";
export type { ExchangeAnswer, ExchangeHandler, ExchangeRequest, HeaderReader } from "./httpExchange.js";
export { INTERNAL_ERROR_PROBLEM } from "./internalErrorProblem.js";
export { normaliseBasePath } from "./normaliseBasePath.js";
export { parseRequestJson, type ParsedJson } from "./parseRequestJson.js";
export { pathAndSearchOfUrl, type PathAndSearch } from "./pathAndSearchOfUrl.js";
export { problemAnswer } from "./problemAnswer.js";
export { problemResponse } from "./problemAnswer.js";
export type { ProblemContext, ProblemInit } from "./problemResponse.js";
export { DEFAULT_REFUSED_QUOTATION_LIMIT } from "./quoteHandlerOptions.js";
export { rawProblemResponse } from "./rawProblemResponse.js";
export { usableCorrelationId } from "./readCallerHeaders.js";
export { readIdempotencyKey, type IdempotencyKeyHeader } from "./readIdempotencyKey.js";
export { idempotencyFingerprintOf, type FingerprintedRequest } from "./idempotencyFingerprintOf.js";
export { readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";
export type { BodyText } from "./decodeUtf8Strictly.js";
export { heldTooManyFailuresProblem, type RefusalHold } from "./tooManyFailuresProblem.js";
