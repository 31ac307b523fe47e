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
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
