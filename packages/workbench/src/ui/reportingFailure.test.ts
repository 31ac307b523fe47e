import { describe, expect, it } from "vitest";
import { reportingFailure } from "./reportingFailure.js";

describe("reportingFailure", () => {
  it("runs the handler with the event and reports nothing when it succeeds", async () => {
    const seen: string[] = [];
    const failures: string[] = [];
    const listener = reportingFailure(
      async (event: Event) => {
        await Promise.resolve();
        seen.push(event.type);
      },
      (message) => failures.push(message),
    );
    listener(new Event("change"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(["change"]);
    expect(failures).toEqual([]);
  });

  it("shows the reason when the handler rejects, instead of an unhandled rejection", async () => {
    const failures: string[] = [];
    const listener = reportingFailure(
      async () => {
        await Promise.resolve();
        throw new Error("The file was removed after it was chosen.");
      },
      (message) => failures.push(message),
    );
    listener(new Event("change"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual(["The file was removed after it was chosen."]);
  });

  it("shows the message of any error type", async () => {
    const failures: string[] = [];
    reportingFailure(
      () => Promise.reject(new TypeError("no file")),
      (message) => failures.push(message),
    )(new Event("submit"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual(["no file"]);
  });
});
