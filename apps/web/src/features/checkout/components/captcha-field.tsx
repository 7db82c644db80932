import { useId } from 'react';
import { keepAccepted } from '../../../lib/input-filter';
import { messages as m } from '../../../messages/cart';
import { CAPTCHA_LENGTH } from '@haat/contract/constants';

interface CaptchaFieldProps {
  svg: string | undefined;
  isLoading: boolean;
  isError: boolean;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/\bwidth="(\d+)"/.exec(svg)?.[1] ?? 184);
  const height = Number(/\bheight="(\d+)"/.exec(svg)?.[1] ?? 48);
  return { width, height };
}

/**
 * docs/spec.md §5 COD captcha: the server's 6-character code as a picture (an <img> of the SVG, so the
 * code is never text in the page), the answer box and a new-picture button.
 */
export function CaptchaField({
  svg,
  isLoading,
  isError,
  value,
  error,
  onChange,
  onRefresh,
}: CaptchaFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const size = svg ? svgSize(svg) : { width: 184, height: 48 };
  return (
    <section className="checkout-card captcha" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{m.checkout.captchaHeading}</h2>
      <div className="captcha-row">
        <div className="captcha-picture" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
          {/* A used code is no use: while the next one comes, the picture says it is coming and the
              answer box waits for it. */}
          {svg && !isLoading ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={m.checkout.captchaImage}
              width={size.width}
              height={size.height}
            />
          ) : (
            <span className="muted" role="status">
              {isError ? m.checkout.captchaFailed : m.checkout.captchaLoading}
            </span>
          )}
        </div>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onRefresh}
          disabled={isLoading}
        >
          {m.checkout.newCaptcha}
        </button>
      </div>
      <div className="form-field captcha-answer">
        <label htmlFor={inputId}>{m.checkout.captchaLabel}</label>
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={CAPTCHA_LENGTH}
          value={value}
          disabled={isLoading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(keepAccepted(event.currentTarget, (value) => value.trim()))}
        />
        {error ? (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
