/**
 * Compiles the CSV and JSON files in tables/ into the data modules behind `pmi-rating/tables`:
 * src/tables/default/data.generated.ts (the parsed files with their content hashes, readable
 * in a review) and src/tables/default/compiled.generated.ts (the same tables compiled, as a
 * snapshot, which `defaultTables` is rebuilt from without the compiler). Reads with the same
 * code as `loadTables` and refuses tables with any problem. Run `npm run tables:compile`
 * after editing tables/.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { renderDefaultTablesModule } from "../../src/tables/default/renderDefaultTablesModule.js";
import { formatTableProblem } from "../../src/tables/formatTableProblem.js";
import { computeContentHashes } from "../../src/tables/hash/computeContentHashes.js";
import { safeLoadTables } from "../../src/plans/loadTables.js";
import { sha256Hex } from "../../src/tables/hash/sha256Hex.js";
import { readTablesFolder } from "../../src/tables/readTablesFolder.js";
import { renderTablesSnapshotModule } from "../../src/tables/snapshot/renderTablesSnapshotModule.js";

const tablesDirectory = fileURLToPath(new URL("../../tables", import.meta.url));
const output = fileURLToPath(new URL("../../src/tables/default/data.generated.ts", import.meta.url));
const compiledOutput = fileURLToPath(new URL("../../src/tables/default/compiled.generated.ts", import.meta.url));

const checked = await safeLoadTables(tablesDirectory);
if (!checked.success) {
  console.error(`tables/ has ${checked.problems.length} problem(s); nothing written:`);
  for (const problem of checked.problems) console.error(`  ${formatTableProblem(problem)}`);
  process.exit(1);
}
const { parsed } = await readTablesFolder(tablesDirectory);
await writeFile(output, renderDefaultTablesModule({ ...parsed, hashes: computeContentHashes(parsed, sha256Hex) }));
await writeFile(compiledOutput, renderTablesSnapshotModule(checked.tables));
console.log(`Wrote ${output} and ${compiledOutput} (${parsed.versions.map((version) => version.directory).join(", ")}; hash ${checked.tables.hash}).`);
