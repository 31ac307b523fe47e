import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CliError } from "../CliError.js";
import { locateVersionFolder } from "./locateVersionFolder.js";

describe("locateVersionFolder", () => {
  it("reads a version folder's path as its parent tables folder and its name", () => {
    const exists = (path: string) => path === "proposed/2027.1/manifest.json";
    expect(locateVersionFolder("proposed/2027.1", "ignored", exists)).toEqual({ directory: resolve("proposed"), version: "2027.1" });
  });

  it("reads anything else as a version label in --tables", () => {
    expect(locateVersionFolder("2027.1", "proposed", () => false)).toEqual({ directory: "proposed", version: "2027.1" });
  });

  it("refuses a label without --tables, which names the shipped tables, as a usage error saying what to give", () => {
    const locate = () => locateVersionFolder("2027.1", undefined, () => false);
    expect(locate).toThrow(CliError);
    expect(locate).toThrow(
      /names the shipped tables, which come approved and are not changed in place: give the path of the version folder \(tables\/2027\.1\) or --tables <dir>/,
    );
    try {
      locate();
    } catch (error) {
      expect((error as CliError).exitCode).toBe(2);
    }
  });
});
