// What a page shows when it throws: the message, and a way back (each route's error boundary).
import { Link, useRouteError } from 'react-router';

export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong on this page.';
  return (
    <section>
      <h1>This page failed</h1>
      <p role="alert" className="error">
        {message}
      </p>
      <Link to="/products">Back to products</Link>
    </section>
  );
}
