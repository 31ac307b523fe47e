import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findExamplesDirectory } from "./findExamplesDirectory.js";

describe("findExamplesDirectory", () => {
  it("finds examples/requests beside the package.json above the running module", () => {
    const present = new Set(["/app/node_modules/pmi-rating/package.json", "/app/node_modules/pmi-rating/examples/requests"]);
    const exists = (path: string) => present.has(path);
    expect(findExamplesDirectory("/app/node_modules/pmi-rating/dist", exists)).toBe(join("/app/node_modules/pmi-rating", "examples", "requests"));
    expect(findExamplesDirectory("/elsewhere/dist", exists)).toBeUndefined();
  });

  it("finds the repository's own examples from the source folder", () => {
    const found = findExamplesDirectory(new URL(".", import.meta.url).pathname);
    expect(found?.endsWith(join("examples", "requests"))).toBe(true);
  });
});
