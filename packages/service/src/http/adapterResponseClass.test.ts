import { describe, expect, it } from "vitest";
import { adapterResponseClass } from "./adapterResponseClass.js";

describe("adapterResponseClass", () => {
  it("gives the adapter's own Response class and leaves the global Request and Response as they were", async () => {
    const [globalRequest, globalResponse] = [globalThis.Request, globalThis.Response];
    const Lightweight = adapterResponseClass();
    expect(globalThis.Request).toBe(globalRequest);
    expect(globalThis.Response).toBe(globalResponse);
    // Node's own Response extends nothing; the adapter's extends it. Where an earlier test of
    // this worker has let the adapter replace the globals, the global is the adapter's already.
    if (Object.getPrototypeOf(globalResponse) === Function.prototype) expect(Lightweight).not.toBe(globalResponse);
    expect(Object.getPrototypeOf(Lightweight)).not.toBe(Function.prototype);
    const response = new Lightweight('{"a":1}', { status: 201, headers: { "content-type": "application/json", "correlation-id": "c-1" } });
    // A standard Response to anyone who reads it.
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.headers.get("correlation-id")).toBe("c-1");
    expect(await response.json()).toEqual({ a: 1 });
  });
});
