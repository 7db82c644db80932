// autocannon 8 ships no types; this covers what bench/load.ts uses.
declare module 'autocannon' {
  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      body?: string | Buffer;
      headers?: Record<string, string>;
    }
    interface Options {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Array<{ setupRequest?: (request: RawRequest, context: object) => RawRequest }>;
    }
    interface Histogram {
      p50: number;
      p90: number;
      p99: number;
      average: number;
      total: number;
    }
    interface Result {
      duration: number;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
