import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ISSUE_CODES, WARNING_CODES } from "../model/issue.js";

const errorsDoc = readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8");

describe("docs/errors.md", () => {
  it.each([...ISSUE_CODES, ...WARNING_CODES])("documents %s in a table row", (code) => {
    expect(errorsDoc).toMatch(new RegExp(`^\\| \`${code}\` \\|`, "m"));
  });
});
