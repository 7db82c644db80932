import { describe, expect, it } from 'vitest';
import { languageToOffer, rememberedLanguage } from '../app/language/offer-choice';
import { addressIn } from './language';

// These run in the English build: the page's language is English.
describe('the language offer on an English page', () => {
  it('offers Hindi to a browser that asks for it first, and nothing to one that asks for English', () => {
    expect(languageToOffer(undefined, ['hi-IN', 'en-IN'])?.code).toBe('hi');
    expect(languageToOffer(undefined, ['ta-IN', 'hi', 'en'])?.code).toBe('hi');
    expect(languageToOffer(undefined, ['en-IN', 'hi-IN'])).toBeUndefined();
    expect(languageToOffer(undefined, [])).toBeUndefined();
  });

  it('follows the shopper’s own choice over the browser’s', () => {
    expect(languageToOffer('en', ['hi-IN'])).toBeUndefined();
    expect(languageToOffer('hi', ['en-US'])?.code).toBe('hi');
  });

  it('reads the remembered choice from the cookies, ignoring what is not a language', () => {
    expect(rememberedLanguage('a=1; haat_lang=hi; b=2')).toBe('hi');
    expect(rememberedLanguage('haat_lang=xx')).toBeUndefined();
    expect(rememberedLanguage('')).toBeUndefined();
  });

  it('keeps the shopper on the same page and query in the other language', () => {
    expect(addressIn('hi', { pathname: '/product/p1', search: '?color=red' })).toBe(
      '/hi/product/p1?color=red',
    );
    expect(addressIn('hi', { pathname: '/', search: '' })).toBe('/hi');
    expect(addressIn('en', { pathname: '/cart', search: '' })).toBe('/cart');
  });
});
