import { describe, expect, it } from 'vitest';
import { transliterateDevanagari } from './devanagari.ts';

describe('Devanagari read in Latin letters', () => {
  it.each([
    // Vowel signs, and the inherent "a" kept inside a word but not at its end.
    ['कुर्ता', ['kurtaa']],
    ['चाय', ['chaay']],
    ['दाल', ['daal']],
    ['घी', ['ghii']],
    ['हल्दी', ['haldii']],
    ['दीया', ['diiyaa']],
    ['चावल', ['chaaval']],
    ['कमल', ['kamal']],
    // Nasal signs: n, m before p/b/m, nothing for a final chandrabindu.
    ['रंगोली', ['rangolii']],
    ['चंपा', ['champaa']],
    ['माँ', ['maa']],
    // The "a" Hindi does not say inside a word (Ohala's rule), and where it stays.
    ['नमकीन', ['namkiin']],
    ['अगरबत्ती', ['agarbattii']],
    ['कुरता', ['kurtaa']],
    ['सरसों', ['sarson']],
    ['पसंद', ['pasand']],
    ['मित्र', ['mitra']],
    ['चादर', ['chaadar', 'chaarar']],
    // ड and ढ after a vowel are also the flap, with or without the nukta.
    ['साड़ी', ['saadii', 'saarii']],
    ['साडी', ['saadii', 'saarii']],
    ['कढ़ाई', ['kadhaaii', 'karhaaii']],
    ['ठंडा', ['thandaa']],
    ['डिब्बा', ['dibbaa']],
    // Other nukta letters read as their base letter.
    ['फ़ोन', ['phon']],
    ['ज़रूरी', ['jaruurii']],
    ['लक्ष्मी', ['lakshmii']],
    ['न', ['na']],
    ['१२', ['12']],
  ])('%s reads %j', (word, readings) => {
    expect(transliterateDevanagari(word)).toEqual(readings);
  });

  it('a word of signs alone, or of another script, reads as nothing', () => {
    expect(transliterateDevanagari('ँ')).toEqual([]);
    expect(transliterateDevanagari('saree')).toEqual([]);
  });

  it('a word of many flaps has at most four readings', () => {
    expect(transliterateDevanagari('पड़ोड़ीड़ाड़')).toHaveLength(4);
  });
});
