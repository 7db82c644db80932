// A part loaded on demand that fetches with TanStack Query: the query cache's code arrives with
// it (app/query-provider.tsx), never in the first download of a page.
import { type ComponentType } from 'react';
import { lazyChunk } from '../lib/chunk-timeout';

export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyChunk(async () => {
    const [Component, queries] = await Promise.all([load(), import('./query-provider')]);
    return { default: queries.withQueries(Component) };
  });
}
