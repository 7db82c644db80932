import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language.ts';

describe('the language a request asks for', () => {
  it('take the first language the shop speaks from Accept-Language, by weight', () => {
    expect(languageFromHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromHeader('en-GB,hi;q=0.5')).toBe('en');
    expect(languageFromHeader('ta-IN,hi;q=0.7,en;q=0.6')).toBe('hi');
    expect(languageFromHeader('en;q=0.4,hi;q=0.8')).toBe('hi');
    expect(languageFromHeader('hi;q=0, fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
