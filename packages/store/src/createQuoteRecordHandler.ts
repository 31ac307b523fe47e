import type { TokenVerifier } from "pmi-rating/http";
import { answerWithProblemsAndLog } from "pmi-rating/http";
import { authenticateRequest, authenticationSettingsOf } from "pmi-rating/http";
import type { FailureLimit, FailureLimiter } from "pmi-rating/http";
import type { Tarpit } from "pmi-rating/http";
import { failureLimiterOf } from "pmi-rating/http";
import type { FetchHandler } from "pmi-rating/http";
import { fetchHandlerOf } from "pmi-rating/http";
import type { ExchangeAnswer, ExchangeRequest } from "pmi-rating/http";
import type { ProblemInit } from "pmi-rating/http";
import { DEFAULT_FAILED_AUTHENTICATION_LIMIT, DEFAULT_PROBLEM_TYPE_BASE, DEFAULT_REALM, QUOTE_PATH } from "pmi-rating/http";
import type { RequestLogger } from "pmi-rating/http";
import type { TablesByHash } from "./createTablesByHash.js";
import type { QuoteRecord, QuoteStore } from "./quoteRecord.js";
import { repriceRecord } from "./repriceRecord.js";

export interface QuoteRecordHandlerOptions {
  readonly store: Pick<QuoteStore, "find">;
  /** The tables of a content hash, for `?explain=true`. */
  readonly tablesByHash: TablesByHash;
  /** The same verifier as the quotation's; absent: no authentication (records of client ""). */
  readonly authenticate?: TokenVerifier;
  readonly realm?: string;
  readonly problemTypeBase?: string;
  readonly logger?: RequestLogger;
  readonly onError?: (error: unknown) => void;
  /** The quotation's path (default `/v1/individualHealthcarePolicy/quote`); records are at `{path}/{quoteId}`. */
  readonly quotePath?: string;
  /**
   * Refused tokens per client address, as for the quotation: an address that has used them up
   * gets 429 `TOO_MANY_REQUESTS` with `Retry-After`, before its token is verified. Give the
   * quotation's limiter so that both operations count against one limit; default
   * `DEFAULT_FAILED_AUTHENTICATION_LIMIT` (this handler's own count); `false` for none.
   */
  readonly failedAuthenticationLimit?: FailureLimit | FailureLimiter | false;
  /** Holds that 429 before it is sent (`createTarpit`); absent: answered at once. */
  readonly tarpit?: Tarpit;
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A record as the API shows it: request, response and warnings as JSON. */
function shownRecord(record: QuoteRecord): Record<string, unknown> {
  return {
    quoteId: record.quoteId,
    receivedAt: record.receivedAt,
    outcome: record.outcome,
    status: record.status,
    callerQuoteId: record.callerQuoteId,
    correlationId: record.correlationId,
    requestingSystem: record.requestingSystem,
    callingSystem: record.callingSystem,
    clientId: record.clientId,
    tables: {
      version: record.tablesVersion,
      hash: record.tablesVersionHash,
      setHash: record.tablesHash,
      ...(record.unapprovedTablesAllowed === true ? { unapprovedTablesAllowed: true } : {}),
    },
    explain: record.explain,
    request: jsonOrText(record.request),
    response: jsonOrText(record.response),
    warnings: jsonOrText(record.warnings),
  };
}

const NOT_FOUND: ProblemInit = {
  status: 404,
  code: "QUOTE_NOT_FOUND",
  detail: "There is no quote with this id for your client; check the Quote-ID the quotation answered.",
};

const UNUSABLE_TARGET: ProblemInit = {
  status: 400,
  code: "INVALID_REQUEST_TARGET",
  detail: "The request target is not a usable path: a percent-escape in it is not UTF-8.",
};

function nonEmpty(text: string | undefined): string | undefined {
  return text === "" ? undefined : text;
}

/** The path segment with its percent-escapes decoded, or undefined when one is malformed or not UTF-8. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * `GET {quotePath}/{quoteId}`: the record of a quote, to the client that asked for it and no
 * other (another client's quote is 404, as if it did not exist, so that ids cannot be probed).
 * Same bearer authentication as the quotation. With `?explain=true` the worksheet is derived
 * again from the stored request and the stored tables, with `reproduced` saying whether every
 * figure equals the one answered that day.
 *
 * @example
 * const handler = createQuoteRecordHandler({ store, tablesByHash: createTablesByHash(store, [tables]), authenticate });
 * (await handler(new Request(`http://localhost/v1/individualHealthcarePolicy/quote/${quoteId}`, { headers }))).status; // 200
 */
export function createQuoteRecordHandler(options: QuoteRecordHandlerOptions): FetchHandler {
  const prefix = `${options.quotePath ?? QUOTE_PATH}/`;
  const realm = options.realm ?? DEFAULT_REALM;
  // Made once: a flood of bad tokens on the records' path costs no signature checks either.
  const failures = failureLimiterOf(options.failedAuthenticationLimit, DEFAULT_FAILED_AUTHENTICATION_LIMIT);
  const authentication = authenticationSettingsOf(options, realm, failures, options.tarpit);

  async function answer(request: ExchangeRequest, seen: { clientId?: string }): Promise<ExchangeAnswer | ProblemInit> {
    const quoteId = request.path.startsWith(prefix) ? decodedSegment(request.path.slice(prefix.length)) : "";
    // A percent-escape that is not UTF-8 (%ZZ, a lone %, %C0%AF) names no quote: the caller's error.
    if (quoteId === undefined) return UNUSABLE_TARGET;
    if (quoteId === "" || quoteId.includes("/"))
      return { status: 404, code: "NOT_FOUND", detail: `There is no operation at this path; a quote's record is GET ${prefix}{quoteId}.` };
    if (request.method !== "GET" && request.method !== "HEAD")
      return { status: 405, code: "METHOD_NOT_ALLOWED", detail: "A quote's record is read with GET.", headers: { allow: "GET" } };
    const authenticated = await authenticateRequest(request, authentication);
    if (!authenticated.ok) return authenticated.problem;
    // The owner of records: "" only without authentication (behind a gateway). A verifier's
    // principal that names no client (an empty client_id, say) owns nothing and reads nothing.
    const clientId = nonEmpty(authenticated.value?.clientId) ?? nonEmpty(authenticated.value?.subject) ?? "";
    if (clientId !== "") seen.clientId = clientId;
    if (clientId === "" && options.authenticate !== undefined) return NOT_FOUND;
    const explainValues = request.query.getAll("explain").map((value) => value.toLowerCase());
    if (explainValues.length > 1 || (explainValues[0] !== undefined && explainValues[0] !== "true" && explainValues[0] !== "false")) {
      const message = "The explain parameter, when given once, is true or false.";
      return { status: 400, code: "INVALID_QUERY_PARAMETER", detail: message, errors: [{ parameter: "explain", code: "INVALID_QUERY_PARAMETER", message }] };
    }
    const record = await options.store.find(quoteId);
    if (record === undefined || record.clientId !== clientId) return NOT_FOUND;
    const shown = shownRecord(record);
    if (explainValues[0] === "true" && record.outcome === "quoted") {
      const tables = await options.tablesByHash(record.tablesHash);
      if (tables === undefined) {
        shown.rederived = { reproduced: false, reason: "The tables that priced this quote are not on record." };
      } else {
        const repriced = repriceRecord(record, tables);
        shown.rederived = repriced.reproduced
          ? { reproduced: true, worksheet: repriced.quoteResponse.worksheet }
          : {
              reproduced: false,
              reason: repriced.reason,
              differences: repriced.differences,
              ...(repriced.quoteResponse === undefined ? {} : { worksheet: repriced.quoteResponse.worksheet }),
            };
      }
    }
    const headers = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff", "quote-id": record.quoteId };
    return { status: 200, headers, body: request.method === "HEAD" ? null : JSON.stringify({ quoteRecord: shown }) };
  }

  return fetchHandlerOf(
    answerWithProblemsAndLog(answer, { problemTypeBase: options.problemTypeBase ?? DEFAULT_PROBLEM_TYPE_BASE, logger: options.logger, onError: options.onError }),
  );
}
