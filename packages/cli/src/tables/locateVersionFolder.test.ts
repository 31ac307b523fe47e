import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { locateVersionFolder } from "./locateVersionFolder.js";

describe("locateVersionFolder", () => {
  it("reads a version folder's path as its parent tables folder and its name", () => {
    const exists = (path: string) => path === "proposed/2027.1/manifest.json";
    expect(locateVersionFolder("proposed/2027.1", "ignored", exists)).toEqual({ directory: resolve("proposed"), version: "2027.1" });
  });

  it("reads anything else as a version label in --tables, by default ./tables", () => {
    const none = () => false;
    expect(locateVersionFolder("2027.1", undefined, none)).toEqual({ directory: "tables", version: "2027.1" });
    expect(locateVersionFolder("2027.1", "proposed", none)).toEqual({ directory: "proposed", version: "2027.1" });
  });
});
