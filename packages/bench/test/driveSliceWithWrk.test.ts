import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skippedBecause } from "@pmi-rating/test-support";
import { driveSliceWithWrk } from "../lib/driveSliceWithWrk.js";

/** wrk is Debian's package, which .ci/run installs; a machine without it skips these cases and says why. */
const wrkInstalled = (() => {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing program is ENOENT.
    return (error as { code?: unknown }).code !== "ENOENT";
  }
})();

describe.skipIf(!wrkInstalled)(`driveSliceWithWrk${skippedBecause(!wrkInstalled && "wrk is not installed: apt-get install -y wrk")}`, () => {
  const bodies = ['{"n":0}', '{"n":1}', '{"n":2}'];
  const received: string[] = [];
  const headersSeen: string[] = [];
  let server: Server;
  let url = "";
  let folder = "";

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "pmi-rating-wrk-test-"));
    writeFileSync(join(folder, "bodies.jsonl"), `${bodies.join("\n")}\n`);
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push(body);
        headersSeen.push(String(request.headers["x-bench"]));
        // Every body that says 2 is refused, so that the failures are counted apart.
        response.writeHead(body === '{"n":2}' ? 503 : 200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quote`;
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    rmSync(folder, { recursive: true, force: true });
  });

  it("posts the book's bodies in turn from the one given, with the headers, and counts answers, failures, latencies and its own CPU", async () => {
    const slice = await driveSliceWithWrk({ url, headers: { "x-bench": "yes" }, connections: 1, seconds: 1, bodiesFile: join(folder, "bodies.jsonl"), firstBody: 1 });
    expect(slice.sent).toBeGreaterThan(10);
    // The server may have taken one more request than wrk saw answered before it stopped.
    expect(received.length - slice.sent).toBeGreaterThanOrEqual(0);
    expect(received.length - slice.sent).toBeLessThanOrEqual(1);
    expect(headersSeen.every((value) => value === "yes")).toBe(true);
    // One connection: the bodies arrive in the order wrk made them, from body 1 on, round the book.
    expect(received).toEqual(received.map((_, index) => bodies[(1 + index) % bodies.length]));
    // The refused third of the book is failed, not answered; every answer has its latency.
    expect(slice.failed).toBeGreaterThan(0);
    expect(slice.answered + slice.failed).toBe(slice.sent);
    expect(Math.abs(slice.failed - slice.sent / 3)).toBeLessThanOrEqual(2);
    expect(slice.latencies.length).toBe(slice.sent);
    expect(slice.latencies.every((milliseconds) => milliseconds > 0 && milliseconds < 1000)).toBe(true);
    expect(slice.seconds).toBeGreaterThanOrEqual(1);
    expect(slice.generatorCpuSeconds).toBeGreaterThanOrEqual(0);
    expect(slice.generatorCpuSeconds).toBeLessThan(slice.seconds * 2);
  });
});
