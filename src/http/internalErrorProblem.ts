import type { ProblemInit } from "./problemResponse.js";

/**
 * The one 500 problem: what a client is told when the service fails on its side. It carries
 * no cause and no request data (those go to the operator's `onError`, never to the client).
 *
 * @example
 * problemAnswer(INTERNAL_ERROR_PROBLEM, { correlationId: "c-1", problemTypeBase }).status; // 500
 */
export const INTERNAL_ERROR_PROBLEM: ProblemInit = Object.freeze({
  status: 500,
  code: "INTERNAL_ERROR",
  detail: "The service could not complete the request; try again later.",
});
