// The metrics port: GET /metrics in Prometheus text, nothing else, on METRICS_HOST (127.0.0.1 by
// default) — never the shop's public port, so a shopper cannot read request rates or routes.
import { createServer, type Server } from 'node:http';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  host: string;
  port: number;
  render: () => Promise<{ contentType: string; body: string }>;
  onError?: (error: unknown) => void;
}): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    options
      .render()
      .then(({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Metrics could not be collected\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
