import { describe, expect, it } from "vitest";
import { isDrainingMessage, isListeningMessage, isShutdownMessage } from "./clusterMessages.js";

describe("cluster messages", () => {
  it("recognises a worker's listening report and the primary's shutdown request", () => {
    expect(isListeningMessage({ type: "pmi-rating:listening", url: "http://localhost:8080" })).toBe(true);
    expect(isShutdownMessage({ type: "pmi-rating:shutdown" })).toBe(true);
    expect(isDrainingMessage({ type: "pmi-rating:draining", reason: "signal" })).toBe(true);
  });

  it("ignores anything else sent on the same IPC channel", () => {
    for (const message of [null, undefined, "shutdown", 42, {}, { type: "pmi-rating:listening" }, { type: "other", url: "x" }, { type: "pmi-rating:draining" }]) {
      expect(isListeningMessage(message)).toBe(false);
      expect(isShutdownMessage(message)).toBe(false);
      expect(isDrainingMessage(message)).toBe(false);
    }
  });
});
