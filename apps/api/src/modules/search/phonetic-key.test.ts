import { describe, expect, it } from 'vitest';
import { phoneticKey, phoneticKeysOf } from './phonetic-key.ts';

describe('the phonetic key', () => {
  it.each([
    ['saree', 'sari'],
    ['saadi', 'sadi'],
    ['kurtaa', 'kurta'],
    ['chaay', 'chai'],
    ['ghee', 'ghi'],
    ['dhoop', 'dhup'],
    ['chawal', 'chaval'],
    ['zeera', 'jira'],
    ['phone', 'fon'],
    ['chashma', 'chasma'],
    ['laxmi', 'laksmi'],
    ['qila', 'kila'],
    ['terracotta', 'terakota'],
    ['chhota', 'chota'],
    ['jootey', 'jut'],
    ['bhujiya', 'bhujia'],
    ['5g', '5g'],
  ])('%s has the key %s', (word, key) => {
    expect(phoneticKey(word)).toBe(key);
  });

  it.each([
    ['साड़ी', 'saree'],
    ['साडी', 'sari'],
    ['कुर्ता', 'kurta'],
    ['दीया', 'diya'],
    ['दिया', 'deeya'],
    ['चाय', 'chai'],
    ['घी', 'ghee'],
    ['चावल', 'chawal'],
    ['आटा', 'atta'],
    ['धूप', 'dhoop'],
    ['अगरबत्ती', 'agarbatti'],
    ['जूते', 'joote'],
    ['चश्मा', 'chasma'],
    ['तवा', 'tawa'],
    ['फ़ोन', 'phone'],
    ['टेराकोटा', 'terracotta'],
    ['teracota', 'terracotta'],
  ])('%s and %s meet', (typed, catalogue) => {
    const keys = phoneticKeysOf(typed);
    expect(keys).toContain(phoneticKeysOf(catalogue)[0]);
  });

  // Aspiration tells Hindi words apart, and English "th" is not "t": these stay apart.
  it.each([
    ['dal', 'dhal'],
    ['bag', 'bhag'],
    ['tel', 'thel'],
    ['kana', 'khana'],
    ['gar', 'ghar'],
    ['saree', 'sadi'],
  ])('%s and %s stay apart', (one, other) => {
    expect(phoneticKey(one)).not.toBe(phoneticKey(other));
  });

  it('a Devanagari word has a key per reading, a Latin word one', () => {
    expect(phoneticKeysOf('साड़ी')).toEqual(['sadi', 'sari']);
    expect(phoneticKeysOf('saree')).toEqual(['sari']);
    expect(phoneticKeysOf('ँ')).toEqual([]);
  });
});
