/**
 * Writes what is generated from the request's description (src/model/wire/requestFields.ts),
 * `npm run generate:request`: the validator's readers (src/validate/read/readers.generated.ts)
 * and the field tables (docs/request-fields.md). A test fails when a checked-in file differs
 * from what this writes, so run it after changing the description or the readers' rules.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderRequestFieldsDoc } from "./requestReaders/renderRequestFieldsDoc.js";
import { renderRequestReaders } from "./requestReaders/renderRequestReaders.js";

for (const [path, text] of [
  ["../src/validate/read/readers.generated.ts", renderRequestReaders()],
  ["../docs/request-fields.md", renderRequestFieldsDoc()],
] as const) {
  const target = fileURLToPath(new URL(path, import.meta.url));
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
