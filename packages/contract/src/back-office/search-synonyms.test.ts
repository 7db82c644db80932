import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint.ts';
import { SearchSynonymBodySchema, searchSynonymsBackOfficeEndpoints } from './search-synonyms.ts';

describe('the search synonyms endpoints', () => {
  it('live under /admin and ask for an operator', () => {
    for (const endpoint of Object.values(searchSynonymsBackOfficeEndpoints) as Endpoint[]) {
      expect(endpoint.path.startsWith('/admin/search-synonyms')).toBe(true);
      expect(endpoint.auth).toBe('admin');
    }
  });
});

describe('a synonym as the operator gives it', () => {
  it.each([
    [
      { word: ' Sari ', synonyms: ['Saree'] },
      { word: 'sari', synonyms: ['saree'] },
    ],
    [
      { word: 'साड़ी', synonyms: 'saree, lehenga' },
      { word: 'साड़ी', synonyms: ['saree', 'lehenga'] },
    ],
    [
      { word: 'kapde', synonyms: ' clothing   kurta,, ' },
      { word: 'kapde', synonyms: ['clothing', 'kurta'] },
    ],
  ])('%j is read as %j', (body, read) => {
    expect(SearchSynonymBodySchema.parse(body)).toEqual(read);
  });

  it.each([
    [{ word: 'two words', synonyms: 'saree' }, 'word', 'One word'],
    [{ word: 'sari-saree', synonyms: 'saree' }, 'word', 'One word'],
    [{ word: 'sariसाड़ी', synonyms: 'saree' }, 'word', 'One word'],
    [{ word: '', synonyms: 'saree' }, 'word', 'Type the word'],
    [{ word: 'sari', synonyms: ' , ' }, 'synonyms', 'at least one'],
    [{ word: 'sari', synonyms: 'साड़ी' }, 'synonyms', 'Latin letters'],
    [{ word: 'sari', synonyms: 'a b c d e f g h i j k' }, 'synonyms', 'at most 10'],
  ])('%j is refused on %s', (body, field, message) => {
    const result = SearchSynonymBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
