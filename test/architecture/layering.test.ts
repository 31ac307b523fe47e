import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The library's layers, bottom first (docs/architecture.md, "Layers"). A source file may
 * import from its own folder and from the folders of the layers below it, never from a layer
 * above; the entry points at the root of src/ sit on top of everything.
 */
const LAYERS: readonly string[] = ["decimal", "model", "tables", "engine", "factors", "plans", "validate", "response", "renewal", "quote", "lookups", "golden", "http"];
const ENTRIES: ReadonlySet<string> = new Set(["index.ts", "tables.ts", "node.ts", "toolkit.ts"]);

const source = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

/** Every published source file under src/ (tests are not published), as a path relative to src/. */
function sourceFiles(folder = source): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [relative(source, path).split(sep).join("/")] : [];
  });
}

/** The files of src/ that `file` imports or re-exports (types included), as paths relative to src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(source, file), "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) =>
      relative(source, resolve(source, dirname(file), specifier))
        .split(sep)
        .join("/")
        .replace(/\.js$/, ".ts"),
    );
}

/** The layer of a file: its folder's place in `LAYERS`, or one above the top for an entry point. */
function rankOf(file: string): number {
  if (ENTRIES.has(file)) return LAYERS.length;
  const rank = LAYERS.indexOf(file.split("/")[0]!);
  if (rank < 0) throw new Error(`src/${file} is in a folder that is not a layer: add its folder to LAYERS in this test and to docs/architecture.md.`);
  return rank;
}

/** The strongly connected components of more than one file (Tarjan), each a cycle of imports. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const files = sourceFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe("the library's imports", () => {
  it("point down the layers: no file imports from a layer above its own", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) if (rankOf(target) > rankOf(file)) upward.push(`src/${file} imports src/${target}`);
    }
    expect(upward).toEqual([]);
  });

  it("close no cycle of files", () => {
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => `src/${file}`).join(" → "))).toEqual([]);
  });

  it("leave no two folders importing each other", () => {
    const folderOf = (file: string): string => (file.includes("/") ? file.split("/")[0]! : "(entries)");
    const pairs = new Set<string>();
    for (const [file, targets] of graph) for (const target of targets) if (folderOf(file) !== folderOf(target)) pairs.add(`${folderOf(file)} → ${folderOf(target)}`);
    const mutual = [...pairs].filter((pair) => pairs.has(pair.split(" → ").reverse().join(" → ")));
    expect(mutual).toEqual([]);
  });

  it("resolve to files that exist, so that no import escapes the check", () => {
    const known = new Set(files);
    const missing = [...graph].flatMap(([file, targets]) => targets.filter((target) => !known.has(target)).map((target) => `src/${file} imports src/${target}`));
    expect(missing).toEqual([]);
  });
});
