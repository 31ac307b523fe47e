/**
 * A base path in one canonical form: a leading slash, no trailing slash, `""` for none.
 *
 * @example
 * normaliseBasePath("pricing/"); // "/pricing"
 * normaliseBasePath("/"); // ""
 */
export function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? "").trim().replace(/\/+$/, "");
  return trimmed === "" || trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}
