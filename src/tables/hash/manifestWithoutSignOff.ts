/** The manifest keys that record a sign-off rather than describe the tariff. */
export const SIGN_OFF_MANIFEST_KEYS: readonly string[] = ["status", "approvedBy", "approvedAt", "approvedHash"];

/**
 * A manifest as the content hash sees it: without its sign-off keys, so that approving a
 * version (which writes them) does not change the hash it approves, and the hash a quote
 * reports is the hash the approver signed. Anything else (a non-object manifest) is kept as is.
 *
 * @example
 * manifestWithoutSignOff({ version: "2026.1", status: "approved", approvedBy: "A. Actuary" }); // { version: "2026.1" }
 */
export function manifestWithoutSignOff(manifest: unknown): unknown {
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) return manifest;
  return Object.fromEntries(Object.entries(manifest).filter(([key]) => !SIGN_OFF_MANIFEST_KEYS.includes(key)));
}
