/**
 * Child of compareHandlerCheckouts.ts: serves the public quote handler (authentication "none",
 * no log, today's date) under `toNodeListener` once for each source tree named on the command
 * line, each on its own port, all in this one process; prints `READY <url> <url>...`, and answers
 * each line on stdin with `CPU <microseconds>`, the process's CPU time so far.
 *
 *   node --import tsx bench/service/serveHandlerCheckouts.ts defaults|override <src> <src>...
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

const overrideGlobalObjects = process.argv[2] === "override";
const urls: string[] = [];
for (const source of process.argv.slice(3)) {
  const load = (path: string) => import(pathToFileURL(`${source}/${path}`).href);
  const [{ toNodeListener }, { createQuoteHandler }, { safeQuote }, { defaultTables }] = await Promise.all([
    load("http/toNodeListener.ts"),
    load("http/createQuoteHandler.ts"),
    load("quote/safeQuote.ts"),
    load("tables/default/index.ts"),
  ]);
  const quoteToday = (request: unknown) => safeQuote(request, defaultTables, { quoteDate: new Date().toISOString().slice(0, 10) });
  const server = createServer(toNodeListener(createQuoteHandler({ tables: defaultTables, quote: quoteToday, authentication: "none" }), { overrideGlobalObjects }));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
process.stdin.setEncoding("utf8");
process.stdin.on("data", () => {
  const usage = process.cpuUsage();
  process.stdout.write(`CPU ${usage.user + usage.system}\n`);
});
process.stdout.write(`READY ${urls.join(" ")}\n`);
