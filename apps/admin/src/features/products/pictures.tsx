// A saved product's pictures: upload (for the product or one colour), move up or down, remove.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BackOfficeProduct } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';

export function PicturesSection({ product }: { product: BackOfficeProduct }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['product', product.productID] });
  const params = { productID: product.productID };

  async function run(work: () => Promise<{ message: string }>) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await work();
      setMessage({ text: answer.message, error: false });
      await refresh();
    } catch (error) {
      setMessage({
        text: error instanceof ApiError ? error.message : 'That did not work.',
        error: true,
      });
    } finally {
      setBusy(false);
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = data
      .getAll('file')
      .filter((file): file is File => file instanceof File && file.size > 0);
    const colorID = String(data.get('colorID') ?? '');
    if (files.length === 0) {
      setMessage({ text: 'Choose a picture to upload.', error: true });
      return;
    }
    void run(async () => {
      let last = { message: '' };
      for (const file of files) {
        const body = new FormData();
        body.append('file', file);
        last = await call(paths.pictureUpload, {
          params,
          query: colorID ? { colorID } : {},
          body,
        });
      }
      form.reset();
      return last;
    });
  }

  const ids = product.pictures.map((picture) => picture.pictureID);
  const move = (from: number, to: number) => {
    const order = [...ids];
    const [moved] = order.splice(from, 1);
    if (moved === undefined) return;
    order.splice(to, 0, moved);
    void run(() => call(paths.pictureOrder, { params, body: { pictureIDs: order } }));
  };
  const colourOf = (id: string | null) =>
    product.variants.find((colour) => colour.colorID === id)?.colour ?? 'All colours';

  return (
    <section className="card pictures" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">Pictures</h2>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : 'notice'}>
          {message.text}
        </p>
      ) : null}
      <ol className="picture-list">
        {product.pictures.map((picture, index) => (
          <li key={picture.pictureID}>
            <img
              src={picture.url}
              alt={`Picture ${index + 1} of ${product.title}`}
              width={96}
              height={96}
            />
            <span>{colourOf(picture.colorID)}</span>
            <button
              type="button"
              disabled={busy || index === 0}
              onClick={() => move(index, index - 1)}
            >
              Move up
            </button>
            <button
              type="button"
              disabled={busy || index === ids.length - 1}
              onClick={() => move(index, index + 1)}
            >
              Move down
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(() =>
                  call(paths.pictureDelete, {
                    params: { ...params, pictureID: picture.pictureID },
                  }),
                )
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <form onSubmit={upload} className="row">
        <label className="field">
          <span>Picture files (JPEG, PNG or WebP, up to 10 MB)</span>
          <input type="file" name="file" accept="image/jpeg,image/png,image/webp" multiple />
        </label>
        {product.variants.length > 0 ? (
          <label className="field">
            <span>Shows</span>
            <select name="colorID" defaultValue="">
              <option value="">All colours</option>
              {product.variants.map((colour) => (
                <option key={colour.colorID} value={colour.colorID}>
                  {colour.colour}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Working…' : 'Upload'}
        </button>
      </form>
    </section>
  );
}
