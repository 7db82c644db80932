import { Link } from 'react-router';
import { messages as m } from '../../messages';
import { PageTitle } from './page-title';

interface BeingBuiltProps {
  title: string;
  /** What is coming; the generic 'This page is being built.' when not given. */
  body?: string;
  /**
   * 'page' (default) is a whole page: it names the browser tab and has the page's h1.
   * 'panel' sits inside a page that has its own h1 (an account panel): an h2, no tab title.
   */
  variant?: 'page' | 'panel';
}

/**
 * The honest placeholder for a page whose feature arrives in a later issue: it names the page,
 * says it is being built and links home. Nothing on it pretends to work.
 */
export function BeingBuilt({ title, body = m.beingBuilt.body, variant = 'page' }: BeingBuiltProps) {
  if (variant === 'panel') {
    return (
      <section className="being-built" aria-label={title}>
        <h2>{title}</h2>
        <p>{body}</p>
        <p>
          <Link className="button button-primary" to="/">
            {m.beingBuilt.homeLink}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <div className="container">
      <section className="being-built" aria-labelledby="being-built-title">
        <PageTitle title={title} />
        <h1 id="being-built-title">{title}</h1>
        <p>{body}</p>
        <p>
          <Link className="button button-primary" to="/">
            {m.beingBuilt.homeLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
