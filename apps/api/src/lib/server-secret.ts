// The server's signing secret: JWT_SECRET when configured, otherwise 32 random bytes generated
// once and kept in the database (table server_secrets), so every process on every machine that
// shares the database signs and checks with the same key, and tokens survive a restart. The
// secret also peppers OTP hashes and keys our payment links (docs/decisions/shared-secret.md).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { serverSecrets } from './server-secrets.schema.ts';

/** Where earlier versions kept a generated secret: adopted once, so an upgrade signs no one out. */
export const LEGACY_SECRET_FILE_NAME = 'jwt-secret';
export const SIGNING_SECRET_NAME = 'signing';
export const MIN_SECRET_LENGTH = 32;

export interface ServerSecretSource {
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  db: Database;
}

const loaded = new WeakMap<Database, Promise<string>>();

async function readLegacySecretFile(dataDir: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(path.join(dataDir, LEGACY_SECRET_FILE_NAME), 'utf8')).trim();
    return stored.length >= MIN_SECRET_LENGTH ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readOrCreateStoredSecret({ config, db }: ServerSecretSource): Promise<string> {
  const [known] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNING_SECRET_NAME));
  if (!known) {
    const offered = (await readLegacySecretFile(config.dataDir)) ?? randomBytes(32).toString('hex');
    // Two processes starting together both offer one; the first to commit wins and the other's
    // insert waits for that commit and does nothing, so the read below agrees everywhere.
    await db
      .insert(serverSecrets)
      .values({ name: SIGNING_SECRET_NAME, value: offered })
      .onConflictDoNothing();
  }
  const [stored] = known
    ? [known]
    : await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, SIGNING_SECRET_NAME));
  if (!stored) throw new Error('The signing secret could not be stored in the database');
  if (stored.value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `server_secrets holds a '${SIGNING_SECRET_NAME}' secret shorter than ${MIN_SECRET_LENGTH} characters; delete the row to make a new one`,
    );
  }
  return stored.value;
}

/** Whether the database already keeps a generated signing secret (never its value). */
export async function hasStoredSecret(db: Database): Promise<boolean> {
  const rows = await db
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNING_SECRET_NAME));
  return rows.length > 0;
}

/** Loaded once per process and database, at first use. */
export function loadServerSecret(source: ServerSecretSource): Promise<string> {
  if (source.config.jwtSecret) return Promise.resolve(source.config.jwtSecret);
  let secret = loaded.get(source.db);
  if (!secret) {
    secret = readOrCreateStoredSecret(source);
    // A failed read (the database away) is retried next time rather than cached.
    secret.catch(() => loaded.delete(source.db));
    loaded.set(source.db, secret);
  }
  return secret;
}
