import { answerWithProblemsAndLog } from "./answerWithProblemsAndLog.js";
import { fetchHandlerOf } from "./fetchHandlerOf.js";
import type { ExchangeAnswer, ExchangeRequest } from "./httpExchange.js";
import { INCENTIVES_PARAMETERS, NCD_LEVEL_PARAMETERS, PRICE_DATE_PARAMETER, type LookupParameter } from "../lookups/lookupParameters.js";
import { safeEligibleIncentives } from "../lookups/safeEligibleIncentives.js";
import { safeExpectedNcdLevel } from "../lookups/safeExpectedNcdLevel.js";
import type { LookupResult } from "../lookups/types.js";
import type { RatingTables } from "../engine/types.js";
import { assertAuthenticationChosen } from "./assertAuthenticationChosen.js";
import { authenticateRequest, authenticationSettingsOf } from "./authenticateRequest.js";
import type { FetchHandler } from "./fetchHandler.js";
import { readLookupQuery } from "./lookupQuery.js";
import { failureLimiterOf } from "./failureLimiterOf.js";
import { normaliseBasePath } from "./normaliseBasePath.js";
import type { ProblemInit } from "./problemResponse.js";
import {
  DEFAULT_FAILED_AUTHENTICATION_LIMIT,
  DEFAULT_PROBLEM_TYPE_BASE,
  DEFAULT_REALM,
  type QuoteHandlerAuthentication,
  type QuoteHandlerBaseOptions,
} from "./quoteHandlerOptions.js";
import { readCallerHeaders } from "./readCallerHeaders.js";

/** The NCD level look-up's path below the base path. */
export const NCD_LEVEL_PATH = "/v1/individualHealthcarePolicy/ncdLevel";
/** The incentives look-up's path below the base path. */
export const INCENTIVES_PATH = "/v1/individualHealthcarePolicy/incentives";

/** The look-up handler takes the quote handler's options that concern it. */
export type LookupHandlerOptions = Pick<
  QuoteHandlerBaseOptions,
  "tables" | "realm" | "logger" | "onError" | "basePath" | "problemTypeBase" | "failedAuthenticationLimit" | "tarpit"
> &
  QuoteHandlerAuthentication;

interface Operation {
  /** The query parameters, from the look-up's description (lookupParameters.ts). */
  readonly parameters: readonly string[];
  /** Those read as whole numbers: the integer fields. */
  readonly numeric: readonly string[];
  /** The bound of each text field (its `maxLength`), which the query's reading applies. */
  readonly textLengths: Readonly<Record<string, number>>;
  readonly answer: (values: Record<string, string | number>, tables: RatingTables, priceDate: string) => LookupResult<unknown>;
}

/** The operation of a look-up: its question's parameters and `priceDate`, as described once. */
function operationOf(question: readonly LookupParameter[], answer: Operation["answer"]): Operation {
  const parameters = [...question, PRICE_DATE_PARAMETER];
  return {
    parameters: parameters.map((parameter) => parameter.field.name),
    numeric: parameters.filter((parameter) => parameter.field.kind === "integer").map((parameter) => parameter.field.name),
    textLengths: Object.fromEntries(parameters.flatMap(({ field }) => (field.kind === "text" ? [[field.name, field.maxLength]] : []))),
    answer,
  };
}

const OPERATIONS: Readonly<Record<string, Operation>> = {
  [NCD_LEVEL_PATH]: operationOf(NCD_LEVEL_PARAMETERS, (values, tables, priceDate) => safeExpectedNcdLevel(values as never, tables, priceDate)),
  [INCENTIVES_PATH]: operationOf(INCENTIVES_PARAMETERS, (values, tables, priceDate) => safeEligibleIncentives(values, tables, priceDate)),
};

/** Today in UTC as YYYY-MM-DD: the price date of a look-up that names none. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The look-up operations beside the quotation, as a Web-standard handler:
 * `GET {basePath}/v1/individualHealthcarePolicy/ncdLevel?uwType=&memberYearsClaimFree=&ncdUplift=&priceDate=`
 * (`expectedNcdLevel`) and
 * `GET {basePath}/v1/individualHealthcarePolicy/incentives?fsaNumber=&paymentType=&paymentFrequency=&priceDate=`
 * (`eligibleIncentives`). The same authentication, caller headers, problem bodies and logs as
 * the quotation: path (404), method (405), bearer token (401/403/503), headers and query (400),
 * question (400, every problem with `parameter`), then 200 with the answer. `priceDate` defaults
 * to today (UTC).
 *
 * @example
 * import { defaultTables } from "pmi-rating/tables";
 * const lookups = createLookupHandler({ tables: defaultTables });
 * const response = await lookups(
 *   new Request("http://localhost/v1/individualHealthcarePolicy/ncdLevel?uwType=CME&memberYearsClaimFree=2&priceDate=2026-03-01", {
 *     headers: { "Correlation-ID": "c-1", "Requesting-System": "HrSolWeb" },
 *   }),
 * );
 * await response.json(); // { tablesVersion: "2026.1", level: 10, from: 10, to: 10, ... }
 */
export function createLookupHandler(options: LookupHandlerOptions): FetchHandler {
  assertAuthenticationChosen(options, "createLookupHandler");
  const basePath = normaliseBasePath(options.basePath);
  const realm = options.realm ?? DEFAULT_REALM;
  const problemTypeBase = options.problemTypeBase ?? DEFAULT_PROBLEM_TYPE_BASE;
  const failures = failureLimiterOf(options.failedAuthenticationLimit, DEFAULT_FAILED_AUTHENTICATION_LIMIT);
  // The same for every request: made once, not per request.
  const authentication = authenticationSettingsOf(options, realm, failures, options.tarpit);
  const operations = new Map(Object.entries(OPERATIONS).map(([path, operation]) => [basePath + path, operation]));

  async function answer(request: ExchangeRequest, seen: { clientId?: string }): Promise<ExchangeAnswer | ProblemInit> {
    const operation = operations.get(request.path);
    if (operation === undefined) {
      return { status: 404, code: "NOT_FOUND", detail: `There is no operation at this path; the look-ups are GET ${[...operations.keys()].join(" and GET ")}.` };
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return { status: 405, code: "METHOD_NOT_ALLOWED", detail: `${request.method} is not allowed here; ask the look-up with GET.`, headers: { allow: "GET, HEAD" } };
    }
    const authenticated = await authenticateRequest(request, authentication);
    if (!authenticated.ok) return authenticated.problem;
    const clientId = authenticated.value?.clientId ?? authenticated.value?.subject;
    if (clientId !== undefined) seen.clientId = clientId;
    const caller = readCallerHeaders(request.headers, new URLSearchParams());
    const query = readLookupQuery(request.query, operation.parameters, operation.numeric, operation.textLengths);
    const errors = [...(caller.ok ? [] : caller.errors), ...(query.ok ? [] : query.errors)];
    if (!caller.ok || !query.ok) {
      const first = errors[0]?.code ?? "INVALID_REQUEST";
      const code = errors.every((error) => error.code === first) ? first : "INVALID_REQUEST";
      return { status: 400, code, detail: "The request's headers or query parameters are not usable; see errors.", errors };
    }
    const { priceDate, ...question } = query.values;
    const result = operation.answer(question, options.tables, typeof priceDate === "string" ? priceDate : todayUtc());
    if (!result.success) {
      const problems = result.issues.map((issue) => ({ parameter: issue.path.replace(/^\//, ""), code: issue.code, message: issue.message }));
      const first = problems[0]?.code ?? "INVALID_REQUEST";
      const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
      return {
        status: 400,
        code: problems.every((problem) => problem.code === first) ? first : "INVALID_REQUEST",
        detail: `The look-up has ${count}; see errors.`,
        errors: problems,
      };
    }
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "correlation-id": caller.correlationId,
    };
    return { status: 200, headers, body: JSON.stringify(result.data) };
  }

  const answerAndLog = answerWithProblemsAndLog(answer, { problemTypeBase, logger: options.logger, onError: options.onError });
  // A HEAD request gets the GET answer's status and headers, without its body.
  return fetchHandlerOf(async function handleLookupRequest(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const answered = await answerAndLog(request);
    return request.method === "HEAD" ? { ...answered, body: null } : answered;
  });
}
