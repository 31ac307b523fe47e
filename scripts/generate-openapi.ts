/**
 * Writes docs/openapi.json from the zod schemas (`npm run openapi`). A test fails when the
 * checked-in document differs from what this would write, so run it after changing a schema.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "../src/http/buildOpenApiDocument.js";

const target = fileURLToPath(new URL("../docs/openapi.json", import.meta.url));
writeFileSync(target, JSON.stringify(buildOpenApiDocument(), null, 2) + "\n");
console.log(`Wrote ${target}`);
