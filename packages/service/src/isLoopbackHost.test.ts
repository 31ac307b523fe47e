import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "./isLoopbackHost.js";

describe("isLoopbackHost", () => {
  it("accepts the loopback names and addresses", () => {
    for (const host of ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
      expect(isLoopbackHost(host)).toBe(true);
  });

  it("refuses every interface, a network address and a host name", () => {
    for (const host of ["0.0.0.0", "::", "[::]", "192.168.1.10", "10.0.0.1", "example.com", "localhost.example.com", "128.0.0.1", ""])
      expect(isLoopbackHost(host)).toBe(false);
  });
});
