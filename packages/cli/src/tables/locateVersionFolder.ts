import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/** A tables folder and one version in it. */
export interface VersionInFolder {
  readonly directory: string;
  readonly version: string;
}

/**
 * Reads a command's version argument: either the path of a version folder (one holding
 * manifest.json, e.g. `tables/2027.1`), whose parent is the tables folder, or a version label
 * (`2027.1`) in the tables folder given (`--tables`, default `tables`).
 *
 * @example
 * locateVersionFolder("tables/2027.1", undefined); // { directory: "/…/tables", version: "2027.1" }
 * locateVersionFolder("2027.1", "./proposed");     // { directory: "./proposed", version: "2027.1" }
 */
export function locateVersionFolder(argument: string, tablesDirectory: string | undefined, exists: (path: string) => boolean = existsSync): VersionInFolder {
  if (exists(join(argument, "manifest.json"))) {
    const folder = resolve(argument);
    return { directory: dirname(folder), version: basename(folder) };
  }
  return { directory: tablesDirectory ?? "tables", version: argument };
}
