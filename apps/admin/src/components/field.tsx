// A form control with its label tied by id (so the control's name is the label alone) and the
// message under it, from the zod schema or from the server's field messages. A control named
// otherwise (a table cell's input with its own aria-label) takes its message the same way through
// FieldControl.
import { cloneElement, useId, type ReactElement } from 'react';

type Control = ReactElement<Record<string, unknown>>;

export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: Control;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldControl id={id} error={error} hint={hint}>
        {children}
      </FieldControl>
    </div>
  );
}

/**
 * A control and what is said about it under it: its hint and its message, each tied to it by
 * `aria-describedby`, and `aria-invalid` while there is a message.
 */
export function FieldControl({
  id: givenID,
  error,
  hint,
  children,
}: {
  /** The control's id, when a label points at it; else one of its own. */
  id?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  children: Control;
}) {
  const ownID = useId();
  const id = givenID ?? ownID;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return (
    <>
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
    </>
  );
}
