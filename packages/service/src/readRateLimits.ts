import type { FailureLimit } from "pmi-rating/http";
import { DEFAULT_TARPIT, type TarpitOptions } from "pmi-rating/http";
import { DEFAULT_FAILED_AUTHENTICATION_LIMIT, DEFAULT_REFUSED_QUOTATION_LIMIT } from "pmi-rating/http";
import { DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS, type TokenEndpointRateLimits } from "./createTokenEndpoint.js";

/** The service's rate limits on failed authentication, as read from its environment. */
export interface ServiceRateLimits {
  /** Refused access tokens per client address, on the quotation and the look-ups. */
  readonly failedAuthentication: FailureLimit | false;
  /** Problems of refused quotations (400) per authenticated client, on the quotation. */
  readonly refusedQuotations: FailureLimit | false;
  /** Failed client authentications at the test token endpoint. */
  readonly token: TokenEndpointRateLimits;
  /** How each of these limits' 429 answers is held before it is sent, and how many at once. */
  readonly tarpit: TarpitOptions;
}

const VARIABLES = {
  failedAuthentication: "PMI_RATE_LIMIT_BAD_TOKENS",
  refusedQuotations: "PMI_RATE_LIMIT_REFUSED_QUOTES",
  failuresPerClient: "PMI_RATE_LIMIT_TOKEN_CLIENT",
  failuresPerAddress: "PMI_RATE_LIMIT_TOKEN_ADDRESS",
  delayMs: "PMI_RATE_LIMIT_DELAY_MS",
  maxHeld: "PMI_RATE_LIMIT_MAX_HELD",
} as const;

/** The longest hold `PMI_RATE_LIMIT_DELAY_MS` may ask for (a hold is never longer than the `Retry-After` anyway). */
const MAX_DELAY_MS = 60_000;
/** The most failures a limit may allow in its window. */
const MAX_FAILURES = 1_000_000;
/** The longest window a limit may count over: a day. */
const MAX_WINDOW_SECONDS = 86_400;
/** The most answers `PMI_RATE_LIMIT_MAX_HELD` may let the service hold at once. */
const MAX_HELD = 100_000;

/**
 * The service's rate limits from its environment, each written `<failures>/<seconds>` (e.g.
 * `100/60`, failures from 1 to 1,000,000, seconds from 1 to 86,400) or `off`, on by default: `PMI_RATE_LIMIT_BAD_TOKENS` (refused access tokens per
 * address, default 100/60), `PMI_RATE_LIMIT_REFUSED_QUOTES` (problems of refused
 * quotations per authenticated client, default 600/60), `PMI_RATE_LIMIT_TOKEN_CLIENT` (failed secrets per client id,
 * 10/60) and `PMI_RATE_LIMIT_TOKEN_ADDRESS` (failed client authentications per address,
 * 20/60). A value that is neither is a configuration problem, not a guess (docs/http.md).
 * Their 429 answers are held before they are sent: `PMI_RATE_LIMIT_DELAY_MS` (default 1000,
 * at most 60000, 0 to answer at once; never longer than the `Retry-After`), at most
 * `PMI_RATE_LIMIT_MAX_HELD` at once (default 256, 0 for none; beyond it, answered at once).
 *
 * @example
 * readRateLimits({ PMI_RATE_LIMIT_BAD_TOKENS: "off" });
 * // { ok: true, limits: { failedAuthentication: false, refusedQuotations: { failures: 600, perSeconds: 60 }, token: { failuresPerClient: { failures: 10, perSeconds: 60 }, ... }, tarpit: { delayMs: 1000, maxHeld: 256 } } }
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
    if (match === null || !(failures >= 1 && failures <= MAX_FAILURES) || !(perSeconds >= 1 && perSeconds <= MAX_WINDOW_SECONDS)) {
      problems.push(
        `${name} must be <failures>/<seconds> with failures from 1 to ${MAX_FAILURES} and seconds from 1 to ${MAX_WINDOW_SECONDS} (e.g. 100/60), or off; not "${env[name]}".`,
      );
      return fallback;
    }
    return { failures, perSeconds };
  };
  const readWhole = (name: string, fallback: number, most: number): number => {
    const value = env[name]?.trim() ?? "";
    if (value === "") return fallback;
    const whole = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(whole <= most)) {
      problems.push(`${name} must be a whole number from 0 to ${most}; not "${env[name]}".`);
      return fallback;
    }
    return whole;
  };
  const limits: ServiceRateLimits = {
    failedAuthentication: read(VARIABLES.failedAuthentication, DEFAULT_FAILED_AUTHENTICATION_LIMIT),
    refusedQuotations: read(VARIABLES.refusedQuotations, DEFAULT_REFUSED_QUOTATION_LIMIT),
    token: {
      failuresPerClient: read(VARIABLES.failuresPerClient, DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS.failuresPerClient),
      failuresPerAddress: read(VARIABLES.failuresPerAddress, DEFAULT_TOKEN_ENDPOINT_RATE_LIMITS.failuresPerAddress),
    },
    tarpit: {
      delayMs: readWhole(VARIABLES.delayMs, DEFAULT_TARPIT.delayMs, MAX_DELAY_MS),
      maxHeld: readWhole(VARIABLES.maxHeld, DEFAULT_TARPIT.maxHeld, MAX_HELD),
    },
  };
  return problems.length === 0 ? { ok: true, limits } : { ok: false, problems };
}
