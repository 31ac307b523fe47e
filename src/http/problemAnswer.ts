import type { ExchangeAnswer } from "./httpExchange.js";
import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { createProblemDetails, type ProblemContext, type ProblemInit } from "./problemResponse.js";
import { responseOfAnswer } from "./responseOfAnswer.js";

/**
 * The `application/problem+json` answer of a problem, with the problem's own headers (e.g.
 * `Allow`, `WWW-Authenticate`) and the correlation id echoed: the one definition of a problem
 * answer, whichever path (Web `Response` or node:http directly) carries it.
 *
 * @example
 * problemAnswer({ status: 404, code: "NOT_FOUND", detail: "No operation here." }, { correlationId: "c-1", problemTypeBase: "urn:pmi-rating:problem:" }).headers["correlation-id"]; // "c-1"
 */
export function problemAnswer(init: ProblemInit, context: ProblemContext): ExchangeAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  headers["content-type"] = PROBLEM_CONTENT_TYPE;
  headers["cache-control"] = "no-store";
  headers["x-content-type-options"] = "nosniff";
  if (context.correlationId !== undefined) headers["correlation-id"] = context.correlationId;
  return { status: init.status, headers, body: JSON.stringify(createProblemDetails(init, context)) };
}

/** An `application/problem+json` response for the problem, with the correlation id echoed. */
export function problemResponse(init: ProblemInit, context: ProblemContext): Response {
  return responseOfAnswer(problemAnswer(init, context));
}
