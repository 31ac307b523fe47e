/**
 * Writes docs/openapi.json from the zod schemas (`npm run openapi`), with every request of
 * examples/requests/ and its real answer as examples. A test fails when the checked-in
 * document differs from what this would write, so run it after changing a schema, an
 * example or the default tables.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildServiceOpenApiDocument } from "@pmi-rating/service";
import { collectOpenApiExamples } from "./openapi/collectOpenApiExamples.js";

const target = fileURLToPath(new URL("../../docs/openapi.json", import.meta.url));
writeFileSync(target, JSON.stringify(buildServiceOpenApiDocument({ examples: await collectOpenApiExamples() }), null, 2) + "\n");
console.log(`Wrote ${target}`);
