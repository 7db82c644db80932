import { describe, expect, it } from 'vitest';
import { splitSearchWords } from './search-words.ts';

describe('search words in Devanagari', () => {
  it.each([
    ['साड़ी', ['साडी']],
    ['साडी', ['साडी']],
    ['लाल  साड़ी।', ['लाल', 'साडी']],
    ['silk साड़ी', ['silk', 'साडी']],
    ['kurtaकुर्ता', ['kurta', 'कुर्ता']],
    ['क्\u200dष', ['क्ष']],
    ['साइज़ १२', ['साइज', '12']],
  ])('%j is read as the words %j', (text, words) => {
    expect(splitSearchWords(text)).toEqual(words);
  });
});
