import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { defaultTables } from "../../src/plans/defaultTables.js";

/**
 * What the documents show of the code must be true of the code: every import of `pmi-rating`
 * or `@pmi-rating/...` in docs/ and the READMEs names an entry point the package exports and
 * names only what that entry exports, and every content hash they show is one of the shipped
 * tables, unless the section says its hashes are examples.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The documents: docs/ and every README (release history records what was said at the time). */
function documents(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", "docs/*.md", "*README.md"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  return listed.filter((path) => path.endsWith(".md"));
}

function textOf(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** One import a document shows: where, from which entry, which names. */
interface ShownImport {
  readonly document: string;
  readonly line: number;
  readonly specifier: string;
  readonly names: readonly string[];
}

const SPECIFIER = String.raw`((?:@pmi-rating\/[a-z-]+|pmi-rating)(?:\/[a-z-]+)?)`;
const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;

/** How each form of import a document shows gives its entry and names. */
const IMPORT_FORMS: readonly { readonly pattern: RegExp; readonly read: (match: RegExpMatchArray) => { specifier: string; names: string[] } }[] = [
  // import { a, type B, c as d } from "x";  import type { A } from "x"  (over several lines too)
  { pattern: new RegExp(String.raw`import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']${SPECIFIER}["']`, "g"), read: (match) => listed(match[1], match[2]) },
  // const { a, b } = require("x")
  { pattern: new RegExp(String.raw`\{([^}]*)\}\s*=\s*require\(\s*["']${SPECIFIER}["']\s*\)`, "g"), read: (match) => listed(match[1], match[2]) },
  // import x from "x";  import * as x from "x";  import "x"
  { pattern: new RegExp(String.raw`import\s+(?:(?:\*\s+as\s+)?${IDENTIFIER}\s+from\s+)?["']${SPECIFIER}["']`, "g"), read: (match) => listed("", match[1]) },
  // In prose: `compileTables(parsed)` from `pmi-rating`;  `await loadTables("./tables")` from `pmi-rating/node`
  {
    pattern: new RegExp(String.raw`\x60(?:await\s+|new\s+)?(${IDENTIFIER})(?:\([^\x60]*\))?\x60\s+from\s+\x60${SPECIFIER}\x60`, "g"),
    read: (match) => listed(match[1], match[2]),
  },
];

function listed(list: string | undefined, specifier: string | undefined): { specifier: string; names: string[] } {
  const names = (list ?? "")
    .split(",")
    .map(
      (item) =>
        item
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0] ?? "",
    )
    .filter((name) => name !== "" && name !== "…" && name !== "...");
  return { specifier: specifier ?? "", names };
}

function importsShownIn(document: string): ShownImport[] {
  const text = textOf(document);
  return IMPORT_FORMS.flatMap(({ pattern, read }) =>
    [...text.matchAll(pattern)].map((match) => ({ document, line: text.slice(0, match.index).split("\n").length, ...read(match) })),
  );
}

/** The source file of each entry point, from tsconfig.json's paths (what the packages export). */
function entrySources(): Map<string, string> {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), (path) => ts.sys.readFile(path));
  const paths = (config.config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
  return new Map(Object.entries(paths).map(([specifier, [source]]) => [specifier, resolve(ROOT, source ?? "")]));
}

/** Whether a package's package.json "exports" has the entry a specifier names. */
function packageExports(specifier: string): boolean {
  const [packageName, subpath] = specifier.startsWith("@") ? splitAt(specifier, 2) : splitAt(specifier, 1);
  const folder = packageName === "pmi-rating" ? ROOT : join(ROOT, "packages", packageName.replace("@pmi-rating/", ""));
  const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { name: string; exports: Record<string, unknown> };
  return manifest.name === packageName && Object.hasOwn(manifest.exports, subpath === "" ? "." : `./${subpath}`);
}

function splitAt(specifier: string, segments: number): [string, string] {
  const parts = specifier.split("/");
  return [parts.slice(0, segments).join("/"), parts.slice(segments).join("/")];
}

/** Every name each entry exports, values and types alike, as the TypeScript compiler sees them. */
function exportedNames(sources: ReadonlyMap<string, string>, wanted: ReadonlySet<string>): Map<string, Set<string>> {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const roots = [...wanted].map((specifier) => sources.get(specifier)).filter((source): source is string => source !== undefined);
  const program = ts.createProgram(roots, config?.options ?? {});
  const checker = program.getTypeChecker();
  const names = new Map<string, Set<string>>();
  for (const specifier of wanted) {
    const source = sources.get(specifier);
    const file = source === undefined ? undefined : program.getSourceFile(source);
    const symbol = file === undefined ? undefined : checker.getSymbolAtLocation(file);
    names.set(specifier, new Set(symbol === undefined ? [] : checker.getExportsOfModule(symbol).map((exported) => exported.name)));
  }
  return names;
}

/** The content hashes of the shipped tables: the set's and each version's. */
const SHIPPED_HASHES = [defaultTables.hash, ...defaultTables.versions.map((version) => version.hash)];

/** A content hash as the documents show one: 64 hex digits, or the first 12 or more and "…"; not part of a UUID. */
const HASH = /(?<![-0-9a-f])([0-9a-f]{64}|[0-9a-f]{12,63}…)(?![0-9a-f])/g;

/** A section's prose saying that the hashes it shows are examples. */
const SAYS_EXAMPLES = /\bhash(?:es)?\b[^.]*?\bexamples?\b/i;

/** The document's sections (split at its headings), each with the text outside code blocks. */
function sectionsOf(text: string): { readonly heading: string; readonly text: string; readonly prose: string }[] {
  const sections: { heading: string; text: string; prose: string }[] = [{ heading: "(top)", text: "", prose: "" }];
  let inCode = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    else if (!inCode && /^#{1,6} /.test(line)) sections.push({ heading: line, text: "", prose: "" });
    const section = sections[sections.length - 1]!;
    section.text += `${line}\n`;
    if (!inCode && !line.startsWith("```")) section.prose += `${line}\n`;
  }
  return sections;
}

const shown = documents().flatMap(importsShownIn);
const sources = entrySources();
const names = exportedNames(sources, new Set(shown.map((item) => item.specifier).filter((specifier) => sources.has(specifier))));

describe("the documents agree with the code", () => {
  it("show imports of the packages (enough of them to be worth checking)", () => {
    expect(shown.length).toBeGreaterThan(20);
  });

  it("import only entry points the packages export", () => {
    const unknown = shown.filter((item) => !sources.has(item.specifier) || !packageExports(item.specifier));
    expect(unknown.map((item) => `${item.document}:${item.line} ${item.specifier}`)).toEqual([]);
  });

  it("import from each entry point only names it exports", () => {
    const missing = shown.flatMap((item) =>
      item.names.filter((name) => !(names.get(item.specifier)?.has(name) ?? false)).map((name) => `${item.document}:${item.line} ${name} from ${item.specifier}`),
    );
    expect(missing).toEqual([]);
  });

  it("show only the shipped tables' content hashes, unless the section says its hashes are examples", () => {
    const unshipped: string[] = [];
    for (const document of documents()) {
      for (const section of sectionsOf(textOf(document))) {
        if (SAYS_EXAMPLES.test(section.prose)) continue;
        for (const [, hash] of section.text.matchAll(HASH)) {
          const digits = (hash ?? "").replace("…", "");
          if (!SHIPPED_HASHES.some((shipped) => shipped.startsWith(digits))) unshipped.push(`${document} (${section.heading}): ${hash}`);
        }
      }
    }
    expect(unshipped).toEqual([]);
  });

  it("finds a hash that is not shipped, and a name an entry does not export", () => {
    // The checks above can fail: a made-up hash and a name of another entry are caught.
    expect("8c7a14d86f74…".match(HASH)).toEqual(["8c7a14d86f74…"]);
    expect(SHIPPED_HASHES.some((shipped) => shipped.startsWith("8c7a14d86f74"))).toBe(false);
    expect(names.get("pmi-rating/tables")?.has("compileTables")).toBe(false);
    expect(names.get("pmi-rating")?.has("compileTables")).toBe(true);
    expect(importsShownIn("docs/tables.md").length).toBeGreaterThan(0);
  });
});
