// Testing Library for the renderer the build ships: Preact through preact/compat
// (docs/decisions.md, issue 7). @testing-library/react calls `require('react-dom')` from
// node_modules, where Vite's aliases cannot reach, so it would render with React 19 while the app
// runs on Preact. This is its API (render, renderHook, cleanup, act) over `react-dom/client`, which
// the alias makes Preact's; the queries, `screen` and `waitFor` are @testing-library/dom's own.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act as preactAct } from 'preact/test-utils';
import {
  configure,
  fireEvent as domFireEvent,
  getQueriesForElement,
  prettyDOM,
} from '@testing-library/dom';

export * from '@testing-library/dom';

/**
 * @testing-library/dom's fireEvent, where focus and blur also fire focusin and focusout, as
 * @testing-library/react's does: onFocus and onBlur listen to those in React and in preact/compat
 * alike, so a form's onBlur hears its fields.
 */
export const fireEvent: typeof domFireEvent = Object.assign(
  (...args: Parameters<typeof domFireEvent>) => domFireEvent(...args),
  domFireEvent,
  {
    focus: (...args: Parameters<typeof domFireEvent.focus>) => {
      domFireEvent.focusIn(...args);
      return domFireEvent.focus(...args);
    },
    blur: (...args: Parameters<typeof domFireEvent.blur>) => {
      domFireEvent.focusOut(...args);
      return domFireEvent.blur(...args);
    },
  },
);

/**
 * Runs `callback`, then flushes the renders and effects it caused; awaits it when it returns a
 * promise. Typed as React's act, which accepts any callback result.
 */
export const act = preactAct as (callback: () => unknown) => Promise<void>;

// An event's re-render and effects happen before fireEvent (and user-event) return, as with
// React's act(); waitFor keeps the default wrapper, so renders run between its polls.
configure({
  // findBy/waitFor give up after 3 s, not 1 s: the first test of a file that opens a lazy page
  // waits for Vite to transform that page's modules, over a second on a busy 2-core machine.
  asyncUtilTimeout: 3000,
  eventWrapper: (dispatch) => {
    let result: unknown;
    void act(() => {
      result = dispatch();
    });
    return result;
  },
});

const mounted = new Set<{ root: Root; container: HTMLElement }>();

interface RenderOptions {
  /** A component around the rendered element (providers), as in @testing-library/react. */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

export function render(ui: ReactNode, { wrapper: Wrapper }: RenderOptions = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const mount = { root, container };
  mounted.add(mount);
  const wrap = (element: ReactNode) => (Wrapper ? <Wrapper>{element}</Wrapper> : element);
  void act(() => root.render(wrap(ui)));
  return {
    container,
    baseElement: document.body,
    rerender: (next: ReactNode) => void act(() => root.render(wrap(next))),
    unmount: () => {
      void act(() => root.unmount());
      mounted.delete(mount);
    },
    debug: (element: Element = document.body) => console.log(prettyDOM(element)),
    ...getQueriesForElement(document.body),
  };
}

/** Runs a hook in a component and exposes its latest return value as `result.current`. */
export function renderHook<Result>(
  hook: () => Result,
  options: RenderOptions = {},
): { result: { current: Result }; unmount: () => void } {
  const result = { current: undefined as Result };
  function HookHost() {
    result.current = hook();
    return null;
  }
  const { unmount } = render(<HookHost />, options);
  return { result, unmount };
}

/** Unmounts everything rendered since the last cleanup (setup.ts runs it after each test). */
export function cleanup() {
  for (const { root, container } of mounted) {
    void act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}
