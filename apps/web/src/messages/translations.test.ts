// Every sentence the storefront shows, in English and in Hindi (docs/decisions/hindi.md): the two
// catalogues have the same keys and shapes (a key missing in either fails here, and in the type
// check), every function takes what its English one takes, and a sentence the English writes in
// words is written in Devanagari, not left in English by mistake.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@haat/contract/constants';

/** Every message file, by name: en.ts, en-cart.ts, hi.ts, hi-cart.ts… */
const FILES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const ENGLISH = Object.keys(FILES).filter((name) => /^\.\/en(-[a-z-]+)?\.ts$/.test(name));

/** Each translation beside its English file, for every language the shop speaks. */
const PAIRS: Array<[string, unknown, unknown]> = LANGUAGES.filter(
  (language) => language.code !== 'en',
).flatMap((language) =>
  ENGLISH.map((file): [string, unknown, unknown] => {
    const translated = file.replace('./en', `./${language.code}`);
    return [`${file.slice(2)} / ${translated.slice(2)}`, FILES[file], FILES[translated]];
  }),
);

/** The script a language is written in: a sentence not in it is left in English by mistake. */
const SCRIPTS: Record<string, RegExp> = { hi: /[\u0900-\u097F]/ };

it('every language has a file for each English one', () => {
  for (const [name, , translated] of PAIRS) expect(translated, name).toBeDefined();
  expect(ENGLISH.length).toBeGreaterThanOrEqual(8);
});

/**
 * A sentence in words: three or more words, one of them in lower case (a name, a company's or an
 * address, is all capitals; an e-mail address or a link is none of this).
 */
function isSentence(text: string): boolean {
  if (/@|https?:|mailto:/.test(text)) return false;
  const words = text.match(/\b[A-Za-z]{2,}\b/g) ?? [];
  return words.length >= 3 && words.some((word) => /^[a-z]/.test(word));
}

/** Arguments a message function is tried with: counts and texts, or a list of texts. */
const SAMPLES: unknown[][] = [
  [2, 'X', 'Y', 'Z'],
  [['X', 'Y'], 2, 'Z'],
  ['X', 2, 'Y', 'Z'],
];

/** The first sample arguments the English function accepts. */
function argumentsFor(english: (...args: unknown[]) => unknown): unknown[] {
  for (const sample of SAMPLES) {
    const args = sample.slice(0, english.length);
    try {
      english(...args);
      return args;
    } catch {
      // Not the arguments it takes: try the next.
    }
  }
  throw new Error(`no sample arguments suit ${english.toString().slice(0, 60)}`);
}

interface Difference {
  path: string;
  problem: string;
}

function compare(english: unknown, hindi: unknown, path: string, out: Difference[]): void {
  if (typeof english === 'function') {
    if (typeof hindi !== 'function') {
      out.push({ path, problem: 'is a function in English only' });
      return;
    }
    if (hindi.length !== english.length) {
      out.push({ path, problem: `takes ${hindi.length} arguments, English ${english.length}` });
      return;
    }
    const args = argumentsFor(english as (...args: unknown[]) => unknown);
    compare(
      (english as (...args: unknown[]) => unknown)(...args),
      (hindi as (...args: unknown[]) => unknown)(...args),
      `${path}(…)`,
      out,
    );
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length) {
      out.push({
        path,
        problem: `has ${Array.isArray(hindi) ? hindi.length : 'no'} items, English ${english.length}`,
      });
      return;
    }
    english.forEach((item, index) => compare(item, hindi[index], `${path}[${index}]`, out));
    return;
  }
  if (english !== null && typeof english === 'object') {
    if (hindi === null || typeof hindi !== 'object') {
      out.push({ path, problem: 'is not an object in Hindi' });
      return;
    }
    const keys = new Set([...Object.keys(english), ...Object.keys(hindi)]);
    for (const key of keys) {
      if (!(key in hindi)) out.push({ path: `${path}.${key}`, problem: 'missing in Hindi' });
      else if (!(key in english))
        out.push({ path: `${path}.${key}`, problem: 'missing in English' });
      else
        compare(
          (english as Record<string, unknown>)[key],
          (hindi as Record<string, unknown>)[key],
          `${path}.${key}`,
          out,
        );
    }
    return;
  }
  if (typeof english !== typeof hindi) {
    out.push({ path, problem: `is a ${typeof hindi}, English a ${typeof english}` });
    return;
  }
  const script = SCRIPTS[path.split(':')[0] ?? ''];
  if (
    typeof english === 'string' &&
    isSentence(english) &&
    (hindi === english || (script !== undefined && !script.test(String(hindi))))
  ) {
    out.push({ path, problem: `is still English: "${String(hindi).slice(0, 60)}"` });
  }
}

describe('each translation beside the English', () => {
  it.each(PAIRS)('%s: same keys and shapes, every sentence translated', (name, english, hindi) => {
    const differences: Difference[] = [];
    const code = /\/ ([a-z]{2})[.-]/.exec(name)?.[1] ?? '';
    compare(english, hindi, `${code}:`, differences);
    expect(differences).toEqual([]);
  });
});
