import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { answerOfBenchBody } from "./serviceBenchBodies.js";

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
export async function startSafeQuoteServer(
  // Wraps each request's parse, quotation and serialisation (serveForBench's safeQuote:timed times them inside the server).
  around: <T>(work: () => T) => T = (work) => work(),
  // Runs each request's work later (safeQuote:deferred: setImmediate, so that the requests node:http read in one
  // turn of the event loop are priced one after another instead of each between node:http's own work).
  schedule: (work: () => void) => void = (work) => work(),
): Promise<{ readonly url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () =>
      schedule(() => {
        const text = Buffer.concat(chunks).toString("utf8");
        const answer = around(() => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            return undefined;
          }
          return answerOfBenchBody(body);
        });
        if (answer === undefined) response.writeHead(400, { "content-type": "application/json" }).end('{"error":"bad json"}');
        else void Promise.resolve(answer).then(({ status, text }) => response.writeHead(status, { "content-type": "application/json" }).end(text));
      }),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
