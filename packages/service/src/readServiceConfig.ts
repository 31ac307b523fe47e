/** How the reference service checks tokens. */
export type ServiceAuthentication =
  /** Test environment: the service issues its own tokens at POST /oauth2/token to the published test client. */
  | { readonly mode: "test" }
  /** Production: tokens of the operator's authorisation server, checked against its JWKS. */
  | { readonly mode: "production"; readonly jwksUrl: string; readonly issuer: string; readonly audience: string; readonly tokenUrl?: string };

/**
 * What the service is run for (PMI_MODE):
 * - `test`: the test environment (its own token endpoint, the published test client), on this
 *   machine only (a loopback HOST); the default when PMI_JWKS_URL is unset.
 * - `demo`: the same test environment, allowed on any HOST because the operator asked for it by
 *   name, and said loudly in the log: a throw-away demo container.
 * - `production`: tokens of the operator's authorisation server only; refuses to start without
 *   PMI_JWKS_URL, PMI_ISSUER, PMI_AUDIENCE and PMI_REGISTRY. The default when PMI_JWKS_URL is set,
 *   and the container image's default.
 */
export type ServiceMode = "test" | "demo" | "production";

/** The values PMI_MODE accepts. */
export const SERVICE_MODES: readonly ServiceMode[] = Object.freeze(["test", "demo", "production"]);

/** The reference service's configuration, read from the environment. */
export interface ServiceConfig {
  readonly port: number;
  /** Interface to listen on (HOST); default 127.0.0.1, this machine only. */
  readonly host: string;
  /** What the service is run for (PMI_MODE, else inferred from PMI_JWKS_URL). */
  readonly mode: ServiceMode;
  readonly authentication: ServiceAuthentication;
  /** Registered consuming systems; absent: `callingSystem` is not checked (test and demo only). */
  readonly registry?: readonly string[];
  /** Folder of rating tables; absent: the default tables shipped with the package. */
  readonly tablesDir?: string;
}

/** What `readServiceConfig` read: the service's configuration, or every problem with the environment. */
export type ServiceConfigResult = { readonly ok: true; readonly config: ServiceConfig } | { readonly ok: false; readonly problems: readonly string[] };

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The longest part of a refused setting's value quoted back in a problem. */
const MOST_QUOTED_CHARACTERS = 60;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function quoted(value: string): string {
  return JSON.stringify(value.length > MOST_QUOTED_CHARACTERS ? `${value.slice(0, MOST_QUOTED_CHARACTERS)}…` : value);
}

/** Where the service listens when HOST is unset: this machine only, as the README promises. */
export const DEFAULT_HOST = "127.0.0.1";

/** What each production setting is, for a problem that asks for it. */
const PRODUCTION_SETTINGS = [
  ["PMI_JWKS_URL", "the https URL of the authorisation server's key set, its JWKS"],
  ["PMI_ISSUER", "the iss of its access tokens"],
  ["PMI_AUDIENCE", "the aud of its access tokens"],
  ["PMI_REGISTRY", "the calling systems registered with the operator, comma-separated"],
] as const;

/**
 * Reads the reference service's configuration from environment variables, reporting every
 * problem at once. `PMI_MODE` says what the service is run for (`ServiceMode`); unset, setting
 * `PMI_JWKS_URL` selects production and leaving it out the test environment. Production requires
 * `PMI_JWKS_URL`, `PMI_ISSUER`, `PMI_AUDIENCE` and `PMI_REGISTRY`, and has no token endpoint. A
 * half-configured production (issuer or audience without JWKS URL) is refused rather than
 * quietly started with the test token endpoint open.
 *
 * @example
 * readServiceConfig({ PORT: "9000" });
 * // { ok: true, config: { port: 9000, host: "127.0.0.1", mode: "test", authentication: { mode: "test" } } }
 */
export function readServiceConfig(env: Readonly<Record<string, string | undefined>>): ServiceConfigResult {
  const problems: string[] = [];
  const portText = present(env.PORT) ?? "8080";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) problems.push(`PORT must be a port number from 0 to 65535, not ${quoted(portText)}.`);

  const registryText = present(env.PMI_REGISTRY);
  const registry = registryText
    ?.split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (registryText !== undefined && registry?.length === 0) problems.push("PMI_REGISTRY must name at least one calling system (comma-separated).");

  const modeText = present(env.PMI_MODE)?.toLowerCase();
  const namedMode = SERVICE_MODES.find((mode) => mode === modeText);
  if (modeText !== undefined && namedMode === undefined) problems.push(`PMI_MODE must be test, demo or production, not ${quoted(modeText)}.`);
  if (present(env.PMI_ALLOW_TEST_MODE_ON_NETWORK) !== undefined) {
    problems.push("PMI_ALLOW_TEST_MODE_ON_NETWORK is replaced by PMI_MODE=demo (the test environment on a network interface, for a throw-away demo): remove it.");
  }
  const mode = namedMode ?? (present(env.PMI_JWKS_URL) === undefined ? "test" : "production");
  const authentication = mode === "production" ? readProductionAuthentication(env, registry, problems) : readTestAuthentication(env, mode, problems);

  if (problems.length > 0 || authentication === undefined) return { ok: false, problems };
  const host = present(env.HOST) ?? DEFAULT_HOST;
  const tablesDir = present(env.PMI_TABLES_DIR);
  return {
    ok: true,
    config: {
      port,
      host,
      mode,
      authentication,
      ...(registry === undefined ? {} : { registry }),
      ...(tablesDir === undefined ? {} : { tablesDir }),
    },
  };
}

/** Production's settings, each missing or unusable one added to `problems`. */
function readProductionAuthentication(
  env: Readonly<Record<string, string | undefined>>,
  registry: readonly string[] | undefined,
  problems: string[],
): ServiceAuthentication | undefined {
  const jwksUrl = present(env.PMI_JWKS_URL);
  const issuer = present(env.PMI_ISSUER);
  const audience = present(env.PMI_AUDIENCE);
  const tokenUrl = present(env.PMI_TOKEN_URL);
  const given: Record<(typeof PRODUCTION_SETTINGS)[number][0], unknown> = { PMI_JWKS_URL: jwksUrl, PMI_ISSUER: issuer, PMI_AUDIENCE: audience, PMI_REGISTRY: registry };
  const missing = PRODUCTION_SETTINGS.filter(([name]) => given[name] === undefined);
  if (missing.length > 0) {
    const wanted = missing.map(([name, meaning]) => `${name} (${meaning})`).join(", ");
    problems.push(
      `Production mode needs the operator's authorisation server, and ${missing.map(([name]) => name).join(", ")} ${missing.length === 1 ? "is" : "are"} not set: ` +
        `set ${wanted}. For a throw-away demo with the published test client instead, set PMI_MODE=demo.`,
    );
  }
  if (jwksUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(jwksUrl);
    } catch {
      problems.push(`PMI_JWKS_URL must be a URL, not ${quoted(jwksUrl)}.`);
    }
    if (url !== undefined && url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
      problems.push("PMI_JWKS_URL must use https (plain http is allowed only for localhost): keys fetched in clear could be replaced in transit.");
    }
  }
  if (jwksUrl === undefined || issuer === undefined || audience === undefined) return undefined;
  return { mode: "production", jwksUrl, issuer, audience, ...(tokenUrl === undefined ? {} : { tokenUrl }) };
}

/** The test environment's (test and demo): refuses production settings it would ignore. */
function readTestAuthentication(env: Readonly<Record<string, string | undefined>>, mode: "test" | "demo", problems: string[]): ServiceAuthentication {
  if (present(env.PMI_JWKS_URL) !== undefined) {
    problems.push(`PMI_MODE=${mode} issues its own test tokens, yet PMI_JWKS_URL is set: remove PMI_JWKS_URL, or set PMI_MODE=production.`);
  } else if (present(env.PMI_ISSUER) !== undefined || present(env.PMI_AUDIENCE) !== undefined) {
    problems.push("PMI_ISSUER and PMI_AUDIENCE need PMI_JWKS_URL: set all three (and PMI_REGISTRY) for production, or none for the test environment.");
  }
  return { mode: "test" };
}
