// The storefront's stylesheet written into the server HTML: no render-blocking request
// before the first paint on a 4G phone. entry.server.tsx reads the built file once and provides
// it; entry.client.tsx reads it back from the page, so the hydrating render is the same. Without
// it (`npm run dev`) the page links the stylesheet instead.
import { createContext, useContext } from 'react';

export const INLINE_CSS_ID = 'haat-css';

export const InlineCssContext = createContext<string | undefined>(undefined);

export function useInlineCss(): string | undefined {
  return useContext(InlineCssContext);
}
