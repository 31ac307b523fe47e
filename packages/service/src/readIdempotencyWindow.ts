/** How long an idempotency key's first answer is given again, when `PMI_IDEMPOTENCY_WINDOW_HOURS` is unset: a day. */
export const DEFAULT_IDEMPOTENCY_WINDOW_HOURS = 24;

/** `PMI_IDEMPOTENCY_WINDOW_HOURS`: an hour to a week. */
export const IDEMPOTENCY_WINDOW_HOURS_RANGE = Object.freeze({ least: 1, most: 168 });

/**
 * How long the service gives a key's first answer again (docs/http.md, "Idempotency-Key"),
 * from `PMI_IDEMPOTENCY_WINDOW_HOURS`: a whole number of hours from 1 to 168, 24 when unset.
 * Anything else is a configuration problem rather than a guess.
 *
 * @example
 * readIdempotencyWindow({ PMI_IDEMPOTENCY_WINDOW_HOURS: "48" }); // { ok: true, windowMs: 172800000 }
 */
export function readIdempotencyWindow(env: Readonly<Record<string, string | undefined>>): { ok: true; windowMs: number } | { ok: false; problem: string } {
  const text = env.PMI_IDEMPOTENCY_WINDOW_HOURS?.trim() ?? "";
  const hours = text === "" ? DEFAULT_IDEMPOTENCY_WINDOW_HOURS : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  const { least, most } = IDEMPOTENCY_WINDOW_HOURS_RANGE;
  if (!(hours >= least && hours <= most))
    return { ok: false, problem: `PMI_IDEMPOTENCY_WINDOW_HOURS must be a whole number of hours from ${least} to ${most}, not "${text}".` };
  return { ok: true, windowMs: hours * 3_600_000 };
}
