import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, pathInLanguage } from './languages.ts';

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
});
