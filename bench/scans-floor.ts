// The courier-scans bench's floor: what this machine does with the same requests and no
// application — Fastify 5 reading the JSON body and writing one row per request into the same
// PostgreSQL (one INSERT, committed on its own, through a pool of the app's size), answering a
// fixed JSON object. `node --import tsx bench/scans-floor.ts <port> <database url>` prints
// `ready <port>`. The webhook's rate is reported as a share of this one's.
import Fastify from 'fastify';
import pg from 'pg';

async function main(): Promise<void> {
  const [portText, databaseUrl] = process.argv.slice(2);
  const port = Number(portText);
  if (!Number.isInteger(port) || !databaseUrl) {
    console.error('usage: scans-floor.ts <port> <database url>');
    process.exit(2);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    'create table if not exists bench_scan_floor (awb text not null, received_at timestamptz not null default now())',
  );
  await pool.query('truncate bench_scan_floor');
  const app = Fastify({ logger: false });
  app.post('/', async (request) => {
    const body = request.body as { awb?: unknown; Shipment?: { AWB?: unknown } };
    const awb = String(body.awb ?? body.Shipment?.AWB ?? '');
    await pool.query({
      name: 'floor-insert',
      text: 'insert into bench_scan_floor (awb) values ($1)',
      values: [awb],
    });
    return { status: 'success' };
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`ready ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void app
        .close()
        .then(() => pool.end())
        .finally(() => process.exit(0));
    });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
