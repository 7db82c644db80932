// Whether this process is still taking traffic. serve.ts begins the shutdown on SIGTERM; from then
// on /api/ready answers 503 (a load balancer stops sending here) and every answer closes its
// connection, so keep-alive clients reconnect to a process that stays.
export interface Lifecycle {
  readonly isShuttingDown: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get isShuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
