// The search module owns product suggestions: full-text ranking, synonyms (Hinglish words),
// Devanagari and Hinglish spellings by phonetic key, typo correction.
export { suggestProducts } from './search.service.ts';
export { splitSearchWords } from './search-words.ts';
export {
  completeVocabularyCounts,
  completeVocabularyKeys,
  refreshSearchVocabulary,
} from './search-vocabulary.service.ts';
export {
  createSynonymCache,
  listSearchSynonyms,
  removeSearchSynonym,
  saveSearchSynonym,
  seedSearchSynonyms,
  type CatalogueVersion,
  type SynonymCache,
} from './search-synonyms.service.ts';
