// The server's signing secret: JWT_SECRET when configured, otherwise 32 random bytes generated
// once and kept in DATA_DIR/jwt-secret (mode 0600), so tokens survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

export const SECRET_FILE_NAME = 'jwt-secret';

const loaded = new Map<string, Promise<string>>();

async function readOrCreateSecretFile(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const generated = randomBytes(32).toString('hex');
  try {
    // 'wx' fails when the file exists: two processes starting together keep the first secret.
    await writeFile(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < 32) {
    throw new Error(
      `${file} holds a secret shorter than 32 characters; delete it to make a new one`,
    );
  }
  return stored;
}

/** Loaded once per process and data directory, at first use. */
export function loadServerSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  let secret = loaded.get(file);
  if (!secret) {
    secret = readOrCreateSecretFile(file);
    // A failed read is retried next time rather than cached.
    secret.catch(() => loaded.delete(file));
    loaded.set(file, secret);
  }
  return secret;
}
