import { describe, expect, it } from "vitest";
import { countUpstreams } from "./countUpstreams.js";

describe("countUpstreams", () => {
  it("counts each request for the backend that answered it, the last one named after a retry", () => {
    const log = [
      '127.0.0.1 [x] "POST /q HTTP/1.1" 200 upstream=127.0.0.1:8081 upstream_status=200 time=0.003',
      '127.0.0.1 [x] "POST /q HTTP/1.1" 200 upstream=127.0.0.1:8082 upstream_status=200 time=0.003',
      '127.0.0.1 [x] "POST /q HTTP/1.1" 200 upstream=127.0.0.1:8081, 127.0.0.1:8082 upstream_status=502, 200 time=0.004',
      '127.0.0.1 [x] "GET /metrics HTTP/1.1" 404 upstream=- upstream_status=- time=0.000',
      "",
    ].join("\n");
    expect(countUpstreams(log)).toEqual(
      new Map([
        ["127.0.0.1:8081", 1],
        ["127.0.0.1:8082", 2],
      ]),
    );
  });
});
