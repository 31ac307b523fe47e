import type { FailureLimit } from "../http/createFailureLimiter.js";
import { DEFAULT_FAILED_AUTHENTICATION_LIMIT, DEFAULT_REFUSED_QUOTATION_LIMIT } from "../http/quoteHandlerOptions.js";
import { DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS, type TokenEndpointRateLimits } from "./createTokenEndpoint.js";

/** The service's rate limits on failed authentication, as read from its environment. */
export interface ServiceRateLimits {
  /** Refused access tokens per client address, on the quotation and the look-ups. */
  readonly failedAuthentication: FailureLimit | false;
  /** Problems of refused quotations (400) per authenticated client, on the quotation. */
  readonly refusedQuotations: FailureLimit | false;
  /** Failed client authentications at the test token endpoint. */
  readonly token: TokenEndpointRateLimits;
}

const VARIABLES = {
  failedAuthentication: "PMI_RATE_LIMIT_BAD_TOKENS",
  refusedQuotations: "PMI_RATE_LIMIT_REFUSED_QUOTES",
  failuresPerClient: "PMI_RATE_LIMIT_TOKEN_CLIENT",
  failuresPerAddress: "PMI_RATE_LIMIT_TOKEN_ADDRESS",
} as const;

/**
 * The service's rate limits from its environment, each written `<failures>/<seconds>` (e.g.
 * `100/60`) or `off`, on by default: `PMI_RATE_LIMIT_BAD_TOKENS` (refused access tokens per
 * address, default 100/60), `PMI_RATE_LIMIT_REFUSED_QUOTES` (problems of refused
 * quotations per authenticated client, default 600/60), `PMI_RATE_LIMIT_TOKEN_CLIENT` (failed secrets per client id,
 * 10/60) and `PMI_RATE_LIMIT_TOKEN_ADDRESS` (failed client authentications per address,
 * 20/60). A value that is neither is a configuration problem, not a guess (docs/http.md).
 *
 * @example
 * readRateLimits({ PMI_RATE_LIMIT_BAD_TOKENS: "off" });
 * // { ok: true, limits: { failedAuthentication: false, refusedQuotations: { failures: 600, perSeconds: 60 }, token: { failuresPerClient: { failures: 10, perSeconds: 60 }, ... } } }
 */
export function readRateLimits(env: Readonly<Record<string, string | undefined>>): { ok: true; limits: ServiceRateLimits } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string, fallback: FailureLimit | false): FailureLimit | false => {
    const value = env[name]?.trim().toLowerCase() ?? "";
    if (value === "") return fallback;
    if (value === "off") return false;
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(value);
    const failures = Number(match?.[1]);
    const perSeconds = Number(match?.[2]);
    if (match === null || failures < 1 || perSeconds < 1) {
      problems.push(`${name} must be <failures>/<seconds> with both at least 1 (e.g. 100/60), or off; not "${env[name]}".`);
      return fallback;
    }
    return { failures, perSeconds };
  };
  const limits: ServiceRateLimits = {
    failedAuthentication: read(VARIABLES.failedAuthentication, DEFAULT_FAILED_AUTHENTICATION_LIMIT),
    refusedQuotations: read(VARIABLES.refusedQuotations, DEFAULT_REFUSED_QUOTATION_LIMIT),
    token: {
      failuresPerClient: read(VARIABLES.failuresPerClient, DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS.failuresPerClient),
      failuresPerAddress: read(VARIABLES.failuresPerAddress, DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS.failuresPerAddress),
    },
  };
  return problems.length === 0 ? { ok: true, limits } : { ok: false, problems };
}
