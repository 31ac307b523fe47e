import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginxConfig.js";

describe("nginxConfig", () => {
  it("balances over every backend on loopback and keeps its files in the work folder", () => {
    const text = nginxConfig({ listenPort: 9000, backendPorts: [9001, 9002, 9003], workDirectory: "/tmp/lb" });
    expect(text.match(/server 127\.0\.0\.1:900\d max_fails=1 fail_timeout=10s;/g)).toHaveLength(3);
    expect(text).toContain("listen 127.0.0.1:9000;");
    expect(text).toContain("pid /tmp/lb/nginx.pid;");
    expect(text).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(text).toMatch(/location = \/metrics \{\s+return 404;/);
  });

  it("never passes a quotation on once it was sent to a backend: a second send could record it twice", () => {
    expect(nginxConfig({ listenPort: 9000, backendPorts: [9001], workDirectory: "/tmp/lb" })).not.toContain("non_idempotent");
  });
});
