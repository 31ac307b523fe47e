import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findModuleLevelState } from "./findModuleLevelState.js";

const root = join(import.meta.dirname, "../..");

/** The folders of shipped code: the library's and each published package's sources. */
const SOURCE_FOLDERS = ["src", ...["rate-change", "store", "workbench", "service", "cli"].map((name) => `packages/${name}/src`)];

/** Every shipped source file: the folders above without tests and test helpers. */
function librarySources(): string[] {
  const files = SOURCE_FOLDERS.flatMap((folder) => readdirSync(join(root, folder), { recursive: true, withFileTypes: true }));
  return files
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((path) => !path.includes("/testing/"))
    .sort();
}

/**
 * Module-level state in folders this change does not own, each named, so that a new one
 * still fails: immutable lookup sets built once (the same words for every request), and the
 * remaining caches of the validator and the HTTP adapter, which their own rework removes.
 * Nothing in the rating engine (src/steps, src/plan, src/pipeline, src/quote, src/tables) is here.
 */
const KNOWN_ELSEWHERE = new Set([
  "packages/service/src/http/createJwtVerifier.ts TOKEN_ERRORS",
  "src/http/rawExchange.ts rawExchangeEnabled",
  "packages/service/src/http/toNodeListener.ts FORBIDDEN_METHODS",
  "packages/service/src/readServiceConfig.ts LOOPBACK_HOSTS",
  "src/validate/fast/rememberedPostcodes.ts normalizedBySpelling",
  "src/validate/fast/soundFieldReaders.ts FLAG_OF_COMMON_WORD",
  "src/validate/fields/readChoice.ts keysByChoices",
  "src/validate/fields/readFlag.ts TRUE_WORDS",
  "src/validate/fields/readFlag.ts FALSE_WORDS",
  "src/validate/tables/checkSoundParts.ts REQUIRED_MEMBER_PROPERTIES",
  "src/validate/tables/isPostcodeBandSettled.ts ratedByTable",
  "src/validate/tables/isWithinDecimalRange.ts nearestDoubles",
  "src/validate/tables/rememberedOptionLookups.ts definitionsByCatalogue",
  "src/validate/tables/rememberedOptionLookups.ts levelFoundByDefinition",
  "packages/workbench/src/ui/charts.ts charts",
]);

describe("no module-level mutable state in the shipped sources", () => {
  it("finds module-scope let and var, and collections built at load, but not those built per call", () => {
    const text = readFileSync(join(import.meta.dirname, "fixtures/moduleCache.fixture.txt"), "utf8");
    expect(findModuleLevelState(text)).toEqual([
      { name: "remembered", line: 4, kind: "new WeakMap" },
      { name: "hits", line: 5, kind: "let" },
      { name: "TABLE", line: 6, kind: "new Map" },
      { name: "legacy", line: 7, kind: "var" },
    ]);
  });

  it("holds for every library source: quote() keeps nothing between calls", () => {
    const found = librarySources().flatMap((path) => findModuleLevelState(readFileSync(join(root, path), "utf8"), path).map((state) => `${path} ${state.name}`));
    expect(found.filter((entry) => !KNOWN_ELSEWHERE.has(entry))).toEqual([]);
    // Parsing every source file takes seconds, many more on a loaded machine.
  }, 180_000);
});
