import { describe, expect, it } from 'vitest';
import { transliterateDevanagari } from './transliterate.ts';

describe('transliterateDevanagari', () => {
  it.each([
    ['a name, each word capitalised', 'आशा वर्मा', 'Asha Varma'],
    ['a word’s last inherent vowel is not said', 'राम', 'Ram'],
    ['it is said after a conjunct', 'मित्र', 'Mitra'],
    ['and in a word of one letter', 'न', 'Na'],
    ['-iya keeps it', 'क्षत्रिय', 'Kshatriya'],
    ['a half letter joins the next', 'हिन्दी', 'Hindi'],
    ['vocalic r', 'कृष्ण', 'Krishna'],
    ['ज्ञ is said gy', 'ज्ञान', 'Gyan'],
    ['nukta letters, composed or precomposed', 'ज़ाकिर फ़ातिमा \u095Bमीन', 'Zakir Fatima Zamin'],
    ['anusvara before a labial is m', 'संबंध', 'Sambandh'],
    ['anusvara elsewhere is n', 'अंकित संजय', 'Ankit Sanjay'],
    ['long and short vowels alike', 'दीपिका पूजा', 'Dipika Puja'],
    [
      'an address: Devanagari digits become Latin, a danda a full stop, Latin text stays',
      'मकान नंबर १२, गली 4, Sector 5, शास्त्री नगर।',
      'Makan Nambar 12, Gali 4, Sector 5, Shastri Nagar.',
    ],
    ['zero-width joiners are dropped', 'क्\u200Dष', 'Ksha'],
    ['text without Devanagari is unchanged', 'Flat 4/B, MG Road', 'Flat 4/B, MG Road'],
  ])('%s', (_behaviour, text, expected) => {
    expect(transliterateDevanagari(text)).toBe(expected);
  });
});
