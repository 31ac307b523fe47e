import { createServer } from "node:net";

/**
 * A free TCP port on loopback: the operating system picks it, and it is released before use.
 *
 * @example
 * const port = await freePort(); // 41873
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
