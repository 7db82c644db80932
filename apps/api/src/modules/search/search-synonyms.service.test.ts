import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { createChangeCounter } from '../../db/change-feed.ts';
import {
  createSynonymCache,
  indexSynonyms,
  normalizeSynonymWord,
  synonymsOfNames,
} from './search-synonyms.service.ts';
import type { SynonymRow } from './search-synonyms.repository.ts';
import { phoneticKeysOf } from './phonetic-key.ts';

const db = {} as Executor;
const row = (word: string, synonyms: string[]): SynonymRow => ({
  word,
  synonyms,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
});

describe('synonyms looked up', () => {
  const synonyms = indexSynonyms([
    row('sadi', ['saree']),
    row('chashma', ['sunglasses']),
    row('चश्मा', ['sunglasses', 'goggles']),
  ]);

  it('by the word as typed', () => {
    expect(synonyms.of('sadi')).toEqual(['saree']);
    expect(synonyms.of('saadi')).toEqual([]);
  });

  it("by phonetic key, with the entry's own word when a query can hold it", () => {
    expect(synonyms.ofKey('sadi')).toEqual(['sadi', 'saree']);
    expect(synonyms.ofKey('chasma')).toEqual(['chashma', 'sunglasses', 'goggles']);
    expect(synonyms.ofKey('sari')).toEqual([]);
  });
});

describe('the synonyms kept in memory', () => {
  function counting() {
    const loads: number[] = [];
    const load = async () => {
      loads.push(loads.length + 1);
      return [row('sari', [`saree${loads.length}`])];
    };
    return { loads, load };
  }

  it('are read once while the catalogue stays the same', async () => {
    const changes = createChangeCounter('test_synonyms_same');
    const { loads, load } = counting();
    const cache = createSynonymCache(changes, { load });
    await cache.read(db);
    await cache.read(db);
    expect(loads).toHaveLength(1);
  });

  it('are read again after a change of the whole catalogue, not after a stock change', async () => {
    const changes = createChangeCounter('test_synonyms_change');
    const { loads, load } = counting();
    const cache = createSynonymCache(changes, { load });
    expect((await cache.read(db)).of('sari')).toEqual(['saree1']);
    changes.mark(['stock:p_000001']);
    expect((await cache.read(db)).of('sari')).toEqual(['saree1']);
    changes.mark();
    expect((await cache.read(db)).of('sari')).toEqual(['saree2']);
    expect(loads).toHaveLength(2);
  });

  it('a failed read is not kept', async () => {
    const changes = createChangeCounter('test_synonyms_failed');
    let fails = true;
    const cache = createSynonymCache(changes, {
      load: async () => {
        if (fails) throw new Error('database away');
        return [row('sari', ['saree'])];
      },
    });
    await expect(cache.read(db)).rejects.toThrow('database away');
    fails = false;
    expect((await cache.read(db)).of('sari')).toEqual(['saree']);
  });
});

describe("the catalogue's Hindi names as synonyms", () => {
  const names = [
    { name: 'Curtains', nameHi: 'पर्दे' },
    { name: 'Home & Kitchen', nameHi: 'घर और रसोई' },
    { name: "Women's Ethnic Wear", nameHi: 'महिलाओं के एथनिक कपड़े' },
    { name: "Kids' Wear", nameHi: 'बच्चों के कपड़े' },
    { name: 'Kurta Pyjama Sets', nameHi: 'कुर्ता पायजामा सेट' },
    { name: 'Glass Jars', nameHi: 'कांच के जार' },
    { name: 'Festive Kurtas', nameHi: 'त्योहार के कुर्ते और कुर्तियां' },
    { name: 'boAt', nameHi: null },
  ];

  it('give a Hindi word the English word it stands for, or those of its name', () => {
    expect(synonymsOfNames(names)).toEqual([
      { word: 'पर्दे', synonyms: ['curtains'] },
      // Word for word, as many on both sides.
      { word: 'घर', synonyms: ['home'] },
      { word: 'रसोई', synonyms: ['kitchen'] },
      // एथनिक is "ethnic" in Devanagari: its key finds it.
      { word: 'महिलाओं', synonyms: ['women'] },
      { word: 'कपडे', synonyms: ['wear'] },
      { word: 'बच्चों', synonyms: ['kids'] },
      { word: 'कपडे', synonyms: ['wear'] },
      // कुर्ता and सेट are its English words in Devanagari; पायजामा is spelt unlike pyjama.
      { word: 'पायजामा', synonyms: ['pyjama'] },
      { word: 'कांच', synonyms: ['glass'] },
      // Not as many words left: each finds all that is left.
      { word: 'त्योहार', synonyms: ['festive'] },
      { word: 'कुर्तियां', synonyms: ['festive'] },
    ]);
  });

  it("merge with the operator's words, and a Latin spelling of the Hindi word finds them too", () => {
    const synonyms = indexSynonyms([row('कपडे', ['clothes']), ...synonymsOfNames(names)]);
    expect(synonyms.of('कपडे')).toEqual(['clothes', 'wear']);
    expect(synonyms.of('पर्दे')).toEqual(['curtains']);
    expect(phoneticKeysOf('parde').flatMap((key) => synonyms.ofKey(key))).toContain('curtains');
    // English words get no Hindi ones: an English query reads as it did.
    expect(synonyms.of('curtains')).toEqual([]);
  });

  it('are read with the synonyms, and again after a rename', async () => {
    const changes = createChangeCounter('test_synonyms_names');
    let hindi = 'पर्दे';
    const cache = createSynonymCache(changes, {
      load: async () => [],
      names: async () => [{ name: 'Curtains', nameHi: hindi }],
    });
    expect((await cache.read(db)).of('पर्दे')).toEqual(['curtains']);
    hindi = 'परदे';
    changes.mark();
    const renamed = await cache.read(db);
    expect(renamed.of('पर्दे')).toEqual([]);
    expect(renamed.of('परदे')).toEqual(['curtains']);
  });
});

describe('a synonym word as search reads it', () => {
  it.each([
    ['Saree', 'saree'],
    ['साड़ी', 'साडी'],
  ])('%s is kept as %s', (word, kept) => {
    expect(normalizeSynonymWord(word)).toBe(kept);
  });

  it.each(['two words', 'ँ', '---'])('%j is refused', (word) => {
    expect(() => normalizeSynonymWord(word)).toThrow('One word');
  });
});
