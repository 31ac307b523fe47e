import { describe, expect, it } from "vitest";
import { readServiceConfig } from "./readServiceConfig.js";

const production = {
  PMI_JWKS_URL: "https://login.example.com/.well-known/jwks.json",
  PMI_ISSUER: "https://login.example.com/",
  PMI_AUDIENCE: "pmi-rating",
  PMI_REGISTRY: "HrSolWeb, BrokerPortal ,",
};

describe("readServiceConfig", () => {
  it("defaults to the test environment on port 8080 of the loopback interface only", () => {
    expect(readServiceConfig({})).toEqual({ ok: true, config: { port: 8080, host: "127.0.0.1", mode: "test", authentication: { mode: "test" } } });
  });

  it("reads the port, host, registry and tables folder", () => {
    expect(readServiceConfig({ PORT: "0", HOST: "127.0.0.1", PMI_REGISTRY: "A,B", PMI_TABLES_DIR: "./tables" })).toEqual({
      ok: true,
      config: { port: 0, host: "127.0.0.1", mode: "test", authentication: { mode: "test" }, registry: ["A", "B"], tablesDir: "./tables" },
    });
  });

  it("turns production on with PMI_JWKS_URL", () => {
    expect(readServiceConfig(production)).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: "127.0.0.1",
        mode: "production",
        authentication: { mode: "production", jwksUrl: production.PMI_JWKS_URL, issuer: production.PMI_ISSUER, audience: production.PMI_AUDIENCE },
        registry: ["HrSolWeb", "BrokerPortal"],
      },
    });
  });

  it("reports every missing production setting at once", () => {
    const result = readServiceConfig({ PMI_JWKS_URL: "http://keys.example.com/jwks" });
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^Production mode needs the operator's authorisation server, and PMI_ISSUER, PMI_AUDIENCE, PMI_REGISTRY are not set: set PMI_ISSUER \(/),
      expect.stringMatching(/^PMI_JWKS_URL must use https/),
    ]);
  });

  it("refuses a half-configured production and a bad port", () => {
    const result = readServiceConfig({ PMI_ISSUER: "https://login.example.com/", PORT: "http" });
    expect(result.ok ? [] : result.problems).toEqual([expect.stringMatching(/^PORT must be/), expect.stringMatching(/need PMI_JWKS_URL/)]);
  });

  it("allows plain http for a JWKS on localhost", () => {
    expect(readServiceConfig({ ...production, PMI_JWKS_URL: "http://127.0.0.1:9999/jwks" }).ok).toBe(true);
  });
});

describe("readServiceConfig, PMI_MODE", () => {
  it("reads demo, the test environment the operator allows on the network by name", () => {
    expect(readServiceConfig({ PMI_MODE: "Demo", HOST: "0.0.0.0" })).toEqual({
      ok: true,
      config: { port: 8080, host: "0.0.0.0", mode: "demo", authentication: { mode: "test" } },
    });
  });

  it("refuses production without its authentication settings, naming each with what it is and the demo way out", () => {
    const result = readServiceConfig({ PMI_MODE: "production" });
    expect(result).toEqual({
      ok: false,
      problems: [
        "Production mode needs the operator's authorisation server, and PMI_JWKS_URL, PMI_ISSUER, PMI_AUDIENCE, PMI_REGISTRY are not set: " +
          "set PMI_JWKS_URL (the https URL of the authorisation server's key set, its JWKS), PMI_ISSUER (the iss of its access tokens), " +
          "PMI_AUDIENCE (the aud of its access tokens), PMI_REGISTRY (the calling systems registered with the operator, comma-separated). " +
          "For a throw-away demo with the published test client instead, set PMI_MODE=demo.",
      ],
    });
  });

  it("names only what is missing when production is partly configured", () => {
    const result = readServiceConfig({ ...production, PMI_MODE: "production", PMI_REGISTRY: "" });
    expect(result.ok ? [] : result.problems).toEqual([expect.stringMatching(/, and PMI_REGISTRY is not set: set PMI_REGISTRY \(the calling systems/)]);
  });

  it("starts production when every setting is there", () => {
    expect(readServiceConfig({ ...production, PMI_MODE: "production" })).toMatchObject({
      ok: true,
      config: { mode: "production", authentication: { mode: "production" } },
    });
  });

  it("refuses test or demo with PMI_JWKS_URL, which they would ignore", () => {
    for (const mode of ["test", "demo"]) {
      expect(readServiceConfig({ ...production, PMI_MODE: mode })).toEqual({
        ok: false,
        problems: [`PMI_MODE=${mode} issues its own test tokens, yet PMI_JWKS_URL is set: remove PMI_JWKS_URL, or set PMI_MODE=production.`],
      });
    }
  });

  it("refuses an unknown mode, quoting at most 60 characters of it", () => {
    expect(readServiceConfig({ PMI_MODE: "staging" })).toEqual({ ok: false, problems: ['PMI_MODE must be test, demo or production, not "staging".'] });
    const result = readServiceConfig({ PMI_MODE: "x".repeat(10_000) });
    expect(result.ok ? [] : result.problems).toEqual([`PMI_MODE must be test, demo or production, not "${"x".repeat(60)}…".`]);
  });

  it("refuses the setting PMI_MODE=demo replaced, saying so", () => {
    expect(readServiceConfig({ HOST: "0.0.0.0", PMI_ALLOW_TEST_MODE_ON_NETWORK: "true" })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^PMI_ALLOW_TEST_MODE_ON_NETWORK is replaced by PMI_MODE=demo/)],
    });
  });
});
