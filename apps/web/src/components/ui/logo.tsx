import { Link } from './link';
import { messages as m } from '../../messages';

/** The Haat mark and wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={m.header.homeLabel}>
      <svg
        className="logo-mark"
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 24V8h3.4v6.4h7.2V8H23v16h-3.4v-6.6h-7.2V24z" fill="#fff" />
        <circle cx="25" cy="7" r="3" fill="var(--color-saffron)" />
      </svg>
      <span className="logo-word" aria-hidden="true">
        {m.site.name}
      </span>
    </Link>
  );
}
