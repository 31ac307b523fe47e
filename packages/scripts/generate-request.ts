/**
 * Writes what is generated from the request's description (src/model/wire/requestFields.ts),
 * `npm run generate:request`: the validator's readers (src/validate/read/readers.generated.ts),
 * the field tables (docs/request-fields.md) and the look-ups' question types
 * (src/lookups/queries.generated.ts, from src/lookups/lookupParameters.ts). A test fails when a checked-in file differs
 * from what this writes, so run it after changing the description or the readers' rules.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderLookupQueries } from "./requestReaders/renderLookupQueries.js";
import { renderRequestFieldsDoc } from "./requestReaders/renderRequestFieldsDoc.js";
import { renderRequestReaders } from "./requestReaders/renderRequestReaders.js";

for (const [path, text] of [
  ["../../src/validate/read/readers.generated.ts", renderRequestReaders()],
  ["../../docs/request-fields.md", renderRequestFieldsDoc()],
  ["../../src/lookups/queries.generated.ts", renderLookupQueries()],
] as const) {
  const target = fileURLToPath(new URL(path, import.meta.url));
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
