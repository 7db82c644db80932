import { act, useReducer, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrate, serverPage } from '../test/hydration';
import { useTypedBeforeHydration } from './typed-before-hydration';

/** A field whose value is state, with a way to render it again; `keep` uses the helper. */
function Field({ keep }: { keep: boolean }) {
  const [text, setText] = useState('');
  const [renders, renderAgain] = useReducer((count: number) => count + 1, 0);
  const ref = useRef<HTMLInputElement>(null);
  const [focusedAtHydration, setFocused] = useState(false);
  const take = (typed: string, isFocused: boolean) => {
    setText(typed);
    setFocused(isFocused);
  };
  useTypedBeforeHydration(ref, text, keep ? take : () => {});
  return (
    <>
      <input ref={ref} aria-label="field" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{`${text}|${focusedAtHydration}`}</output>
      <button type="button" onClick={renderAgain}>
        {renders}
      </button>
    </>
  );
}

describe('what is typed before a page hydrates', () => {
  it('is lost without the helper: the next render writes the empty state over it', async () => {
    const input = serverPage(renderToString(<Field keep={false} />), '560001');
    await hydrate(<Field keep={false} />);
    // Hydration leaves the letters in the field...
    expect(input.value).toBe('560001');
    await act(async () => document.querySelector('button')!.click());
    // ...until anything renders the field again.
    expect(input.value).toBe('');
  });

  it('is taken into the state as if typed now, with whether the shopper is still in the field', async () => {
    const input = serverPage(renderToString(<Field keep />), '560001');
    await hydrate(<Field keep />);
    expect(document.querySelector('output')!.textContent).toBe('560001|true');
    await act(async () => document.querySelector('button')!.click());
    expect(input.value).toBe('560001');
  });

  it('leaves an empty field to its state', async () => {
    const input = serverPage(renderToString(<Field keep />), '');
    await hydrate(<Field keep />);
    expect(document.querySelector('output')!.textContent).toBe('|false');
    expect(input.value).toBe('');
  });
});
