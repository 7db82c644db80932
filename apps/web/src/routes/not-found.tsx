import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { SearchIcon } from '../components/ui/icons';
import { PromiseStrip } from '../components/ui/promise-strip';
import { messages as m } from '../messages';

/** Any unknown route (docs/spec.md §2): the message, a way home and the promise strip. */
export default function NotFoundRoute() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <PageTitle title={m.notFound.title} />
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
