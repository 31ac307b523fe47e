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
    await expect(started).rejects.toThrow(/PMI_ALLOW_TEST_MODE_ON_NETWORK=true/);
  });

  it("starts it there only with the operator's explicit consent, and warns in its log", async () => {
    const lines: string[] = [];
    const service = await startReferenceService({
      env: { HOST: "0.0.0.0", PMI_ALLOW_TEST_MODE_ON_NETWORK: "true" },
      port: 0,
      handleSignals: false,
      log: (line) => lines.push(line),
    });
    try {
      expect((service.server.address() as AddressInfo).address).toBe("0.0.0.0");
      const listening = JSON.parse(lines[0]!) as { event: string; warning?: string };
      expect(listening.event).toBe("listening");
      expect(listening.warning).toMatch(/published test client secret/);
    } finally {
      await service.close();
    }
  });
});
