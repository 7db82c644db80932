import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Where the hint goes: above the control (default), or under it (a text box's 'N left'). */
  hintPlacement?: 'above' | 'below';
  /** The input; it receives the id and the aria wiring. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A label, the control, and the error under it (read out with the field). */
export function FormField({
  label,
  error,
  hint,
  hintPlacement = 'above',
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const hintElement = (
    <p id={hintId} className="form-hint">
      {hint}
    </p>
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && hintPlacement === 'above' ? hintElement : null}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && hintPlacement === 'below' ? hintElement : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
