import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/freePort.js";
import { QUOTE_PATH, quoteHeaders, start, testToken, type Started } from "./harness.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const examples = readdirSync(`${root}examples/requests`)
  .filter((file) => file.endsWith(".json"))
  .sort();

let started: Started;
let token: string;
let prism: ChildProcess;
let prismUrl: string;
let prismOutput = "";

/** Starts `prism proxy docs/openapi.json <service>` on loopback and waits until it listens. */
async function startPrism(upstream: string): Promise<string> {
  // Prism takes a port number, not 0.
  const port = await freePort();
  prism = spawn(`${root}node_modules/.bin/prism`, ["proxy", "docs/openapi.json", upstream, "--host", "127.0.0.1", "--port", String(port), "--errors", "false"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${prismOutput}`)), 60_000);
    const collect = (chunk: Buffer) => {
      prismOutput += chunk.toString();
      if (prismOutput.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    prism.stdout?.on("data", collect);
    prism.stderr?.on("data", collect);
    prism.once("exit", (code) => reject(new Error(`Prism exited with ${code}:\n${prismOutput}`)));
  });
}

beforeAll(async () => {
  started = await start();
  token = await testToken(started.service);
  prismUrl = await startPrism(started.service.url);
}, 90_000);

afterAll(async () => {
  if (prism !== undefined && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism.once("exit", resolve));
    prism.kill("SIGTERM");
    await exited;
  }
  await started?.service.close();
});

/** Sends a body through the Prism proxy; Prism reports what breaks the document in `sl-violations`. */
async function throughPrism(body: string, headers: Record<string, string> = quoteHeaders(token)): Promise<{ status: number; violations: string | null; body: unknown }> {
  const response = await fetch(`${prismUrl}${QUOTE_PATH}`, { method: "POST", headers, body });
  return { status: response.status, violations: response.headers.get("sl-violations"), body: await response.json() };
}

describe("every example through a Prism validation proxy in front of the reference service", () => {
  it.each(examples)("%s: priced, with 0 request or response violations", async (file) => {
    const { status, violations, body } = await throughPrism(readFileSync(`${root}examples/requests/${file}`, "utf8"));
    expect(violations).toBeNull();
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it("a request with problems: the 400 problem answer matches the document too", async () => {
    const request = JSON.parse(readFileSync(`${root}examples/requests/new-business-single-adult.json`, "utf8")) as {
      individualHealthCarePolicy: { quote: Record<string, any> };
    };
    request.individualHealthCarePolicy.quote["memberCategory"][0].familyUnit[0].member[0].ncdLevel = 10;
    request.individualHealthCarePolicy.quote["competitorPrice"] = 1e15;
    const { status, violations, body } = await throughPrism(JSON.stringify(request));
    expect(violations).toBeNull();
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("Prism really checks: a request the document forbids is reported as a violation", async () => {
    const request = JSON.parse(readFileSync(`${root}examples/requests/new-business-single-adult.json`, "utf8")) as {
      individualHealthCarePolicy: { quote: Record<string, unknown> };
    };
    request.individualHealthCarePolicy.quote["paymentFrequency"] = 2;
    const { status, violations } = await throughPrism(JSON.stringify(request));
    expect(status).toBe(400);
    expect(violations).toContain("paymentFrequency");
  });
});
