// Whether this render happens in a browser that has hydrated the page. False on the server and in
// the hydrating render (so both produce the same HTML), true from the next render on.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
