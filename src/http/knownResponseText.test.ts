import { describe, expect, it } from "vitest";
import { knownTextOf, textResponse } from "./knownResponseText.js";

describe("textResponse and knownTextOf", () => {
  it("makes an ordinary Response whose text a bridge can take without reading the stream", async () => {
    const response = textResponse('{"a":"£1"}', { status: 201, headers: { "content-type": "application/json" } });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(knownTextOf(response)).toBe('{"a":"£1"}');
    expect(await response.json()).toEqual({ a: "£1" });
  });

  it("knows no text once the body has been read, nor for a Response made any other way", async () => {
    const response = textResponse("hello", {});
    await response.text();
    expect(knownTextOf(response)).toBeUndefined();
    expect(knownTextOf(new Response("hello"))).toBeUndefined();
  });
});
