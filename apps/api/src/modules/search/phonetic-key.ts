// The phonetic key: what is left of a word once the ways Hinglish spells one sound are made one,
// so that "saree", "sari" and साड़ी, or "chawal" and चावल, meet (docs/decisions/
// search-languages.md lists the rules and the ones left out on purpose).
import { DEVANAGARI, transliterateDevanagari } from './devanagari.ts';

/**
 * Rewrites applied in order to a lower-case Latin word. Aspirated pairs (dh/d, th/t, bh/b, kh/k,
 * gh/g, jh/j) stay apart: Hindi tells them apart (दाल dal "lentils", ढाल dhal "shield"; भाग
 * bhag, बाग bag) and English "th" is not "t". Only sh/s and ph/f merge, which Hinglish spells
 * both ways (chashma/chasma, phone/fone).
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ph/g, 'f'],
  [/sh/g, 's'],
  [/x/g, 'ks'],
  [/q/g, 'k'],
  // c before anything but h is k: "teracota" and "terrakotta"; ch (च) stays.
  [/c(?!h)/g, 'k'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  // Long vowels as English spells them: saree, ghee; joote, dhoop.
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Doubled letters, vowels included: aa → a, ii → i, tt → t, chh → ch.
  [/([a-z])\1+/g, '$1'],
  // y between i and a vowel is hardly said: diya/dia, bhujiya/bhujia.
  [/iy(?=[aeiou])/g, 'i'],
  // Word ends spelt two ways: chaay/chai, jootey/joote.
  [/ay$/, 'ai'],
  [/ey$/, 'e'],
  // A silent final e after a consonant, as English writes it: phone/fon, joote/jut.
  [/(?<=[a-z]{2}[^aeiou])e$/, ''],
];

/** The key of a lower-case Latin word of letters and digits, e.g. 'saree' → 'sari'. */
export function phoneticKey(latin: string): string {
  return RULES.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), latin);
}

/**
 * The keys of a search word: one for a Latin word, one per reading of a Devanagari word (साड़ी →
 * ['sadi', 'sari']). Empty for a word with nothing to read.
 */
export function phoneticKeysOf(word: string): string[] {
  const readings = DEVANAGARI.test(word) ? transliterateDevanagari(word) : [word];
  const keys = readings.map(phoneticKey).filter((key) => key.length > 0);
  return [...new Set(keys)];
}
