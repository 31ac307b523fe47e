import type { RatingTables } from "pmi-rating";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { pinTablesVersion, type ImpactTablesSpec } from "@pmi-rating/rate-change";

export type { ImpactTablesSpec };

/**
 * Loads one side's tables and pins its version when asked. Every problem stops the run before
 * any policy is priced: a broken folder (every problem listed), or a version it does not hold.
 *
 * @example
 * const to = await resolveImpactTables({ directory: "tables-next", side: "to" });
 */
export async function resolveImpactTables(spec: ImpactTablesSpec): Promise<RatingTables> {
  const tables = await loadTablesOption(spec.directory, `--${spec.side}`);
  if (spec.version === undefined) return tables;
  const pinned = pinTablesVersion(tables, spec.version);
  if (pinned === undefined) {
    const held = tables.versions.map((version) => version.manifest.version).join(", ");
    throw new CliError(
      `--${spec.side}-version ${spec.version} is not in ${spec.directory === undefined ? "the shipped tables" : `"${spec.directory}"`} (versions: ${held})`,
    );
  }
  return pinned;
}

/** How a side is named in the report: "tables (version 2027.1)" or "shipped tables, by price date". */
export function describeImpactTables(spec: ImpactTablesSpec): string {
  const where = spec.directory === undefined ? "shipped tables" : spec.directory;
  return spec.version === undefined ? `${where}, version by each policy's price date` : `${where}, version ${spec.version} for every policy`;
}
