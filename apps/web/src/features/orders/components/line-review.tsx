import { FormField } from '../../../components/ui/form-field';
import { useRef, useState, type FormEvent } from 'react';
import { Stars } from '../../../components/ui/stars';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { REVIEW_REMARK_MAX, TOAST_MS } from '@haat/contract/constants';
import { messages as m } from '../../../messages/orders';
import { useSubmitReview } from '../api/submit-review';
import { validateReviewRemark } from '../lib/order-forms';
import type { OrderLineView } from '../lib/order-lines';
import { StarRatingInput } from './star-rating-input';

interface LineReviewProps {
  orderID: string;
  line: OrderLineView;
  /** docs/spec.md §4: a review can start only when the order is delivered. */
  canReview: boolean;
}

/** docs/spec.md §8 'Internal Server Error.' for an unreachable server or a 5xx; a refusal says why. */
function reviewErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return m.errors.internalServerError;
}

/**
 * docs/spec.md §4 review of one line: pick 1–5 stars, then a text box and Submit appear; after a
 * successful submit the order reloads and the rating shows as filled stars. The remark is kept
 * on the phone for this visit (docs/spec.md §3 `yourRatingMessage`) and drawn as text, never as HTML.
 */
export function LineReview({ orderID, line, canReview }: LineReviewProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sentRemark, setSentRemark] = useState<string | null>(null);
  const review = useSubmitReview();
  const remarkRef = useRef<HTMLTextAreaElement>(null);

  if (line.rating !== null) {
    return (
      <div className="line-review-done">
        {/* The stars' own name says 'Your rating: …' to a screen reader. */}
        <span className="line-review-label" aria-hidden="true">
          {m.orderDetails.yourRatingLabel}
        </span>
        <Stars rating={line.rating} label={m.orderDetails.yourRating(Math.round(line.rating))} />
        {sentRemark ? <p className="line-review-remark">{sentRemark}</p> : null}
      </div>
    );
  }
  if (!canReview) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null || review.isPending) return;
    const problem = validateReviewRemark(remark);
    setFieldError(problem);
    setSubmitError(null);
    if (problem) {
      remarkRef.current?.focus();
      return;
    }
    const text = remark.trim();
    review.mutate(
      {
        productID: line.productID,
        orderID,
        colorID: line.colorID,
        sizeID: line.sizeID,
        rating,
        remark: text,
      },
      {
        onSuccess: () => {
          setSentRemark(text);
          showToast(m.orderDetails.reviewThanks, { durationMs: TOAST_MS.default, tone: 'success' });
        },
        onError: (error) => setSubmitError(reviewErrorMessage(error)),
      },
    );
  }

  return (
    <form className="line-review" onSubmit={submit} noValidate>
      <StarRatingInput
        legend={m.orderDetails.reviewHeading}
        legendDetail={line.title}
        value={rating}
        onChange={setRating}
        disabled={review.isPending}
      />
      {rating !== null ? (
        <>
          <FormField
            label={m.orderDetails.reviewText}
            hint={m.orderDetails.reviewTextHint}
            hintPlacement="below"
            error={fieldError ?? undefined}
          >
            <textarea
              ref={remarkRef}
              rows={3}
              value={remark}
              maxLength={REVIEW_REMARK_MAX}
              required
              onChange={(event) => {
                setRemark(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
          </FormField>
          {submitError ? (
            <p className="form-alert" role="alert">
              {submitError}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button-primary button-small"
            disabled={review.isPending}
          >
            {review.isPending ? m.orderDetails.submittingReview : m.orderDetails.submitReview}
          </button>
        </>
      ) : null}
    </form>
  );
}
