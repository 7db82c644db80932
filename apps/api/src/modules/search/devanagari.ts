// Devanagari read as a shopper would type the word in Latin letters (docs/decisions/
// search-languages.md): a hand-written table rather than a dictionary transliterator, which
// spells casual Hinglish badly (साड़ी as "sarī", never "saree" or "saadi"). Nukta letters are
// read as their base letter (ड़ as ड, ज़ as ज), so spellings with and without the dot meet.

/** Matches a Devanagari letter, sign or digit. */
export const DEVANAGARI = /[\u0900-\u097f]/;

const NUKTA = '\u093c';
const VIRAMA = '\u094d';
const ANUSVARA = '\u0902';
const CHANDRABINDU = '\u0901';
const VISARGA = '\u0903';

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
}; // prettier-ignore

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ii', उ: 'u', ऊ: 'uu', ऋ: 'ri', ॠ: 'ri', ऌ: 'li',
  ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e', ऎ: 'e', ऒ: 'o',
}; // prettier-ignore

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ii', 'ु': 'u', 'ू': 'uu', 'ृ': 'ri', 'ॄ': 'ri',
  'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e', 'ॆ': 'e', 'ॊ': 'o',
}; // prettier-ignore

/** ड and ढ after a vowel are also the flap ड़ ढ़, which casual Latin spells either way. */
const FLAPS: Readonly<Record<string, string>> = { d: 'r', dh: 'rh' };
/** Readings of one word at most: each flap doubles them. */
const MAX_READINGS = 4;
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);
/** A conjunct ending in one of these keeps its inherent vowel at the end of a word: मित्र "mitra". */
const SEMIVOWELS = new Set(['y', 'r', 'l', 'v']);

/**
 * One sound of the word: a consonant (with its vowel sign, none after a virama, or the inherent
 * "a"), an independent vowel, a nasal or visarga sign, or a digit.
 */
interface Unit {
  kind: 'consonant' | 'vowel' | 'sign' | 'digit';
  latin: string;
  /** A consonant's vowel: a sign's letters, 'a' (inherent), or '' (virama). */
  vowel: string;
  /** A consonant joined to the one before by a virama (the second of a conjunct). */
  isJoined: boolean;
  /** An anusvara, chandrabindu or visarga follows this consonant's inherent vowel. */
  isNasalised: boolean;
  /** ड or ढ written with a nukta or said after a vowel: also read as the flap r, rh. */
  isFlap: boolean;
}

const hasVowel = (unit: Unit | undefined) =>
  unit !== undefined && (unit.kind === 'vowel' || (unit.kind === 'consonant' && unit.vowel !== ''));

function readUnits(word: string): Unit[] {
  const units: Unit[] = [];
  const chars = [...word.normalize('NFD')];
  const add = (unit: Partial<Unit> & Pick<Unit, 'kind' | 'latin'>) =>
    units.push({ vowel: '', isJoined: false, isNasalised: false, isFlap: false, ...unit });
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const previous = units.at(-1);
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      const hasNukta = chars[index + 1] === NUKTA;
      if (hasNukta) index += 1;
      const next = chars[index + 1] ?? '';
      const sign = VOWEL_SIGNS[next];
      if (sign !== undefined || next === VIRAMA) index += 1;
      const isJoined = previous?.kind === 'consonant' && previous.vowel === '';
      const isFlap =
        FLAPS[consonant] !== undefined && (hasNukta || (hasVowel(previous) && !isJoined));
      add({
        kind: 'consonant',
        latin: consonant,
        vowel: sign ?? (next === VIRAMA ? '' : 'a'),
        isJoined,
        isFlap,
      });
    } else if (VOWELS[char] !== undefined) {
      add({ kind: 'vowel', latin: VOWELS[char] });
    } else if (char === ANUSVARA || char === CHANDRABINDU || char === VISARGA) {
      if (previous?.kind === 'consonant' && previous.vowel === 'a') previous.isNasalised = true;
      add({ kind: 'sign', latin: char });
    } else if (char >= '०' && char <= '९') {
      add({ kind: 'digit', latin: String(char.charCodeAt(0) - '०'.charCodeAt(0)) });
    }
  }
  return units;
}

/**
 * Drops the inherent "a" Hindi does not say (schwa deletion), right to left: at the end of a
 * word (कमल "kamal", not after a conjunct ending in y, r, l or v: मित्र "mitra"), and inside one
 * between a vowel and consonant + vowel (Ohala's rule: नमकीन "namkeen", अगरबत्ती "agarbatti");
 * never in the first syllable, never before a nasal sign (पसंद "pasand").
 */
function dropSilentVowels(units: Unit[]): void {
  const syllables = units.filter(hasVowel).length;
  for (let index = units.length - 1; index >= 0; index -= 1) {
    const unit = units[index]!;
    if (unit.kind !== 'consonant' || unit.vowel !== 'a' || unit.isNasalised) continue;
    const before = units[index - 1];
    const after = units[index + 1];
    const isFirstSyllable = !units.slice(0, index).some(hasVowel);
    if (after === undefined) {
      const isClusterEnd = unit.isJoined && SEMIVOWELS.has(unit.latin);
      if (syllables > 1 && !isClusterEnd) unit.vowel = '';
      continue;
    }
    const isOpenBefore = hasVowel(before) && !unit.isJoined;
    const isOpenAfter = after.kind === 'consonant' && after.vowel !== '';
    if (!isFirstSyllable && isOpenBefore && isOpenAfter) unit.vowel = '';
  }
}

function spell(units: Unit[], index: number): string {
  const unit = units[index]!;
  if (unit.kind !== 'sign') return unit.latin + unit.vowel;
  if (unit.latin === VISARGA) return 'h';
  const next = units[index + 1];
  if (next === undefined) return unit.latin === ANUSVARA ? 'n' : '';
  return next.kind === 'consonant' && LABIALS.has(next.latin) ? 'm' : 'n';
}

/**
 * The Latin readings of a Devanagari word, e.g. साड़ी → ['saadii', 'saarii'], कुर्ता → ['kurtaa'];
 * characters of other scripts are skipped. Empty when nothing in it can be read.
 */
export function transliterateDevanagari(word: string): string[] {
  const units = readUnits(word);
  dropSilentVowels(units);
  let readings = [''];
  units.forEach((unit, index) => {
    const spelt = spell(units, index);
    const withFlap = unit.isFlap ? `${FLAPS[unit.latin]}${unit.vowel}` : undefined;
    readings = readings.flatMap((reading) =>
      withFlap !== undefined ? [reading + spelt, reading + withFlap] : [reading + spelt],
    );
    readings = readings.slice(0, MAX_READINGS);
  });
  return readings[0] === '' ? [] : readings;
}
