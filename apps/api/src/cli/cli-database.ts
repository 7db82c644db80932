// The database a command that must not go through a server opens itself (operator:create,
// demo:remove): on the embedded database only while no server holds it, since PGlite admits one
// process; on PostgreSQL beside the running servers. Migrated before the command reads it.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { probeServer } from '../lib/server-file.ts';
import { CliRefusal } from './cli-backend.ts';

export async function openDatabaseAlone(config: Config, command: string): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    const server = await probeServer(config.dataDir);
    if (server.kind !== 'none') {
      throw new CliRefusal(
        `Stop the server first (pid ${server.pid}, ${server.baseUrl}): ${command} opens the embedded database at ${path.join(config.dataDir, 'db')} itself, which one process at a time may hold. Start the server again afterwards.`,
      );
    }
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
