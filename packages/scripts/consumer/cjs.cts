// A CommonJS consumer of the packed pmi-rating: every entry point, typed and run.
import { readFileSync } from "node:fs";
import { QuoteError, quote, safeQuote } from "pmi-rating";
import { createQuoteHandler, type QuoteHandlerOptions } from "pmi-rating/http";
import { loadTables } from "pmi-rating/node";
import { defaultTables, summarizeTables } from "pmi-rating/tables";

const examplePath = require.resolve("pmi-rating/package.json").replace(/package\.json$/, "examples/requests/new-business-couple.json");
const request: unknown = JSON.parse(readFileSync(examplePath, "utf8"));

async function main(): Promise<void> {
  const response = quote(request, defaultTables);
  if (!(response.grossPrice > 0)) throw new Error("CJS: no gross price");
  const refused = safeQuote({}, defaultTables);
  if (refused.success) throw new Error("CJS: an empty request was priced");
  try {
    quote({}, defaultTables);
    throw new Error("CJS: quote did not throw");
  } catch (error) {
    if (!QuoteError.is(error) || !(error instanceof QuoteError)) throw new Error("CJS: QuoteError not recognised");
  }
  if (summarizeTables(defaultTables).versions.length === 0) throw new Error("CJS: no tables version");
  if (typeof loadTables !== "function") throw new Error("CJS: pmi-rating/node has no loadTables");
  const handlerOptions: QuoteHandlerOptions = { tables: defaultTables, authentication: "none" };
  const handler = createQuoteHandler(handlerOptions);
  const http = await handler(
    new Request("http://localhost/v1/individualHealthcarePolicy/quote", {
      method: "POST",
      headers: { "content-type": "application/json", "correlation-id": "consumer-2", "requesting-system": "consumer" },
      body: JSON.stringify(request),
    }),
  );
  if (http.status !== 200) throw new Error(`CJS: the HTTP handler answered ${http.status}`);
  console.log(`cjs ok: gross ${response.grossPrice}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
