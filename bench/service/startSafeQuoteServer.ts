import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { defaultTables } from "../../src/tables/default/index.js";

/**
 * The adapter benchmark's floor for a priced request: a bare `node:http` server that reads the
 * body, parses it, calls `safeQuote` on it and answers its JSON, with no authentication, caller
 * headers, limits, problems, log or metrics. What the quote adapter adds to this is its own
 * overhead.
 *
 * @example
 * const server = await startSafeQuoteServer();
 * await fetch(`${server.url}/v1/individualHealthcarePolicy/quote`, { method: "POST", body: JSON.stringify(request) });
 */
export async function startSafeQuoteServer(): Promise<{ readonly url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        response.writeHead(400, { "content-type": "application/json" }).end('{"error":"bad json"}');
        return;
      }
      void Promise.resolve(safeQuote(body, defaultTables)).then((result) => {
        const answer = result.success ? JSON.stringify({ quoteResponse: result.data }) : JSON.stringify({ issues: result.issues });
        response.writeHead(result.success ? 200 : 400, { "content-type": "application/json" }).end(answer);
      });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
