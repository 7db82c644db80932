// A page hydrated as in the browser: the server's HTML in the document, typed into before the
// script runs, then React's hydrateRoot over it. Unmounted after each test.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll } from 'vitest';

let root: Root | undefined;
// React's act() outside Testing Library's own calls: hydrateRoot is called here directly.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, typed into as a shopper would before the script ran. */
export function serverPage(html: string, typed: string): HTMLInputElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.focus();
  if (typed !== '') input.value = typed;
  return input;
}

export async function hydrate(element: ReactNode): Promise<void> {
  const container = document.body.firstElementChild!;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}
