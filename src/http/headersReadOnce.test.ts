import { describe, expect, it } from "vitest";
import { HeadersReadOnce } from "./headersReadOnce.js";

describe("HeadersReadOnce", () => {
  it("answers as Headers.get does, whatever the spelling, and reads each kept header once", () => {
    const headers = new Headers({ "Correlation-ID": "c-1", "content-type": "application/json", "x-other": "a" });
    headers.append("x-other", "b");
    const names: string[] = [];
    const once = new HeadersReadOnce({ get: (name) => (names.push(name), headers.get(name)) });
    for (let read = 0; read < 2; read += 1) {
      expect(once.get("Correlation-ID")).toBe("c-1");
      expect(once.get("correlation-id")).toBe("c-1");
      expect(once.get("requesting-system")).toBeNull();
      expect(once.get("Requesting-System")).toBeNull();
      expect(once.get("content-type")).toBe("application/json");
      expect(once.get("authorization")).toBeNull();
      expect(once.get("content-length")).toBeNull();
      expect(once.get("X-Other")).toBe("a, b");
    }
    expect(names).toEqual(["correlation-id", "requesting-system", "content-type", "authorization", "content-length", "X-Other", "X-Other"]);
  });
});
