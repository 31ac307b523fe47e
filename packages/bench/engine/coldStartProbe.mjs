// Run by measureColdStart.ts in a fresh `node` (no tsx, no flags) against the bundles it
// built: how long a new process takes to import the library, get the default tables, load the
// CSV tables and price a first quote. performance.now() counts from the process's start.
import { readFileSync } from "node:fs";

const [bundleDirectory, tablesDirectory, requestFile] = process.argv.slice(2);
const request = JSON.parse(readFileSync(requestFile, "utf8"));
const processReady = performance.now();
const { quote } = await import(`${bundleDirectory}/index.js`);
const libraryImported = performance.now();
const { defaultTables } = await import(`${bundleDirectory}/tables.js`);
const defaultTablesReady = performance.now();
quote(request, defaultTables);
const firstQuote = performance.now();
const { loadTables } = await import(`${bundleDirectory}/node.js`);
const loadStarted = performance.now();
await loadTables(tablesDirectory);
const csvTablesLoaded = performance.now();
process.stdout.write(
  `BENCH_RESULT ${JSON.stringify({
    processStartMs: processReady,
    importLibraryMs: libraryImported - processReady,
    importDefaultTablesMs: defaultTablesReady - libraryImported,
    firstQuoteMs: firstQuote - defaultTablesReady,
    toFirstQuoteMs: firstQuote,
    loadCsvTablesMs: csvTablesLoaded - loadStarted,
  })}\n`,
);
