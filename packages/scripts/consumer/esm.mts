// An ES module consumer of the packed pmi-rating: every entry point, typed and run.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { QuoteError, quote, safeQuote, type QuoteResponse } from "pmi-rating";
import { createQuoteHandler, type QuoteHandlerOptions } from "pmi-rating/http";
import { loadTables, TablesError } from "pmi-rating/node";
import { defaultTables } from "pmi-rating/tables";

const require = createRequire(import.meta.url);
const examplePath = require.resolve("pmi-rating/package.json").replace(/package\.json$/, "examples/requests/new-business-single-adult.json");
const request: unknown = JSON.parse(readFileSync(examplePath, "utf8"));

const response: QuoteResponse = quote(request, defaultTables);
if (!(response.grossPrice > 0)) throw new Error("ESM: no gross price");
const refused = safeQuote({}, defaultTables);
if (refused.success) throw new Error("ESM: an empty request was priced");

// A QuoteError thrown by the CommonJS build is recognised by the ES module's QuoteError.is.
const commonJs = require("pmi-rating") as typeof import("pmi-rating");
let crossBuild: unknown;
try {
  commonJs.quote({}, defaultTables);
} catch (error) {
  crossBuild = error;
}
if (crossBuild instanceof QuoteError) throw new Error("ESM: expected two distinct QuoteError classes");
if (!QuoteError.is(crossBuild)) throw new Error("ESM: QuoteError.is does not recognise the CommonJS build's error");

const tables = await loadTables(require.resolve("pmi-rating/package.json").replace(/package\.json$/, "tables"));
if (tables.hash !== defaultTables.hash) throw new Error("ESM: the shipped tables folder and defaultTables differ");
try {
  await loadTables("/no/such/tables/folder");
} catch (error) {
  if (!TablesError.is(error) && !(error instanceof Error)) throw new Error("ESM: loadTables failed oddly");
}

const handlerOptions: QuoteHandlerOptions = { tables: defaultTables, authentication: "none" };
const handler = createQuoteHandler(handlerOptions);
const http = await handler(
  new Request("http://localhost/v1/individualHealthcarePolicy/quote", {
    method: "POST",
    headers: { "content-type": "application/json", "correlation-id": "consumer-1", "requesting-system": "consumer" },
    body: JSON.stringify(request),
  }),
);
if (http.status !== 200) throw new Error(`ESM: the HTTP handler answered ${http.status}`);
console.log(`esm ok: gross ${response.grossPrice}`);
