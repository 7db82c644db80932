// What a shopper typed into a field the server drew, before the page's script ran. Hydration keeps
// the letters in the field (React leaves a hydrated input's value as it finds it) but not in the
// state that controls the field, and the field's next render writes that state back over them: a
// pin code typed on a slow phone vanished as the page came alive. A field whose value is state
// (`value={…}` with `onChange`) calls this once; react-hook-form's fields need nothing (a field
// edited before the form is ready keeps its value there).
import { type RefObject, useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Once the field is live: when it holds text its state does not, hands that text to `take`, as if
 * typed now (`isFocused`: the shopper is still in the field). An empty field is left to the state
 * (what the browser alone knows, a remembered pin code, then shows).
 */
export function useTypedBeforeHydration(
  ref: RefObject<Field | null>,
  value: string,
  take: (typed: string, isFocused: boolean) => void,
): void {
  useEffect(() => {
    const field = ref.current;
    if (!field || field.value === '' || field.value === value) return;
    take(field.value, document.activeElement === field);
    // Only what the server's field held when it was hydrated: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
