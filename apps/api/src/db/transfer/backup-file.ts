// The backup file: gzip'd JSON lines, the same on PGlite and PostgreSQL, needing no pg_dump.
//   line 1      the header: format, migration level, and per table its columns, rows, checksum;
//               the sequences' positions
//   then        each table's rows, in the header's order (parents first), one row_to_json a line
//   last line   a trailer with the totals, so a cut-off file is caught
// docs/decisions/backups.md says why this format.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { MigrationLevelSchema } from './migration-level.ts';
import { TransferRefusal, messageOf } from './session.ts';
import { SequenceValueSchema, TableShapeSchema } from './tables.ts';

export const BACKUP_FORMAT = 'haat-backup';

export const BackupTableSchema = TableShapeSchema.extend({
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});
export type BackupTable = z.infer<typeof BackupTableSchema>;

export const BackupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  migrations: MigrationLevelSchema,
  tables: z.array(BackupTableSchema),
  sequences: z.array(SequenceValueSchema),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

function trailerOf(header: BackupHeader): { end: string; tables: number; rows: number } {
  return {
    end: BACKUP_FORMAT,
    tables: header.tables.length,
    rows: header.tables.reduce((total, table) => total + table.rows, 0),
  };
}

/**
 * Writes the header, then the row batches `rowsOf` yields for each table, then the trailer.
 * Refuses when a table yields another number of rows than its header says.
 */
export async function writeBackupFile(
  file: string,
  header: BackupHeader,
  rowsOf: (table: BackupTable) => AsyncIterable<string[]>,
): Promise<void> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { flags: 'wx' }));
  // Surfaces a write error (disk full) to a line waiting for the gzip stream to drain.
  const failed = written.then(() => new Promise<never>(() => undefined));
  written.catch(() => undefined);
  failed.catch(() => undefined);
  const writeLine = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), failed]);
  };
  try {
    await writeLine(JSON.stringify(header));
    for (const table of header.tables) {
      let rows = 0;
      for await (const batch of rowsOf(table)) {
        rows += batch.length;
        await writeLine(batch.join('\n'));
      }
      if (rows !== table.rows) {
        throw new TransferRefusal(
          `${table.name} gave ${rows} rows, not the ${table.rows} counted.`,
        );
      }
    }
    await writeLine(JSON.stringify(trailerOf(header)));
    gzip.end();
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

function damaged(file: string, why: string): TransferRefusal {
  return new TransferRefusal(`${file} is not a whole Haat backup: ${why}.`);
}

function openLines(file: string) {
  const bytes = createReadStream(file);
  const input = bytes.pipe(createGunzip());
  bytes.on('error', (error) => input.destroy(error));
  // readline passes its input's errors (a damaged or cut-off gzip) on to the line iterator.
  const lines = createInterface({ input, crlfDelay: Infinity });
  return {
    iterator: lines[Symbol.asyncIterator](),
    close: () => {
      lines.close();
      input.destroy();
      bytes.destroy();
    },
  };
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  if (line === undefined) throw damaged(file, 'it is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw damaged(file, 'its first line is not JSON');
  }
  const header = BackupHeaderSchema.safeParse(parsed);
  if (!header.success) throw damaged(file, 'its header is not one Haat writes');
  return header.data;
}

async function nextLine(
  file: string,
  iterator: AsyncIterator<string>,
): Promise<string | undefined> {
  try {
    const next = await iterator.next();
    return next.done ? undefined : next.value;
  } catch (error) {
    throw damaged(file, messageOf(error));
  }
}

/** Reads only the header: enough to refuse a backup before anything is opened or changed. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const { iterator, close } = openLines(file);
  try {
    return parseHeader(file, await nextLine(file, iterator));
  } finally {
    close();
  }
}

/**
 * Each table's rows as JSON texts, `batchRows` at a time, in the header's order; then checks the
 * trailer. A file cut short or with lines added fails here, before anything is committed.
 */
export async function* readBackupBatches(
  file: string,
  batchRows: number,
): AsyncGenerator<{ table: BackupTable; rows: string[] }> {
  const { iterator, close } = openLines(file);
  try {
    const header = parseHeader(file, await nextLine(file, iterator));
    for (const table of header.tables) {
      let batch: string[] = [];
      for (let index = 0; index < table.rows; index += 1) {
        const line = await nextLine(file, iterator);
        if (line === undefined) throw damaged(file, `it ends inside ${table.name}`);
        batch.push(line);
        if (batch.length === batchRows) {
          yield { table, rows: batch };
          batch = [];
        }
      }
      if (batch.length > 0) yield { table, rows: batch };
    }
    const trailer = await nextLine(file, iterator);
    const expected = JSON.stringify(trailerOf(header));
    if (trailer === undefined) throw damaged(file, 'it ends before its last line');
    if (trailer !== expected) {
      throw damaged(file, 'its rows do not add up to the counts in its header');
    }
    if ((await nextLine(file, iterator)) !== undefined) {
      throw damaged(file, 'it goes on after its last line');
    }
  } finally {
    close();
  }
}
