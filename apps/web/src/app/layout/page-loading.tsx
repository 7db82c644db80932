import { messages as m } from '../../messages';

/** Shown while a page's code arrives over the network. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{m.site.loadingPage}</span>
    </div>
  );
}
