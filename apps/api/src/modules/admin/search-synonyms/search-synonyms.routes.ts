// Search synonyms in the back office, the operator's only: the list, add (or replace) and remove.
// Like every write of the operator's API, each marks the catalogue changed, which makes the kept
// suggestions and the synonyms search reads stale in every process.
import { searchSynonymsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  addSearchSynonymAudited,
  removeSearchSynonymAudited,
  searchSynonymsToWire,
} from './search-synonyms.service.ts';

export function registerSearchSynonymRoutes(app: FastifyInstance, access: RouteAccess) {
  const { deps, scopeOf } = access;
  registerRoute(app, searchSynonymsBackOfficeEndpoints.searchSynonyms, async ({ query }) =>
    searchSynonymsToWire(deps, query),
  );
  registerRoute(
    app,
    searchSynonymsBackOfficeEndpoints.searchSynonymAdd,
    async ({ body, request }) => {
      const saved = await addSearchSynonymAudited(deps, scopeOf(request), body);
      return {
        status: 'success',
        message: `Searching "${saved.word}" also finds ${saved.synonyms.join(', ')}.`,
        data: saved,
      };
    },
  );
  registerRoute(
    app,
    searchSynonymsBackOfficeEndpoints.searchSynonymRemove,
    async ({ params, request }) => {
      const removed = await removeSearchSynonymAudited(deps, scopeOf(request), params.word);
      return {
        status: 'success',
        message: `"${removed.word}" no longer finds ${removed.synonyms.join(', ')}.`,
        data: removed,
      };
    },
  );
}
