// The benchmark reads wrk's report (two workers against one): the figures it takes.
import { describe, expect, it } from 'vitest';
import { parseDuration, parseWrkReport } from '../bench/wrk.ts';

const REPORT = `Running 3s test @ http://127.0.0.1:4201
  1 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    13.37ms   23.94ms 387.64ms   97.63%
    Req/Sec     9.56k     1.26k   10.82k    83.33%
  Latency Distribution
     50%  812.00us
     75%   10.55ms
     90%   12.02ms
     99%    1.20s
  28545 requests in 3.00s, 53.30MB read
  Socket errors: connect 0, read 2, write 0, timeout 7
  Non-2xx or 3xx responses: 3
Requests/sec:   9507.54
Transfer/sec:     17.75MB
`;

describe("wrk's report", () => {
  it('gives the rate, the percentiles in ms, errors, timeouts and bytes per answer', () => {
    expect(parseWrkReport(REPORT, 3)).toEqual({
      requestsPerSecond: 9508,
      p50: 0.812,
      p90: 12.02,
      p99: 1200,
      non2xx: 3,
      errors: 2,
      timeouts: 7,
      total: 28545,
      bytesPerRequest: Math.round((53.3 * 1024 * 1024) / 28545),
    });
  });

  it('reads every unit wrk prints, and nothing else', () => {
    expect(parseDuration('1.5m')).toBe(90_000);
    expect(parseDuration('250us')).toBe(0.25);
    expect(parseDuration('fast')).toBeNaN();
  });
});
