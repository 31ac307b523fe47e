import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The project's ESLint config is plain JavaScript (ESLint loads it without a compiler); loaded by URL, typed here.
const { moduleScopeStateSelectors } = (await import(new URL("../../eslint.config.js", import.meta.url).href)) as {
  moduleScopeStateSelectors: { selector: string; message: string }[];
};

/** The lint rule that keeps module-level mutable state out of src/, run on small sources. */
function findings(source: string): number {
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    source,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        rules: { "no-restricted-syntax": ["error", ...moduleScopeStateSelectors] },
      },
    ],
    "example.ts",
  );
  return messages.length;
}

describe("the no-module-level-state lint rule (eslint.config.js)", () => {
  it("refuses a module-scope let, exported or not", () => {
    expect(findings("let remembered = 0;")).toBe(1);
    expect(findings("export let remembered = 0;")).toBe(1);
  });

  it("refuses a module-scope WeakMap or WeakSet, whatever its type", () => {
    expect(findings("const texts = new WeakMap<object, string>();")).toBe(1);
    expect(findings("export const seen: WeakSet<object> = new WeakSet();")).toBe(1);
  });

  it("refuses a module-scope Map or Set that is not typed read-only", () => {
    expect(findings("const remembered = new Map<string, number>();")).toBe(1);
    expect(findings('const WORDS = new Set(["y", "yes"]);')).toBe(1);
  });

  it("accepts a constant lookup typed ReadonlySet or ReadonlyMap", () => {
    expect(findings('const WORDS: ReadonlySet<string> = new Set(["y", "yes"]);')).toBe(0);
    expect(findings('export const CODES: ReadonlyMap<string, number> = new Map([["a", 1]]);')).toBe(0);
  });

  it("accepts the same inside a function, where it lives for one call", () => {
    expect(
      findings(
        "export function f(): number { let count = 0; const seen = new Map<string, number>(); const weak = new WeakMap<object, number>(); count += seen.size; return count + (weak.has({}) ? 1 : 0); }",
      ),
    ).toBe(0);
  });

  it("accepts module-scope constants that are not collections", () => {
    expect(findings('const LIMIT = 10_000; export const NAMES = Object.freeze(["a"]);')).toBe(0);
  });
});
