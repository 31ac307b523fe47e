import type { ParsedVersion } from "pmi-rating/tables";
import { SIGN_OFF_MANIFEST_KEYS } from "pmi-rating/tables";

/**
 * A version marked a draft, its sign-off removed: adjusted tables must be approved again.
 *
 * @example
 * asDraft(v2026).manifest; // { …, status: "draft" } without approvedBy, approvedAt, approvedHash
 */
export function asDraft(version: ParsedVersion): ParsedVersion {
  const manifest = Object.fromEntries(Object.entries((version.manifest ?? {}) as Record<string, unknown>).filter(([key]) => !SIGN_OFF_MANIFEST_KEYS.includes(key)));
  return { ...version, manifest: { ...manifest, status: "draft" } };
}
