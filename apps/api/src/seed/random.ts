// A seeded pseudo-random generator: the demo data must come out the same on every run, so
// nothing in the seed may call Math.random().

/** The seed every demo catalogue starts from; change it and every product changes. */
export const DEMO_SEED = 0x4a41_4950; // 'JAIP'

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both ends included. */
  integer(min: number, max: number): number;
  /** True with the given probability (0–1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when `count` exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Letters and digits, as in a tracking id. */
  code(length: number, alphabet?: string): string;
  /** An independent generator for one part of the seed, so adding a product elsewhere leaves it alone. */
  fork(label: string): Random;
}

/** mulberry32: small, fast and good enough to make demo data look unplanned. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        const held = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = held;
      }
      return copy.slice(0, Math.max(0, count));
    },
    code(length, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') {
      let text = '';
      for (let index = 0; index < length; index += 1)
        text += alphabet.charAt(Math.floor(next() * alphabet.length));
      return text;
    },
    fork: (label) => createRandom(hashLabel(label) ^ seed),
  };
}

/** FNV-1a of a label, to derive a sub-generator's seed. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
