// Devanagari written in Latin letters (simplified Hunterian, as Indian addresses are romanised):
// what a courier's label or a Latin-only system shows for a name or an address typed in Hindi.

const VIRAMA = '\u094D';
const NUKTA = '\u093C';

/** Consonants with their inherent vowel left off; nukta forms as Hindi speakers say them. */
// prettier-ignore
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l', ऴ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
  क़: 'q', ख़: 'kh', ग़: 'gh', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
};

/** The same nukta letters written as a letter followed by the nukta sign. */
// prettier-ignore
const WITH_NUKTA: Readonly<Record<string, string>> = {
  क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y',
};

// prettier-ignore
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li',
  ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e', ऎ: 'e', ऒ: 'o',
};

/** Vowel signs (matras): they replace a consonant's inherent 'a'. */
// prettier-ignore
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri',
  'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e', 'ॆ': 'e', 'ॊ': 'o',
};

/** Signs after a syllable: anusvara and candrabindu nasalise, visarga is an h. */
const AFTER_SIGNS: Readonly<Record<string, string>> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

const OTHERS: Readonly<Record<string, string>> = { ॐ: 'om', ऽ: '' };

/** An anusvara before p, ph, b, bh or m is said m (सम्भव, संबंध: sambandh). */
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** ज्ञ is said gy in Hindi (ज्ञान: gyan); it stands as one letter while a word is read. */
const JNA = '\uE000';

const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;
const DEVANAGARI = {
  test: (character: string) => character === JNA || DEVANAGARI_LETTER.test(character),
};

function isConsonant(character: string | undefined): boolean {
  return character !== undefined && (character === JNA || character in CONSONANTS);
}

/** The next character's sign, skipping a nukta (it is read with the consonant before it). */
function signAfter(characters: readonly string[], index: number): string | undefined {
  return characters[index + 1] === NUKTA ? characters[index + 2] : characters[index + 1];
}

/** A word's romanisation, lower case. */
function transliterateWord(word: string): string {
  const characters = Array.from(word.normalize('NFC').replaceAll('ज्ञ', JNA));
  let out = '';
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index]!;
    if (isConsonant(character)) {
      const hasNukta = characters[index + 1] === NUKTA;
      out +=
        character === JNA
          ? 'gy'
          : ((hasNukta ? WITH_NUKTA[character] : undefined) ?? CONSONANTS[character]);
      const next = signAfter(characters, index);
      if (hasNukta) index += 1;
      if (next === VIRAMA) {
        index += 1;
      } else if (next !== undefined && next in VOWEL_SIGNS) {
        out += VOWEL_SIGNS[next];
        index += 1;
      } else if (!isSchwaDropped(characters, index)) {
        out += 'a';
      }
    } else if (character in VOWELS) {
      out += VOWELS[character];
    } else if (character in AFTER_SIGNS) {
      out +=
        character === 'ं' && LABIALS.has(characters[index + 1] ?? '') ? 'm' : AFTER_SIGNS[character];
    } else if (character >= '०' && character <= '९') {
      out += String(character.charCodeAt(0) - '०'.charCodeAt(0));
    } else if (character in OTHERS) {
      out += OTHERS[character];
    } else if (character === VIRAMA || character === NUKTA || DEVANAGARI.test(character)) {
      // A stray sign, or a letter of Vedic or Sanskrit only: nothing a Latin reader would say.
    } else {
      out += character;
    }
  }
  return out;
}

/**
 * Hindi does not say a word's last inherent 'a' (राम: Ram, not Rama), except after a conjunct
 * (मित्र: Mitra, शुक्ल: Shukla) or in a word of one letter (न: na). `index` is the consonant's, or
 * its nukta's.
 */
function isSchwaDropped(characters: readonly string[], index: number): boolean {
  const rest = characters.slice(index + 1);
  const isLast = rest.every((character) => !DEVANAGARI.test(character) || character in OTHERS);
  if (!isLast) return false;
  let start = index;
  if (characters[start] === NUKTA) start -= 1;
  const before = characters[start - 1];
  if (before === VIRAMA) return false;
  // -iya keeps its a: प्रिय priya, क्षत्रिय kshatriya, भारतीय bharatiya.
  if (characters[start] === 'य' && (before === 'ि' || before === 'ी')) return false;
  return characters.slice(0, start).some((character) => DEVANAGARI.test(character));
}

/** The danda and double danda: shared by the Indian scripts, so not in a Devanagari word. */
const DANDA = /[\u0964\u0965]/g;

const DEVANAGARI_WORD = /[\p{Script=Devanagari}\u200C\u200D]+/gu;

/**
 * Devanagari in Latin letters, each Hindi word capitalised as names and places are ('आशा वर्मा':
 * 'Asha Varma', 'शास्त्री नगर, 12': 'Shastri Nagar, 12'); Latin and other text as it is. Simplified
 * Hunterian, the Indian government's romanisation: no marks over letters, long and short vowels
 * alike, a word's last inherent vowel dropped (docs/decisions/hindi.md).
 */
export function transliterateDevanagari(text: string): string {
  return text
    .replace(DEVANAGARI_WORD, (word) => {
      const latin = transliterateWord(word.replace(/[\u200C\u200D]/g, ''));
      return latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .replace(DANDA, '.');
}
