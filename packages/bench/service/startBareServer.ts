import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The service benchmark's baseline: a bare `node:http` server that reads the whole body,
 * parses it as JSON (as the reference service must) and answers a fixed JSON quotation. It is
 * the most a Node HTTP server can do per request with no rating, validation or security.
 *
 * @example
 * const bare = await startBareServer();
 * await fetch(`${bare.url}/v1/individualHealthcarePolicy/quote`, { method: "POST", body: "{}" });
 * await bare.close();
 */
export async function startBareServer(): Promise<{ readonly url: string; close(): Promise<void> }> {
  const answer = JSON.stringify({ quoteResponse: { netPrice: 1000, grossPrice: 1120, ipt: 120 } });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        response.writeHead(400, { "content-type": "application/json" }).end('{"error":"bad json"}');
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(answer);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
