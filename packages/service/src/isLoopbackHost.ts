import { isIP } from "node:net";

/**
 * Whether listening on this host reaches this machine only: `localhost`, any 127.0.0.0/8
 * address, `::1` (bracketed or not) or the IPv4-mapped `::ffff:127.x.y.z`. Anything else,
 * including `0.0.0.0`, `::` and a host name, may be reachable from the network.
 *
 * @example
 * isLoopbackHost("127.0.0.1"); // true
 * isLoopbackHost("0.0.0.0"); // false
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || bare === "0:0:0:0:0:0:0:1" || /^::ffff:127\./.test(bare);
  return false;
}
