// Search synonyms as the operator keeps them: the list, and each add or remove with its audit row
// (before and after) in one transaction. The rules are the search module's.
import type {
  SearchSynonym,
  SearchSynonymBody,
  SearchSynonymsAnswer,
  SearchSynonymsQuery,
} from '@haat/contract';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { listSearchSynonyms, removeSearchSynonym, saveSearchSynonym } from '../../search/index.ts';
import { type OperatorDependencies, auditAs } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock'>;

export async function searchSynonymsToWire(
  deps: Pick<OperatorDependencies, 'db'>,
  query: SearchSynonymsQuery,
): Promise<SearchSynonymsAnswer> {
  const page = pageOf(query);
  const { items, total } = await listSearchSynonyms(deps.db, query, page);
  return {
    status: 'success',
    data: { items, total, page: page.page, pageSize: page.pageSize },
  };
}

export async function addSearchSynonymAudited(
  deps: Deps,
  scope: BackOfficeScope,
  body: SearchSynonymBody,
): Promise<SearchSynonym> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { before, after } = await saveSearchSynonym(tx, body, now);
    await auditAs(tx, scope, {
      action: 'search-synonym.save',
      target: after.word,
      details: {
        before: before && { synonyms: before.synonyms },
        after: { synonyms: after.synonyms },
      },
      at: now,
    });
    return after;
  });
}

export async function removeSearchSynonymAudited(
  deps: Deps,
  scope: BackOfficeScope,
  word: string,
): Promise<SearchSynonym> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await removeSearchSynonym(tx, word);
    await auditAs(tx, scope, {
      action: 'search-synonym.remove',
      target: before.word,
      details: { before: { synonyms: before.synonyms }, after: null },
      at: now,
    });
    return before;
  });
}
