import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `pmi-rating/http` is a Web Request → Response handler: it must run where there is no Node
// (a browser, a service worker, an edge runtime). Bundled for the browser with what an
// integrator there imports, the build must need no Node built-in; and the bundle, run with the
// global Request, must answer a quotation. "pmi-rating" and its subpaths resolve to the sources
// through tsconfig.json's "paths", which esbuild honours: no build of the library is needed.

const root = fileURLToPath(new URL("../..", import.meta.url));
const exampleRequest = join(root, "examples/requests/new-business-single-adult.json");
const QUOTE_URL = "http://localhost/v1/individualHealthcarePolicy/quote";

/** What the bundle exports: the entry below. */
interface BundledLibrary {
  readonly createQuoteHandler: typeof import("pmi-rating/http").createQuoteHandler;
  readonly defaultTables: typeof import("pmi-rating/tables").defaultTables;
  readonly safeQuote: typeof import("pmi-rating").safeQuote;
}

/** Whether a module specifier names a Node built-in (`node:fs`, `fs`, `fs/promises`...). */
function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith("node:") || builtinModules.includes(specifier) || builtinModules.includes(specifier.split("/")[0] ?? "");
}

/** Every import of the bundle's graph that is a Node built-in: an input module, or an import left external. */
function nodeBuiltinsOf(metafile: Metafile): string[] {
  const inputs = Object.keys(metafile.inputs).filter(isNodeBuiltin);
  const imports = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((imported) => isNodeBuiltin(imported.path)).map((imported) => imported.path));
  const leftOut = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path));
  return [...inputs, ...imports, ...leftOut.filter(isNodeBuiltin)];
}

describe("pmi-rating/http bundled for the browser", () => {
  let folder: string;
  let metafile: Metafile;
  let library: BundledLibrary;

  beforeAll(async () => {
    const result = await build({
      stdin: {
        contents: [
          `export { createQuoteHandler } from "pmi-rating/http";`,
          `export { defaultTables } from "pmi-rating/tables";`,
          `export { safeQuote } from "pmi-rating";`,
        ].join("\n"),
        resolveDir: root,
        sourcefile: "runs-anywhere-entry.js",
        loader: "js",
      },
      tsconfig: join(root, "tsconfig.json"),
      platform: "browser",
      bundle: true,
      write: false,
      format: "esm",
      metafile: true,
      logLevel: "silent",
    });
    metafile = result.metafile;
    const code = result.outputFiles[0]?.text;
    if (code === undefined) throw new Error("esbuild wrote no bundle");
    folder = await mkdtemp(join(tmpdir(), "pmi-runs-anywhere-"));
    const file = join(folder, "bundle.mjs");
    await writeFile(file, code);
    library = (await import(pathToFileURL(file).href)) as BundledLibrary;
  });

  afterAll(async () => {
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });

  it("builds from the sources with no Node built-in in its import graph", () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain("src/http/index.ts");
    expect(inputs).toContain("src/index.ts");
    expect(nodeBuiltinsOf(metafile)).toEqual([]);
    // Self-contained: nothing left for a runtime to resolve.
    expect(Object.values(metafile.outputs).flatMap((output) => output.imports)).toEqual([]);
  });

  it("prices the example request with the global Request: 200 and a quote", async () => {
    const { createQuoteHandler, defaultTables, safeQuote } = library;
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    const body = await readFile(exampleRequest, "utf8");
    const response = await handler(
      new Request(QUOTE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Correlation-ID": "runs-anywhere-1", "Requesting-System": "browser-bundle-test" },
        body,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("correlation-id")).toBe("runs-anywhere-1");
    const answer = (await response.json()) as { quoteResponse?: { grossPrice?: unknown } };
    // The same price as the library's own call, from the same bundle.
    const direct = safeQuote(JSON.parse(body), defaultTables);
    if (!direct.success) throw new Error("the example request did not price");
    expect(answer.quoteResponse?.grossPrice).toBe(direct.data.grossPrice);
    expect(direct.data.grossPrice).toBeGreaterThan(0);
  });

  it("answers an invalid body with a 400 problem", async () => {
    const { createQuoteHandler, defaultTables } = library;
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    const response = await handler(
      new Request(QUOTE_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Correlation-ID": "runs-anywhere-2", "Requesting-System": "browser-bundle-test" },
        body: JSON.stringify({ individualHealthCarePolicy: { quote: { productName: "Other" } } }),
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { status?: unknown; code?: unknown; instance?: unknown; errors?: unknown[] };
    expect(problem).toMatchObject({ status: 400, code: "INVALID_REQUEST", instance: "urn:correlation-id:runs-anywhere-2" });
    expect(problem.errors?.length).toBeGreaterThan(0);
  });
});
