// Password hashing: argon2id through @node-rs/argon2 (STACK.md: the `argon2` package crashes here).
import { hash, verify } from '@node-rs/argon2';

/** Argon2id: `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}
