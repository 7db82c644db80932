import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../components/ui/link';
import { messages as m } from '../messages';
import NotFoundRoute from '../routes/not-found';

/** A page's code chunk failed to arrive (a dropped 4G connection, or a deploy replaced it). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Every route's errorElement: a friendly message and a way on, never a stack. `standalone` is
 * for a layout route's own failure, when there is no <main> around it.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return standalone ? (
      <main id="main" className="site-main">
        <NotFoundRoute />
      </main>
    ) : (
      <NotFoundRoute />
    );
  }

  const chunk = isChunkLoadError(error);
  const panel = (
    <section className="container route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{chunk ? m.errors.chunkTitle : m.errors.routeTitle}</h1>
      <p>{chunk ? m.errors.chunkBody : m.errors.routeBody}</p>
      <p className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {m.errors.tryAgain}
        </button>
        <Link className="button button-secondary" to="/">
          {m.site.homeLink}
        </Link>
      </p>
    </section>
  );
  return standalone ? (
    <main id="main" className="site-main">
      {panel}
    </main>
  ) : (
    panel
  );
}
