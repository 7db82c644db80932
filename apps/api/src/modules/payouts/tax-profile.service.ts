// The seller's PAN as TDS reads it (s.194-O at its rate with a PAN on file, s.206AA's without).
import { PAN_PATTERN } from '@haat/india';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectPans, upsertPan } from './ledger.repository.ts';

/** Whether the seller has a PAN on file. */
export async function hasPanOnFile(db: Executor, sellerId: string): Promise<boolean> {
  return Boolean((await selectPans(db, [sellerId])).get(sellerId));
}

/** Keeps (or, with null, forgets) a seller's PAN; refuses one of the wrong shape (400, `pan`). */
export async function recordSellerPan(
  db: Executor,
  sellerId: string,
  pan: string | null,
  now: Date,
): Promise<void> {
  const value = pan?.trim().toUpperCase() ?? null;
  if (value !== null && !PAN_PATTERN.test(value)) {
    throw new AppError('VALIDATION_FAILED', 'A PAN is five letters, four digits and a letter.', {
      pan: 'Give a PAN like ABCDE1234F.',
    });
  }
  await upsertPan(db, sellerId, value, now);
}
