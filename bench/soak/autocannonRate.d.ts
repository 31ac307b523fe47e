// The options of autocannon 9 the soak adds to those bench/lib/autocannon.d.ts declares.
declare module "autocannon" {
  interface Options {
    /** Requests per second over all connections. */
    overallRate?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
}
