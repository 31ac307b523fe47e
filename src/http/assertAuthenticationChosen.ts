import type { QuoteHandlerAuthentication } from "./quoteHandlerOptions.js";

/**
 * Refuses handler options that name no authentication, so that a handler is never open to
 * anyone by omission: either a token verifier (`authenticate`) or an explicit
 * `authentication: "none"` for a handler behind a gateway that authenticates. The types already
 * demand this; the check catches JavaScript callers and casts.
 *
 * @example
 * assertAuthenticationChosen({ authentication: "none" }, "createQuoteHandler"); // passes
 * assertAuthenticationChosen({}, "createQuoteHandler"); // throws TypeError
 */
export function assertAuthenticationChosen(options: Partial<QuoteHandlerAuthentication>, handlerName: string): void {
  const chosen = options as { authenticate?: unknown; authentication?: unknown };
  if (typeof chosen.authenticate === "function" && chosen.authentication !== "none") return;
  if (chosen.authenticate === undefined && chosen.authentication === "none") return;
  throw new TypeError(
    `pmi-rating: ${handlerName} needs \`authenticate\` (a token verifier, e.g. createJwtVerifier) or, behind a gateway that authenticates, \`authentication: "none"\`.`,
  );
}
