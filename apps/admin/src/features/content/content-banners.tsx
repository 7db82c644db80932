// The home page's banners and collections, in their order: each opens its main category's
// listing and shows a picture the shop serves (a path under /media, typed or uploaded).
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { HomeBannersBody, HomeContent, HomeBannersBodySchema } from '@haat/contract';
import { HOME_BANNERS_MAX } from '@haat/contract/back-office-constants';
import * as paths from '@haat/contract/back-office-paths';
import type { z } from 'zod';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, pictureOrNull } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { PictureField } from '../../components/picture-field.tsx';
import { ReorderButtons } from '../../components/reorder-buttons.tsx';
import type { EditorProps } from './editor-props.ts';
import { useContentSave } from './use-content-save.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

type BannersInput = z.input<typeof HomeBannersBodySchema>;

const toForm = (content: HomeContent): BannersInput => ({
  banners: content.banners.map(
    ({ bannerID, kind, title, mainCategoryID, imageUrl, imageUrlHi }) => ({
      bannerID,
      kind,
      title,
      mainCategoryID,
      imageUrl,
      imageUrlHi,
    }),
  ),
});

export function BannersEditor({ content, onSaved, tree }: EditorProps) {
  const resolver = useFormResolver((contract) => contract.HomeBannersBodySchema);
  const { register, control, handleSubmit, reset, setError, setValue, formState } = useForm<
    BannersInput,
    unknown,
    HomeBannersBody
  >({ resolver, defaultValues: toForm(content) });
  const banners = useFieldArray({ control, name: 'banners' });
  const values = useWatch({ control, name: 'banners' });

  const { notice, failure, save } = useContentSave({
    send: (body: HomeBannersBody) => call(paths.contentBanners, { body }),
    onSaved,
    reset: (saved) => reset(toForm(saved)),
    setError,
    savedMessage: 'The home banners are saved; the storefront shows them now.',
  });

  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <h2>Home banners and collections</h2>
      <p className="count">
        Banners turn in the carousel at the top of the home page, in this order; collections are the
        tiles under it. Each opens its main category.
      </p>
      <Notices notice={notice} failure={failure} />
      <ol className="editor-list" aria-label="Banners">
        {banners.fields.map((field, index) => {
          const name = values[index]?.title || `banner ${index + 1}`;
          const picture = values[index]?.imageUrl;
          return (
            <li key={field.id}>
              <div className="editor-head">
                <strong>
                  {index + 1}. {name}
                </strong>
                <ReorderButtons
                  index={index}
                  count={banners.fields.length}
                  name={name}
                  onMove={banners.move}
                  onRemove={banners.remove}
                />
              </div>
              <div className="row top">
                <Field label={`Title of ${index + 1}`} error={error(`banners.${index}.title`)}>
                  <input {...register(`banners.${index}.title`)} />
                </Field>
                <Field label={`Kind of ${index + 1}`} error={error(`banners.${index}.kind`)}>
                  <select {...register(`banners.${index}.kind`)}>
                    <option value="banner">Carousel banner</option>
                    <option value="collection">Collection tile</option>
                  </select>
                </Field>
                <Field
                  label={`Opens, ${index + 1}`}
                  error={error(`banners.${index}.mainCategoryID`)}
                >
                  <select {...register(`banners.${index}.mainCategoryID`)}>
                    <option value="">Choose a main category</option>
                    {tree.map((main) => (
                      <option key={main.id} value={main.id}>
                        {main.name}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <PictureField
                label={`Picture of ${index + 1}`}
                error={error(`banners.${index}.imageUrl`)}
                value={picture}
                preview={{ width: 120, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`banners.${index}.imageUrl`, url, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <input {...register(`banners.${index}.imageUrl`)} />
              </PictureField>
              <PictureField
                label={`Picture on the Hindi pages, ${index + 1}`}
                error={error(`banners.${index}.imageUrlHi`)}
                hint="Its words in Hindi; empty: the Hindi pages show the picture above"
                value={values[index]?.imageUrlHi ?? undefined}
                preview={{ width: 120, height: 40 }}
                onUploaded={({ url }) =>
                  setValue(`banners.${index}.imageUrlHi`, url, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <input
                  {...register(`banners.${index}.imageUrlHi`, { setValueAs: pictureOrNull })}
                />
              </PictureField>
            </li>
          );
        })}
      </ol>
      {error('banners') ? <p className="error">{error('banners')}</p> : null}
      <p className="actions">
        <button
          type="button"
          disabled={banners.fields.length >= HOME_BANNERS_MAX}
          onClick={() =>
            banners.append({
              kind: 'banner',
              title: '',
              mainCategoryID: '',
              imageUrl: '',
            })
          }
        >
          Add a banner
        </button>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save the banners
        </button>
      </p>
    </form>
  );
}
