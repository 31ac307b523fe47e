import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runServiceProgram } from "./runServiceProgram.js";

/** Runs the program with `env`, its log kept, and gives what it wrote for a person to read. */
async function run(env: Record<string, string>) {
  const written: string[] = [];
  const outcome = await runServiceProgram(env, (text) => written.push(text), { log: () => undefined, handleSignals: false });
  return { outcome, written: written.join("") };
}

describe("runServiceProgram", () => {
  it("starts the service from its environment and says where it listens", async () => {
    const { outcome, written } = await run({ PORT: "0", PMI_QUOTE_STORE: "off" });
    expect(outcome.started).toBe(true);
    if (!outcome.started) return;
    try {
      expect(written).toBe(`pmi-rating reference service listening on ${outcome.service.url}; ready once GET /readyz answers 200\n`);
      expect((await fetch(`${outcome.service.url}/readyz`)).status).toBe(200);
    } finally {
      await outcome.service.close();
    }
  });

  it("refuses production without its settings with exit code 1 and a message naming them, not a stack trace", async () => {
    const { outcome, written } = await run({ PMI_MODE: "production", PMI_QUOTE_STORE: "off" });
    expect(outcome).toEqual({ started: false, exitCode: 1 });
    expect(written).toMatch(/^pmi-rating: the service configuration is not usable:\n {2}- Production mode needs/);
    for (const name of ["PMI_JWKS_URL", "PMI_ISSUER", "PMI_AUDIENCE", "PMI_REGISTRY", "PMI_MODE=demo"]) expect(written).toContain(name);
    expect(written).not.toMatch(/\n\s+at /);
  });

  it("says which quote store setting is wrong", async () => {
    const { outcome, written } = await run({ PORT: "0", PMI_QUOTE_RETENTION_DAYS: "forever" });
    expect(outcome).toEqual({ started: false, exitCode: 1 });
    expect(written).toContain('PMI_QUOTE_RETENTION_DAYS must be a whole number from 1 to 36500, not "forever".');
  });

  it("says that tables of PMI_TABLES_DIR cannot be used", async () => {
    const folder = await mkdtemp(join(tmpdir(), "pmi-program-tables-"));
    try {
      await writeFile(join(folder, "manifest.json"), "{");
      const { outcome, written } = await run({ PORT: "0", PMI_QUOTE_STORE: "off", PMI_TABLES_DIR: folder });
      expect(outcome).toEqual({ started: false, exitCode: 1 });
      expect(written).toMatch(new RegExp(`^pmi-rating: The rating tables in ${folder} have \\d+ problems?:`));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("says that the port is taken", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    try {
      const port = (holder.address() as { port: number }).port;
      const { outcome, written } = await run({ PORT: String(port), PMI_QUOTE_STORE: "off" });
      expect(outcome).toEqual({ started: false, exitCode: 1 });
      expect(written).toMatch(/^pmi-rating: cannot listen \(HOST, PORT\): .*EADDRINUSE/);
    } finally {
      holder.close();
    }
  });
});
