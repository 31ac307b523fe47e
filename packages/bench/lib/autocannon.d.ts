// The part of autocannon 9's API the service benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
    readonly total: number;
  }
  interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly statusCodeStats: Record<string, { readonly count: number }>;
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** A sequence each connection sends in turn; `setupRequest` may change a request before it goes. */
    requests?: {
      method?: string;
      body?: string;
      setupRequest?: (request: object, context: object) => object;
      onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
    }[];
  }
  /** A run under way: its result once done, and its events meanwhile (`response`: every answer, with its latency in ms). */
  interface Instance extends Promise<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
