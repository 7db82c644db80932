import { data, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../components/ui/link';
import { SearchIcon } from '../components/ui/icons';
import { PromiseStrip } from '../components/ui/promise-strip';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages';

/** An address no route knows is a 404 for browsers and crawlers alike, with this page. */
export function loader({ url }: LoaderFunctionArgs) {
  return data({ path: url.pathname }, { status: 404 });
}

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.notFound.title),
  description: m.notFound.body,
  path: '/',
  noindex: true,
});

/** Any unknown route (docs/spec.md §2): the message, a way home and the promise strip. */
export default function NotFoundRoute() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <span className="not-found-icon" aria-hidden="true">
        <SearchIcon size={40} />
      </span>
      <h1 id="not-found-title">{m.notFound.title}</h1>
      <p>{m.notFound.body}</p>
      <p>
        <Link className="button button-primary" to="/">
          {m.notFound.homeLink}
        </Link>
      </p>
      <div className="not-found-promises">
        <h2>{m.notFound.promisesHeading}</h2>
        <PromiseStrip />
      </div>
    </section>
  );
}
