// A form control with its label tied by id (so the control's name is the label alone) and the
// message under it, from the zod schema or from the server's field messages.
import { cloneElement, useId, type ReactElement } from 'react';

export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described.length > 0 ? { 'aria-describedby': described.join(' ') } : {}),
      })}
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
