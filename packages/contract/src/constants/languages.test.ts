import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageFromHeader,
  languageOfPath,
  pathInLanguage,
} from './languages.ts';

describe('the storefront languages', () => {
  it('put the default at the root and each other language under its code', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(pathInLanguage('en', '/product/p1')).toBe('/product/p1');
    expect(pathInLanguage('hi', '/product/p1')).toBe('/hi/product/p1');
    expect(pathInLanguage('hi', '/')).toBe('/hi');
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
  });

  it('read a path back to its language and its language-free path', () => {
    expect(languageOfPath('/hi/product/p1')).toEqual({ code: 'hi', path: '/product/p1' });
    expect(languageOfPath('/hi')).toEqual({ code: 'hi', path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ code: 'hi', path: '/' });
    expect(languageOfPath('/history')).toEqual({ code: 'en', path: '/history' });
    expect(languageOfPath('/')).toEqual({ code: 'en', path: '/' });
  });

  it('take the first language the shop speaks from Accept-Language, by weight', () => {
    expect(languageFromHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromHeader('en-GB,hi;q=0.5')).toBe('en');
    expect(languageFromHeader('ta-IN,hi;q=0.7,en;q=0.6')).toBe('hi');
    expect(languageFromHeader('en;q=0.4,hi;q=0.8')).toBe('hi');
    expect(languageFromHeader('hi;q=0, fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
