import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository describes the product in its own documents, docs/interface.md and
 * docs/rating-model.md. A citation of a document the repository does not contain (the
 * insurer's originals were once cited from a folder outside it) leaves a reader with nothing
 * to open, so every citation must name a document in docs/ and a section that document has.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** Release history records what was said at the time; it is not rewritten. */
const HISTORY = new Set(["CHANGELOG.md"]);
/** Lock files list package paths, not citations. */
const NOT_PROSE = new Set(["package-lock.json"]);
const CITED_DOCUMENTS = ["interface", "rating-model"] as const;

function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  return listed.filter((path) => path !== "" && !HISTORY.has(path) && !NOT_PROSE.has(path) && !/\.(png|jpe?g|gif|ico|woff2?)$/.test(path));
}

function textOf(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** The section numbers a document has: its numbered headings, numbered list items and step rows. */
function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  let heading: string | undefined;
  for (const line of markdown.split("\n")) {
    const numberedHeading = /^#{2,4} (\d+(?:\.\d+)?)\.? /.exec(line);
    if (numberedHeading?.[1] !== undefined) {
      heading = numberedHeading[1];
      sections.add(heading);
      continue;
    }
    const stepRow = /^\| (\d+\.\d+) \|/.exec(line);
    if (stepRow?.[1] !== undefined) sections.add(stepRow[1]);
    const listItem = /^(\d+)\. /.exec(line);
    if (listItem?.[1] !== undefined && heading !== undefined && !heading.includes(".")) sections.add(`${heading}.${listItem[1]}`);
  }
  return sections;
}

const files = trackedTextFiles();
const sections = Object.fromEntries(CITED_DOCUMENTS.map((name) => [name, sectionsOf(textOf(`docs/${name}.md`))])) as Record<
  (typeof CITED_DOCUMENTS)[number],
  Set<string>
>;

describe("citations of the product documents", () => {
  it("cites no document outside the repository", () => {
    const outside = new RegExp(["shared", "(spec|design)"].join("/"));
    const citing = files.filter((path) => path !== "test/repository/citations.test.ts" && outside.test(textOf(path)));
    expect(citing).toEqual([]);
  });

  it("names the interface and the rating model by their place in docs/", () => {
    const bare: string[] = [];
    for (const path of files) {
      if (path.startsWith("docs/")) continue;
      const text = textOf(path);
      for (const name of CITED_DOCUMENTS) {
        for (const match of text.matchAll(new RegExp(`(?<![\\w/.-])${name}\\.md`, "g"))) {
          const line = text.slice(0, match.index).split("\n").length;
          bare.push(`${path}:${line}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });

  it("cites only sections the documents have", () => {
    const missing: string[] = [];
    for (const path of files) {
      const text = textOf(path);
      for (const name of CITED_DOCUMENTS) {
        const citation = new RegExp(`${name}\\.md\\)?,? (?:sections? |§ ?)(\\d+(?:\\.\\d+)?)`, "g");
        for (const match of text.matchAll(citation)) {
          const section = match[1] ?? "";
          if (!sections[name].has(section)) missing.push(`${path}: ${name}.md section ${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("finds the sections the code cites most (the check above reads the documents right)", () => {
    expect([...sections["rating-model"]]).toEqual(expect.arrayContaining(["3", "3.12", "3.14", "4", "4.1", "4.14", "6", "7", "8", "12"]));
    expect([...sections.interface]).toEqual(expect.arrayContaining(["1", "2.1", "2.7", "2.8", "4.1", "5"]));
  });

  it("ships the documents that the published code, its --help and its OpenAPI document cite", () => {
    const shipped = (JSON.parse(textOf("package.json")) as { files: string[] }).files;
    expect(shipped).toEqual(expect.arrayContaining(CITED_DOCUMENTS.map((name) => `docs/${name}.md`)));
  });

  it("resolves the § section numbers of docs/errors.md in docs/rating-model.md", () => {
    const cited = [...textOf("docs/errors.md").matchAll(/§(\d+(?:\.\d+)?)/g)].map((match) => match[1] ?? "");
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((section) => !sections["rating-model"].has(section))).toEqual([]);
  });
});
