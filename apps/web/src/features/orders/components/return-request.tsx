import { useId, useRef, useState, type FormEvent } from 'react';
import {
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  type ReturnReason,
} from '@haat/contract';
import { TOAST_MS } from '@haat/contract/constants';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { messages as m } from '../../../messages/orders';
import { uploadReturnPhoto, useRequestReturn } from '../api/returns';
import {
  checkPayee,
  EMPTY_PAYEE,
  RefundPayeeFields,
  type PayeeDraft,
  type PayeeErrors,
} from './refund-payee-fields';

interface Photo {
  photoID: string;
  url: string;
}

const errorOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;

/**
 * 'Return' on a delivered item (docs/decisions/returns.md): how many pieces, why (a list), more
 * words and up to three photos; the server says what comes back, and the order reloads with the
 * return on its timeline.
 */
export function ReturnRequest({
  orderID,
  lineID,
  title,
  pieces,
  paidInCash,
}: {
  orderID: string;
  lineID: string;
  title: string;
  /** Pieces the shopper may still return. */
  pieces: number;
  /** A cash on delivery order: the refund needs a UPI ID or a bank account. */
  paidInCash: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [count, setCount] = useState(1);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [payee, setPayee] = useState<PayeeDraft>(EMPTY_PAYEE);
  const [payeeErrors, setPayeeErrors] = useState<PayeeErrors>({});
  const reasonRef = useRef<HTMLSelectElement>(null);
  const photoInputId = useId();
  const request = useRequestReturn();

  function close() {
    setIsOpen(false);
    setCount(1);
    setReason('');
    setDetails('');
    setPhotos([]);
    setReasonError(null);
    setPhotoError(null);
    setSubmitError(null);
    setPayee(EMPTY_PAYEE);
    setPayeeErrors({});
  }

  async function addPhoto(file: File | undefined) {
    if (!file) return;
    setIsUploading(true);
    setPhotoError(null);
    try {
      const answer = await uploadReturnPhoto(file);
      setPhotos((current) => [...current, answer.data]);
    } catch (error) {
      setPhotoError(errorOf(error, m.returns.photoFailed));
    } finally {
      setIsUploading(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitError(null);
    if (!reason) {
      setReasonError(m.returns.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    const checked = paidInCash ? checkPayee(payee) : null;
    setPayeeErrors(checked && 'errors' in checked ? checked.errors : {});
    if (checked && 'errors' in checked) return;
    if (request.isPending || isUploading) return;
    request.mutate(
      {
        orderID,
        lineID,
        pieces: count,
        reason,
        details: details.trim(),
        photoIDs: photos.map((photo) => photo.photoID),
        ...(checked && 'payee' in checked ? { payee: checked.payee } : {}),
      },
      {
        onSuccess: (answer) => {
          close();
          showToast(answer.message, { durationMs: TOAST_MS.default, tone: 'success' });
        },
        onError: (error) => setSubmitError(errorOf(error, m.returns.networkError)),
      },
    );
  }

  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label={m.returns.formLabel(title)}
        onClick={() => setIsOpen(true)}
      >
        {m.returns.returnItem}
      </button>
    );
  }

  return (
    <form
      className="cancel-box return-box"
      aria-label={m.returns.formLabel(title)}
      onSubmit={submit}
      noValidate
    >
      {pieces > 1 ? (
        <FormField label={m.returns.pieces}>
          <select value={count} onChange={(event) => setCount(Number(event.target.value))}>
            {Array.from({ length: pieces }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {m.returns.piecesOf(value)}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <FormField label={m.returns.reason} error={reasonError ?? undefined}>
        <select
          ref={reasonRef}
          value={reason}
          required
          onChange={(event) => {
            setReason(event.target.value as ReturnReason);
            setReasonError(null);
          }}
        >
          <option value="">{m.returns.chooseReason}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {RETURN_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={m.returns.details} hint={m.returns.detailsHint} hintPlacement="below">
        <textarea
          rows={2}
          value={details}
          maxLength={RETURN_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
        />
      </FormField>
      <div className="form-field">
        <p className="return-photos-label">{m.returns.photos}</p>
        <p className="form-hint">{m.returns.photosHint}</p>
        {photos.length > 0 ? (
          <ul className="return-photos">
            {photos.map((photo, index) => (
              <li key={photo.photoID}>
                <img
                  src={photo.url}
                  alt={m.returns.photoOf(title, index + 1)}
                  width={64}
                  height={64}
                />
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() =>
                    setPhotos((current) => current.filter((each) => each.photoID !== photo.photoID))
                  }
                >
                  {m.returns.removePhoto}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < RETURN_PHOTOS_MAX ? (
          <label htmlFor={photoInputId} className="button button-secondary button-small">
            {isUploading ? m.returns.uploadingPhoto : m.returns.addPhoto}
            <input
              id={photoInputId}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={isUploading}
              onChange={(event) => {
                void addPhoto(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
        {photoError ? (
          <p className="form-error" role="alert">
            {photoError}
          </p>
        ) : null}
      </div>
      {paidInCash ? (
        <RefundPayeeFields
          draft={payee}
          errors={payeeErrors}
          onChange={(draft) => {
            setPayee(draft);
            setPayeeErrors({});
          }}
        />
      ) : null}
      <p className="muted">{m.returns.refundRule}</p>
      {submitError ? (
        <p className="form-alert" role="alert">
          {submitError}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={request.isPending || isUploading}
        >
          {request.isPending ? m.returns.submitting : m.returns.submit}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={close}
          disabled={request.isPending}
        >
          {m.returns.close}
        </button>
      </div>
    </form>
  );
}
