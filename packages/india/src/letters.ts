// How long a name or an address is, counted as a reader counts it (docs/decisions/accounts.md):
// what the eye takes for one letter (a grapheme cluster: 'शा', 'र्मा', 'é'), in the text's Latin
// reading, so a name typed in Hindi meets the same bounds as the same name typed in English.
import { transliterateDevanagari } from './transliterate.ts';

let segmenter: Intl.Segmenter | null | undefined;

/** Made on first use: a page that counts no names builds none. */
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenter ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter('en', { granularity: 'grapheme' })
      : null;
  return segmenter;
}

/** A letter and the marks written on it, where the runtime has no Intl.Segmenter. */
const BASE_AND_MARKS = /\P{M}\p{M}*|\p{M}+/gu;

/** The text cut into what a reader sees as single characters (grapheme clusters). */
export function splitGraphemes(text: string): string[] {
  const segments = graphemeSegmenter()?.segment(text);
  if (segments) return Array.from(segments, (part) => part.segment);
  return text.match(BASE_AND_MARKS) ?? [];
}

/**
 * A name's or an address's length: the grapheme clusters of its Latin reading ('Asha Varma' and
 * 'आशा वर्मा' are both 10; 'आशा' is 4, as 'Asha'). Text in Latin letters counts as before;
 * a script the shop has no reading for counts its own clusters.
 */
export function countLetters(text: string): number {
  return splitGraphemes(transliterateDevanagari(text)).length;
}

/** The longest start of `text`, whole clusters only, whose `countLetters` is at most `max`. */
export function cutToLetters(text: string, max: number): string {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new RangeError(`A field length must be a whole number of 0 or more, got ${max}`);
  }
  if (countLetters(text) <= max) return text;
  let kept = '';
  for (const cluster of splitGraphemes(text)) {
    if (countLetters(kept + cluster) > max) break;
    kept += cluster;
  }
  return kept;
}
