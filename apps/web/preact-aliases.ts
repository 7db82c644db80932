// The storefront renders with Preact through preact/compat (issue 7): React 19's react-dom alone
// is ~60 KB gzip, more than half of the 100 KB initial-JS budget, where Preact is ~11 KB. The code
// and its types stay React's (@types/react); only the build and the unit tests swap the modules.
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // compat's JSX runtimes import preact/compat first, so its prop handling (onChange, className,
  // defaultValue…) is installed before the first element is made.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
