/** The setting that lets the service price with tables not approved as they are. */
export const ALLOW_UNAPPROVED_TABLES_SETTING = "PMI_ALLOW_UNAPPROVED_TABLES";

/**
 * Whether the operator lets the service price with tables whose versions are not all approved
 * as they are (a draft, a version without sign-off, one changed after approval), from
 * `PMI_ALLOW_UNAPPROVED_TABLES`: off unless it is `true` (also `1`, `yes`, `on`); anything else
 * unrecognised is a configuration problem rather than a guess. When on, the service says so in
 * its log at start and on every quote's record.
 *
 * @example
 * readAllowUnapprovedTables({ PMI_ALLOW_UNAPPROVED_TABLES: "true" }); // { ok: true, allowed: true }
 */
export function readAllowUnapprovedTables(env: Readonly<Record<string, string | undefined>>): { ok: true; allowed: boolean } | { ok: false; problem: string } {
  const text = env[ALLOW_UNAPPROVED_TABLES_SETTING]?.trim() ?? "";
  const value = text.toLowerCase();
  if (value === "" || ["false", "0", "no", "off"].includes(value)) return { ok: true, allowed: false };
  if (["true", "1", "yes", "on"].includes(value)) return { ok: true, allowed: true };
  const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return { ok: false, problem: `${ALLOW_UNAPPROVED_TABLES_SETTING} must be true or false, not ${JSON.stringify(shown)}.` };
}
