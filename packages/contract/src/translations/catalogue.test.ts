import { describe, expect, it } from 'vitest';
import { translateWith, type Catalogue } from './catalogue.ts';

const catalogue: Catalogue = {
  exact: { 'Invalid pincode.': 'पिन कोड सही नहीं है।' },
  patterns: [
    [/^Enter at least (\d+) characters\.$/, 'कम से कम $1 अक्षर लिखें।'],
    [/^Please check the form: (.+)$/, 'कृपया फ़ॉर्म जांचें: $T1'],
    [/^(.+) is out of stock\.$/, '$1 स्टॉक में नहीं है।'],
  ],
};

describe('a catalogue', () => {
  it('translates a whole sentence, and a pattern keeping its figures and names', () => {
    expect(translateWith(catalogue, 'Invalid pincode.')).toBe('पिन कोड सही नहीं है।');
    expect(translateWith(catalogue, 'Enter at least 3 characters.')).toBe('कम से कम 3 अक्षर लिखें।');
    expect(translateWith(catalogue, 'Cotton Kurta (M) is out of stock.')).toBe(
      'Cotton Kurta (M) स्टॉक में नहीं है।',
    );
  });

  it('translates a group that is itself a sentence', () => {
    expect(translateWith(catalogue, 'Please check the form: Invalid pincode.')).toBe(
      'कृपया फ़ॉर्म जांचें: पिन कोड सही नहीं है।',
    );
    // A sentence inside it without an entry stays English, as any sentence does.
    expect(translateWith(catalogue, 'Please check the form: Something new.')).toBe(
      'कृपया फ़ॉर्म जांचें: Something new.',
    );
  });

  it('leaves a sentence it has no entry for as it is', () => {
    expect(translateWith(catalogue, 'A brand-new message.')).toBe('A brand-new message.');
  });
});
