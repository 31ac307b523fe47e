import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";

/** A tables folder and one version in it. */
export interface VersionInFolder {
  readonly directory: string;
  readonly version: string;
}

/**
 * Reads the version argument of a command that writes into the version (`tables approve`):
 * either the path of a version folder (one holding manifest.json, e.g. `tables/2027.1`), whose
 * parent is the tables folder, or a version label (`2027.1`) of `--tables`. As in every command,
 * a label without `--tables` names the shipped tables; those come approved inside the installed
 * package and are not changed in place, so that is a usage error saying what to give instead.
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
  if (tablesDirectory === undefined) {
    throw new CliError(
      `"${argument}" is not a version folder, and a version label without --tables names the shipped tables, which come approved and are not changed in place: ` +
        `give the path of the version folder (tables/${argument}) or --tables <dir>`,
      EXIT_CODES.usage,
    );
  }
  return { directory: tablesDirectory, version: argument };
}
