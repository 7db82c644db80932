// A shopper's (or operator's) HTTP client for a shop behind a load balancer, that can tell which
// machine answered each call (nginx names it in X-Upstream) and ask for the next call to land on
// a given machine: with one nginx worker and round robin, calls alternate between two upstreams,
// so a cheap health call moves the turn on when it is the other machine's.
import type { LoadBalancer } from './nginx.ts';

export interface Answer {
  status: number;
  machine: string;
  headers: Headers;
  json: () => unknown;
  bytes: Buffer;
}

export interface BalancedClient {
  call(
    method: string,
    url: string,
    options?: { token?: string; body?: unknown; form?: FormData },
  ): Promise<Answer>;
  /** Makes the next call land on `machine` ('127.0.0.1:PORT'). */
  steerTo(machine: string): Promise<void>;
  /** Every machine that answered so far. */
  machinesSeen(): Set<string>;
}

export function balancedClient(balancer: LoadBalancer, machines: string[]): BalancedClient {
  let last: string | undefined;
  const seen = new Set<string>();
  const call: BalancedClient['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(`${balancer.base}${url}`, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const machine = res.headers.get('x-upstream') ?? '';
    if (!machines.includes(machine)) {
      throw new Error(`${method} ${url} was answered by "${machine}", not one of the machines`);
    }
    last = machine;
    seen.add(machine);
    return {
      status: res.status,
      machine,
      headers: res.headers,
      bytes,
      json: () => JSON.parse(bytes.toString('utf8')) as unknown,
    };
  };
  return {
    call,
    async steerTo(machine) {
      for (let tries = 0; last === undefined || last === machine; tries += 1) {
        if (tries === 2) throw new Error(`the balancer did not alternate: ${machine} twice`);
        await call('GET', '/api/health');
      }
    },
    machinesSeen: () => seen,
  };
}

/** 'http://127.0.0.1:PORT' → '127.0.0.1:PORT', as nginx names an upstream. */
export const machineOf = (base: string) => new URL(base).host;
