/**
 * Whether the service serves `GET /metrics`, from `PMI_METRICS`: on unless it is `off`
 * (also `false`, `0`, `no`); anything else unrecognised is a configuration problem rather than
 * a guess.
 *
 * @example
 * readMetricsEnabled({ PMI_METRICS: "off" }); // { ok: true, enabled: false }
 */
export function readMetricsEnabled(env: Readonly<Record<string, string | undefined>>): { ok: true; enabled: boolean } | { ok: false; problem: string } {
  const value = env.PMI_METRICS?.trim().toLowerCase() ?? "";
  if (value === "" || ["on", "true", "1", "yes"].includes(value)) return { ok: true, enabled: true };
  if (["off", "false", "0", "no"].includes(value)) return { ok: true, enabled: false };
  return { ok: false, problem: `PMI_METRICS must be on or off, not "${env.PMI_METRICS}".` };
}
