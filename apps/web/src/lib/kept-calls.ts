// Answers of one kind of call kept a while in the browser, by key, for the small calls a single
// part makes without a query cache (the menu's columns, the search suggestions, the pin-code
// check; docs/decisions/page-weight.md "Pages without a query library first"). Callers asking for
// the same key share one call; a failed call is logged and forgotten, so the next wish asks again.
const KEPT_MAX = 50;

export interface KeptCalls<T> {
  /** The kept answer for `key` while it is fresh, else `call()`'s, kept from now. */
  get(key: string, call: () => Promise<T>): Promise<T>;
  /** Forgets every kept answer (tests start each case afresh). */
  clear(): void;
}

export function keptCalls<T>(label: string, freshMs: number): KeptCalls<T> {
  const kept = new Map<string, { at: number; answer: Promise<T> }>();
  return {
    get(key, call) {
      const entry = kept.get(key);
      if (entry && Date.now() - entry.at <= freshMs) return entry.answer;
      const answer = call();
      // Newest last: the oldest goes first when there are too many.
      kept.delete(key);
      kept.set(key, { at: Date.now(), answer });
      if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value as string);
      answer.catch((error: unknown) => {
        // docs/spec.md §8: a failed loading call is only logged.
        console.error('Loading failed', label, key, error);
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
    clear: () => kept.clear(),
  };
}
