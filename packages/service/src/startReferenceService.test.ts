import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ServiceConfigError, startReferenceService } from "./startReferenceService.js";

describe("startReferenceService, secure defaults", () => {
  it("listens on the loopback interface only when HOST is unset", async () => {
    const service = await startReferenceService({ env: {}, port: 0, handleSignals: false, log: () => undefined });
    try {
      expect((service.server.address() as AddressInfo).address).toBe("127.0.0.1");
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it("refuses the test environment, with its published client secret, on a network interface", async () => {
    const started = startReferenceService({ env: { HOST: "0.0.0.0" }, port: 0, handleSignals: false, log: () => undefined });
    await expect(started).rejects.toBeInstanceOf(ServiceConfigError);
    await expect(started).rejects.toThrow(/PMI_MODE=demo/);
  });

  it("starts it there only in demo mode, the operator's explicit choice, warning loudly in its log", async () => {
    const lines: string[] = [];
    const service = await startReferenceService({
      env: { HOST: "0.0.0.0", PMI_MODE: "demo" },
      port: 0,
      handleSignals: false,
      log: (line) => lines.push(line),
    });
    try {
      expect((service.server.address() as AddressInfo).address).toBe("0.0.0.0");
      expect(service.mode).toBe("demo");
      const [demo, listening] = lines.map((line) => JSON.parse(line) as { level: string; event: string; mode?: string; warning?: string });
      expect(demo).toMatchObject({ level: "warn", event: "demo-mode", warning: expect.stringMatching(/^DEMO MODE .*published test client secret/) });
      expect(listening).toMatchObject({ event: "listening", mode: "demo", warning: demo!.warning });
      expect(await (await fetch(`http://127.0.0.1:${(service.server.address() as AddressInfo).port}/healthz`)).json()).toMatchObject({ mode: "demo" });
    } finally {
      await service.close();
    }
  });

  it("takes the mode from its options over PMI_MODE", async () => {
    const started = startReferenceService({ env: { PMI_MODE: "demo" }, mode: "production", port: 0, handleSignals: false, log: () => undefined });
    await expect(started).rejects.toThrow(/Production mode needs the operator's authorisation server/);
  });
});
