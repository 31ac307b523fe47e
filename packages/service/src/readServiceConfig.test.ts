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
    expect(readServiceConfig({})).toEqual({ ok: true, config: { port: 8080, host: "127.0.0.1", allowTestModeOnNetwork: false, authentication: { mode: "test" } } });
  });

  it("reads the operator's consent to a test environment on the network, and refuses anything but true or false", () => {
    expect(readServiceConfig({ HOST: "0.0.0.0", PMI_ALLOW_TEST_MODE_ON_NETWORK: "TRUE" })).toMatchObject({
      ok: true,
      config: { host: "0.0.0.0", allowTestModeOnNetwork: true },
    });
    expect(readServiceConfig({ PMI_ALLOW_TEST_MODE_ON_NETWORK: "yes" })).toEqual({
      ok: false,
      problems: ['PMI_ALLOW_TEST_MODE_ON_NETWORK must be true or false, not "yes".'],
    });
  });

  it("reads the port, host, registry and tables folder", () => {
    expect(readServiceConfig({ PORT: "0", HOST: "127.0.0.1", PMI_REGISTRY: "A,B", PMI_TABLES_DIR: "./tables" })).toEqual({
      ok: true,
      config: { port: 0, host: "127.0.0.1", allowTestModeOnNetwork: false, authentication: { mode: "test" }, registry: ["A", "B"], tablesDir: "./tables" },
    });
  });

  it("turns production on with PMI_JWKS_URL", () => {
    expect(readServiceConfig(production)).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: "127.0.0.1",
        allowTestModeOnNetwork: false,
        authentication: { mode: "production", jwksUrl: production.PMI_JWKS_URL, issuer: production.PMI_ISSUER, audience: production.PMI_AUDIENCE },
        registry: ["HrSolWeb", "BrokerPortal"],
      },
    });
  });

  it("reports every missing production setting at once", () => {
    const result = readServiceConfig({ PMI_JWKS_URL: "http://keys.example.com/jwks" });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^PMI_JWKS_URL must use https/),
      expect.stringMatching(/^PMI_ISSUER is required/),
      expect.stringMatching(/^PMI_AUDIENCE is required/),
      expect.stringMatching(/^PMI_REGISTRY is required/),
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
