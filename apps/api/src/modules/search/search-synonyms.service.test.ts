import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { createChangeCounter } from '../../db/change-feed.ts';
import {
  createSynonymCache,
  indexSynonyms,
  normalizeSynonymWord,
} from './search-synonyms.service.ts';
import type { SynonymRow } from './search-synonyms.repository.ts';

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
    const cache = createSynonymCache(changes, load);
    await cache.read(db);
    await cache.read(db);
    expect(loads).toHaveLength(1);
  });

  it('are read again after a change of the whole catalogue, not after a stock change', async () => {
    const changes = createChangeCounter('test_synonyms_change');
    const { loads, load } = counting();
    const cache = createSynonymCache(changes, load);
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
    const cache = createSynonymCache(changes, async () => {
      if (fails) throw new Error('database away');
      return [row('sari', ['saree'])];
    });
    await expect(cache.read(db)).rejects.toThrow('database away');
    fails = false;
    expect((await cache.read(db)).of('sari')).toEqual(['saree']);
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
