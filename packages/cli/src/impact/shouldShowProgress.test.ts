import { describe, expect, it } from "vitest";
import { shouldShowProgress } from "./shouldShowProgress.js";

describe("shouldShowProgress", () => {
  it("shows a bar on a terminal", () => {
    expect(shouldShowProgress({ stderrIsTty: true, progressOption: true, env: { TERM: "xterm-256color" } })).toBe(true);
  });

  it("shows none when piped, when turned off, on a dumb terminal or in CI", () => {
    expect(shouldShowProgress({ stderrIsTty: false, progressOption: true, env: {} })).toBe(false);
    expect(shouldShowProgress({ stderrIsTty: true, progressOption: false, env: {} })).toBe(false);
    expect(shouldShowProgress({ stderrIsTty: true, progressOption: true, env: { TERM: "dumb" } })).toBe(false);
    expect(shouldShowProgress({ stderrIsTty: true, progressOption: true, env: { CI: "true" } })).toBe(false);
  });
});
