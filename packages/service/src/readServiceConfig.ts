/** How the reference service checks tokens. */
export type ServiceAuthentication =
  /** Test environment: the service issues its own tokens at POST /oauth2/token to the published test client. */
  | { readonly mode: "test" }
  /** Production: tokens of the operator's authorisation server, checked against its JWKS. */
  | { readonly mode: "production"; readonly jwksUrl: string; readonly issuer: string; readonly audience: string; readonly tokenUrl?: string };

/** The reference service's configuration, read from the environment. */
export interface ServiceConfig {
  readonly port: number;
  /** Interface to listen on (HOST); default 127.0.0.1, this machine only. */
  readonly host: string;
  /**
   * PMI_ALLOW_TEST_MODE_ON_NETWORK=true: the operator accepts that the test token endpoint,
   * whose client secret is published, answers on a non-loopback HOST (a demo container).
   */
  readonly allowTestModeOnNetwork: boolean;
  readonly authentication: ServiceAuthentication;
  /** Registered consuming systems; absent: `callingSystem` is not checked (test environment only). */
  readonly registry?: readonly string[];
  /** Folder of rating tables; absent: the default tables shipped with the package. */
  readonly tablesDir?: string;
}

/** What `readServiceConfig` read: the service's configuration, or every problem with the environment. */
export type ServiceConfigResult = { readonly ok: true; readonly config: ServiceConfig } | { readonly ok: false; readonly problems: readonly string[] };

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

/** Where the service listens when HOST is unset: this machine only, as the README promises. */
export const DEFAULT_HOST = "127.0.0.1";

/**
 * Reads the reference service's configuration from environment variables, reporting every
 * problem at once. Setting `PMI_JWKS_URL` selects production: `PMI_ISSUER`, `PMI_AUDIENCE` and
 * `PMI_REGISTRY` are then required, and the test token endpoint is off. A half-configured
 * production (issuer or audience without JWKS URL) is refused rather than quietly started with
 * the test token endpoint open.
 *
 * @example
 * readServiceConfig({ PORT: "9000" });
 * // { ok: true, config: { port: 9000, host: "127.0.0.1", allowTestModeOnNetwork: false, authentication: { mode: "test" } } }
 */
export function readServiceConfig(env: Readonly<Record<string, string | undefined>>): ServiceConfigResult {
  const problems: string[] = [];
  const portText = present(env.PORT) ?? "8080";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) problems.push(`PORT must be a port number from 0 to 65535, not "${portText}".`);

  const jwksUrl = present(env.PMI_JWKS_URL);
  const issuer = present(env.PMI_ISSUER);
  const audience = present(env.PMI_AUDIENCE);
  const tokenUrl = present(env.PMI_TOKEN_URL);
  const registryText = present(env.PMI_REGISTRY);
  const registry = registryText
    ?.split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (registryText !== undefined && registry?.length === 0) problems.push("PMI_REGISTRY must name at least one calling system (comma-separated).");

  let authentication: ServiceAuthentication = { mode: "test" };
  if (jwksUrl === undefined) {
    if (issuer !== undefined || audience !== undefined) {
      problems.push("PMI_ISSUER and PMI_AUDIENCE need PMI_JWKS_URL: set all three for production, or none for the test environment.");
    }
  } else {
    let url: URL | undefined;
    try {
      url = new URL(jwksUrl);
    } catch {
      problems.push(`PMI_JWKS_URL must be a URL, not "${jwksUrl}".`);
    }
    if (url !== undefined && url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
      problems.push("PMI_JWKS_URL must use https (plain http is allowed only for localhost): keys fetched in clear could be replaced in transit.");
    }
    if (issuer === undefined) problems.push("PMI_ISSUER is required with PMI_JWKS_URL: the expected iss of access tokens.");
    if (audience === undefined) problems.push("PMI_AUDIENCE is required with PMI_JWKS_URL: the expected aud of access tokens.");
    if (registry === undefined) problems.push("PMI_REGISTRY is required with PMI_JWKS_URL: the calling systems registered with the operator, comma-separated.");
    if (issuer !== undefined && audience !== undefined) {
      authentication = { mode: "production", jwksUrl, issuer, audience, ...(tokenUrl === undefined ? {} : { tokenUrl }) };
    }
  }

  const allowText = present(env.PMI_ALLOW_TEST_MODE_ON_NETWORK)?.toLowerCase();
  if (allowText !== undefined && allowText !== "true" && allowText !== "false") {
    problems.push(`PMI_ALLOW_TEST_MODE_ON_NETWORK must be true or false, not "${allowText}".`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const host = present(env.HOST) ?? DEFAULT_HOST;
  const tablesDir = present(env.PMI_TABLES_DIR);
  return {
    ok: true,
    config: {
      port,
      host,
      allowTestModeOnNetwork: allowText === "true",
      authentication,
      ...(registry === undefined ? {} : { registry }),
      ...(tablesDir === undefined ? {} : { tablesDir }),
    },
  };
}
