// What every shop starts with, demo or real: the pin-code directory (delivery checks, the address
// form's city and state) and the default search synonyms. Written once, when missing.
import { count } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { seedSearchSynonyms } from '../modules/search/index.ts';
import { insertRows } from './insert-rows.ts';
import { loadPincodeDirectory, type PincodeEntry } from './pincodes.ts';

export interface ReferenceData {
  /** Pin codes written by this call (0 when the directory was there already). */
  pincodesWritten: number;
  directory: PincodeEntry[];
}

export async function seedReferenceData(db: Executor): Promise<ReferenceData> {
  const directory = await loadPincodeDirectory();
  const [present] = await db.select({ value: count() }).from(schema.pincodes);
  if ((present?.value ?? 0) > 0) return { pincodesWritten: 0, directory };
  // A shop's first start: the synonyms too (never again, so the operator's removals stay removed).
  await insertRows(
    db,
    schema.pincodes,
    directory.map((entry) => ({ ...entry, country: 'India' })),
  );
  await seedSearchSynonyms(db);
  return { pincodesWritten: directory.length, directory };
}
