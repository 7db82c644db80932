// The search module owns product suggestions: full-text ranking, Hinglish words, typo correction.
export { suggestProducts, splitSearchWords } from './search.service.ts';
export { refreshVocabulary as refreshSearchVocabulary } from './search.repository.ts';
