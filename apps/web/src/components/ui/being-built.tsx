import { Link } from 'react-router';
import { messages as m } from '../../messages';
import { PageTitle } from './page-title';

/**
 * The honest placeholder for a page whose feature arrives in a later issue: it names the page,
 * says it is being built and links home. Nothing on it pretends to work.
 */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <div className="container">
      <section className="being-built" aria-labelledby="being-built-title">
        <PageTitle title={title} />
        <h1 id="being-built-title">{title}</h1>
        <p>{m.beingBuilt.body}</p>
        <p>
          <Link className="button button-primary" to="/">
            {m.beingBuilt.homeLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
