// What the shopper typed, as the words search reads: Latin letters and digits, or Devanagari.

const MAX_WORDS = 6;
const DEVANAGARI_DIGIT_ZERO = '०'.charCodeAt(0);

/**
 * Lower-case words of Latin letters and digits, or of Devanagari: whatever else was typed is just
 * a separator, and so is a change of script ('kurtaसाड़ी' is two words). Zero-width joiners
 * (how some keyboards choose a conjunct's shape) and the nukta are dropped, so साड़ी and साडी
 * are one word; Devanagari digits are digits.
 */
export function splitSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\u200c|\u200d|\u093c/g, '')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO))
    .replace(/[\u0964\u0965]/g, ' ')
    .replace(/[^\u0900-\u097fa-z0-9\s]/g, ' ')
    .replace(/[a-z0-9]+|[\u0900-\u097f]+/g, (run) => ` ${run} `)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}
