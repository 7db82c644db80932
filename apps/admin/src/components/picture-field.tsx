// A content picture's path (a banner's, an offer's, a card's) with an upload beside it: the
// operator may still type a path under /media, or send a picture from the computer, which the
// server keeps in every width and answers the path of. A thumbnail previews what the path shows.
import { useRef, useState, type ReactElement } from 'react';
import type { ContentPictureAnswer } from '@haat/contract';
import { PICTURE_MAX_MEGABYTES } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, upload } from '../lib/api.ts';
import { Field } from './field.tsx';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Checks what the browser knows before sending; the server still reads the kind from the bytes. */
export function checkPictureFile(file: { type: string; size: number }): string | null {
  // A file of a type the browser cannot name is left to the server (it reads the bytes).
  if (file.type !== '' && !ACCEPTED_TYPES.includes(file.type)) {
    return 'Upload a JPEG, PNG or WebP picture.';
  }
  if (file.size > PICTURE_MAX_MEGABYTES * 1024 * 1024) {
    return `The picture is over ${PICTURE_MAX_MEGABYTES} MB; send a smaller one.`;
  }
  return null;
}

export function PictureField({
  label,
  error,
  hint = 'A path under /media, or upload a JPEG, PNG or WebP picture (up to 10 MB)',
  value,
  preview,
  onUploaded,
  children,
}: {
  /** The path field's label; the upload button and the preview are named after it. */
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The path the form holds now. */
  value: string | null | undefined;
  /** The thumbnail's box, in the picture's proportions on the storefront. */
  preview: { width: number; height: number };
  onUploaded: (picture: ContentPictureAnswer['data']) => void;
  /** The path's registered input. */
  children: ReactElement<Record<string, unknown>>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [brokenPath, setBrokenPath] = useState<string | null>(null);
  const path = value?.trim() ?? '';
  const canPreview = path.startsWith('/media/');

  async function send(file: File) {
    const refusal = checkPictureFile(file);
    if (refusal) {
      setMessage({ text: refusal, isError: true });
      return;
    }
    setMessage(null);
    setProgress(0);
    const body = new FormData();
    body.append('file', file);
    try {
      const answer = await upload(paths.contentPicture, { body }, setProgress);
      onUploaded(answer.data);
      setMessage({
        text: `${file.name} is uploaded (${answer.data.width} × ${answer.data.height}). Save the list to show it.`,
        isError: false,
      });
    } catch (failure) {
      setMessage({
        text: failure instanceof ApiError ? failure.message : 'The upload failed. Try again.',
        isError: true,
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="picture-field">
      <div className="picture-preview" style={{ width: preview.width, height: preview.height }}>
        {canPreview && brokenPath !== path ? (
          <img
            className="thumb"
            src={path}
            alt={`Preview of ${label}`}
            width={preview.width}
            height={preview.height}
            onError={() => setBrokenPath(path)}
          />
        ) : (
          <small>{canPreview ? 'No picture at this path' : 'No picture'}</small>
        )}
      </div>
      <Field label={label} error={error} hint={hint}>
        {children}
      </Field>
      <div className="picture-upload">
        <button
          type="button"
          aria-label={`Upload a picture for ${label}`}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          Upload a picture
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared at once, so choosing the same file again still uploads it.
            event.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
        {progress !== null ? (
          <span className="upload-progress">
            <progress
              max={100}
              value={Math.round(progress * 100)}
              aria-label={`Uploading ${label}`}
            />
            <small aria-hidden="true">{Math.round(progress * 100)}%</small>
          </span>
        ) : null}
        {message ? (
          <small
            role={message.isError ? 'alert' : 'status'}
            className={message.isError ? 'error' : 'notice'}
          >
            {message.text}
          </small>
        ) : null}
      </div>
    </div>
  );
}
