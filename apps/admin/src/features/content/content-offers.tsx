// Offers, in the home page's order, each with its cards (title, text, discount, picture and the
// products the card opens). An offer that has not started is kept and listed here but not shown.
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { HomeContent, OffersBody, OffersBodySchema } from '@haat/contract';
import { OFFER_CARDS_MAX, OFFERS_MAX } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, numberOrUndefined, pictureOrNull } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { PictureField } from '../../components/picture-field.tsx';
import { ReorderButtons } from '../../components/reorder-buttons.tsx';
import type { EditorProps } from './editor-props.ts';
import { useContentSave } from './use-content-save.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

type OffersInput = z.input<typeof OffersBodySchema>;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** An instant as India's wall clock with its offset, which the schema takes as it is. */
const inIndia = (iso: string | null) =>
  iso ? `${new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16)}:00+05:30` : '';

const toForm = (content: HomeContent): OffersInput => ({
  offers: content.offers.map((offer) => ({
    offerID: offer.offerID,
    title: offer.title,
    titleHi: offer.titleHi,
    bannerUrl: offer.bannerUrl,
    bannerUrlHi: offer.bannerUrlHi,
    startsAt: inIndia(offer.startsAt),
    endsAt: inIndia(offer.endsAt),
    cards: offer.cards.map((card) => ({ ...card })),
  })),
});

const ids = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);

export function OffersEditor({ content, onSaved }: EditorProps) {
  const resolver = useFormResolver((contract) => contract.OffersBodySchema);
  const { register, control, handleSubmit, getValues, reset, setError, setValue, formState } =
    useForm<OffersInput, unknown, OffersBody>({
      resolver,
      defaultValues: toForm(content),
    });
  const offers = useFieldArray({ control, name: 'offers' });
  const values = useWatch({ control, name: 'offers' });

  // Sends what the form holds once the schema accepts it: the wire takes the times as text.
  const { notice, failure, save } = useContentSave({
    send: (body: OffersInput) => call(paths.contentOffers, { body }),
    onSaved,
    reset: (saved) => reset(toForm(saved)),
    setError,
    savedMessage: 'The offers are saved.',
  });

  const error = (name: string) => errorAt(formState.errors, name);
  const when = (path: `offers.${number}.startsAt` | `offers.${number}.endsAt`, label: string) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <Field label={label} error={error(path)} hint="India time; empty for none">
          <input
            type="datetime-local"
            value={typeof field.value === 'string' ? field.value.slice(0, 16) : ''}
            onChange={(event) =>
              field.onChange(event.target.value ? `${event.target.value}:00+05:30` : '')
            }
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => save(getValues()))(event)}>
      <h2>Offers and cards</h2>
      <Notices notice={notice} failure={failure} />
      <ol className="editor-list" aria-label="Offers">
        {offers.fields.map((field, index) => {
          const name = values[index]?.title || `offer ${index + 1}`;
          return (
            <li key={field.id}>
              <div className="editor-head">
                <h3>
                  {index + 1}. {name}
                </h3>
                <ReorderButtons
                  index={index}
                  count={offers.fields.length}
                  name={name}
                  onMove={offers.move}
                  onRemove={offers.remove}
                />
              </div>
              <div className="row top">
                <Field label={`Title of offer ${index + 1}`} error={error(`offers.${index}.title`)}>
                  <input {...register(`offers.${index}.title`)} />
                </Field>
                <Field
                  label={`Title in Hindi of offer ${index + 1}`}
                  error={error(`offers.${index}.titleHi`)}
                  hint="In Devanagari; empty: the Hindi pages show the English title"
                >
                  <input lang="hi" {...register(`offers.${index}.titleHi`)} />
                </Field>
                {when(`offers.${index}.startsAt`, `Starts, offer ${index + 1}`)}
                {when(`offers.${index}.endsAt`, `Ends, offer ${index + 1}`)}
              </div>
              <PictureField
                label={`Banner of offer ${index + 1}`}
                error={error(`offers.${index}.bannerUrl`)}
                hint="A path under /media, an uploaded picture, or empty for no banner"
                value={values[index]?.bannerUrl}
                preview={{ width: 120, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`offers.${index}.bannerUrl`, url, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <input {...register(`offers.${index}.bannerUrl`, { setValueAs: pictureOrNull })} />
              </PictureField>
              <PictureField
                label={`Banner on the Hindi pages of offer ${index + 1}`}
                error={error(`offers.${index}.bannerUrlHi`)}
                hint="Its words in Hindi; empty: the Hindi pages show the banner above"
                value={values[index]?.bannerUrlHi}
                preview={{ width: 120, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`offers.${index}.bannerUrlHi`, url, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <input
                  {...register(`offers.${index}.bannerUrlHi`, { setValueAs: pictureOrNull })}
                />
              </PictureField>
              <OfferCards
                control={control}
                register={register}
                setValue={setValue}
                offer={index}
                offerName={name}
                error={error}
              />
            </li>
          );
        })}
      </ol>
      {error('offers') ? <p className="error">{error('offers')}</p> : null}
      <p className="actions">
        <button
          type="button"
          disabled={offers.fields.length >= OFFERS_MAX}
          onClick={() =>
            offers.append({ title: '', bannerUrl: null, startsAt: '', endsAt: '', cards: [] })
          }
        >
          Add an offer
        </button>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save the offers
        </button>
      </p>
    </form>
  );
}

function OfferCards({
  control,
  register,
  setValue,
  offer,
  offerName,
  error,
}: {
  control: Control<OffersInput, unknown, OffersBody>;
  register: UseFormRegister<OffersInput>;
  setValue: UseFormSetValue<OffersInput>;
  offer: number;
  offerName: string;
  error: (path: string) => string | undefined;
}) {
  const cards = useFieldArray({ control, name: `offers.${offer}.cards` });
  const values = useWatch({ control, name: `offers.${offer}.cards` });
  return (
    <>
      <ol className="editor-list" aria-label={`Cards of ${offerName}`}>
        {cards.fields.map((field, index) => {
          const path = `offers.${offer}.cards.${index}` as const;
          const name = values[index]?.title || `card ${index + 1}`;
          const label = (what: string) => `${what}, card ${index + 1} of ${offerName}`;
          return (
            <li key={field.id}>
              <div className="editor-head">
                <strong>{name}</strong>
                <ReorderButtons
                  index={index}
                  count={cards.fields.length}
                  name={name}
                  onMove={cards.move}
                  onRemove={cards.remove}
                />
              </div>
              <div className="row top">
                <Field label={label('Title')} error={error(`${path}.title`)}>
                  <input {...register(`${path}.title`)} />
                </Field>
                <Field label={label('Discount %')} error={error(`${path}.discountPercent`)}>
                  <input
                    inputMode="numeric"
                    {...register(`${path}.discountPercent`, { setValueAs: numberOrUndefined })}
                  />
                </Field>
              </div>
              <PictureField
                label={label('Picture')}
                error={error(`${path}.imageUrl`)}
                value={values[index]?.imageUrl}
                preview={{ width: 60, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`${path}.imageUrl`, url, { shouldDirty: true, shouldValidate: true })
                }
              >
                <input {...register(`${path}.imageUrl`)} />
              </PictureField>
              <Field label={label('Text')} error={error(`${path}.body`)}>
                <input {...register(`${path}.body`)} />
              </Field>
              <div className="row top">
                <Field
                  label={label('Title in Hindi')}
                  error={error(`${path}.titleHi`)}
                  hint="In Devanagari; empty: the English title"
                >
                  <input lang="hi" {...register(`${path}.titleHi`)} />
                </Field>
                <Field label={label('Text in Hindi')} error={error(`${path}.bodyHi`)}>
                  <input lang="hi" {...register(`${path}.bodyHi`)} />
                </Field>
              </div>
              <PictureField
                label={label('Picture on the Hindi pages')}
                error={error(`${path}.imageUrlHi`)}
                hint="Its words in Hindi; empty: the picture above"
                value={values[index]?.imageUrlHi ?? undefined}
                preview={{ width: 60, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`${path}.imageUrlHi`, url, { shouldDirty: true, shouldValidate: true })
                }
              >
                <input {...register(`${path}.imageUrlHi`, { setValueAs: pictureOrNull })} />
              </PictureField>
              <Field
                label={label('Product ids')}
                error={error(`${path}.productIDs`)}
                hint="Separated by commas or spaces"
              >
                <textarea rows={2} {...register(`${path}.productIDs`, { setValueAs: ids })} />
              </Field>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={cards.fields.length >= OFFER_CARDS_MAX}
        onClick={() =>
          cards.append({ title: '', body: '', discountPercent: 10, imageUrl: '', productIDs: [] })
        }
      >
        Add a card to {offerName}
      </button>
    </>
  );
}
