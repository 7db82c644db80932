import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A react-hook-form registration whose input drops what `sanitise` refuses as the user types
 * (docs/spec.md §5 input filters). The element's value is rewritten before the form reads it, so what
 * the shopper sees is what the form holds.
 */
export function withInputFilter<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
  sanitise: (value: string) => string,
): UseFormRegisterReturn<TName> {
  return {
    ...registration,
    onChange: (event) => {
      const element: unknown = event.target;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        const clean = sanitise(element.value);
        if (clean !== element.value) element.value = clean;
      }
      return registration.onChange(event);
    },
  };
}

/**
 * For a field whose value is state (`value={…}` and `onChange`): writes what `sanitise` keeps back
 * into the field and returns it, for the state. When the refused character leaves the state as it
 * was, nothing re-renders the field, so without this the character would stay on the screen.
 */
export function keepAccepted(
  field: HTMLInputElement | HTMLTextAreaElement,
  sanitise: (value: string) => string,
): string {
  const clean = sanitise(field.value);
  if (clean !== field.value) field.value = clean;
  return clean;
}

/** Cuts to `max` characters (code points), as a `maxLength` would, for pasted text too. */
export function limitLength(max: number): (value: string) => string {
  return (value) => {
    const characters = Array.from(value);
    return characters.length > max ? characters.slice(0, max).join('') : value;
  };
}
