// The brands and the sellers the home page features, each an ordered list of ids: add one from
// the shop's brands or approved sellers, move it, remove it, save both lists together.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { FeaturedBody, HomeContent } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { addOnce, moveItem, removeItem } from '../../components/reorder.ts';
import { ReorderButtons } from '../../components/reorder-buttons.tsx';
import type { EditorProps } from './editor-props.ts';
import { useContentSave } from './use-content-save.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const toForm = (content: HomeContent): FeaturedBody => ({
  brandIDs: content.featuredBrands.map((brand) => brand.brandID),
  sellerIDs: content.featuredSellers.map((seller) => seller.sellerID),
});

export function FeaturedEditor({ content, onSaved }: EditorProps) {
  const brands = useQuery({
    queryKey: ['brands', 'all'],
    queryFn: async () => (await call(paths.brands, { query: { pageSize: 100 } })).data.items,
  });
  const sellers = useQuery({
    queryKey: ['sellers', 'approved'],
    queryFn: async () =>
      (await call(paths.sellers, { query: { status: 'approved', pageSize: 100 } })).data.items,
  });
  const resolver = useFormResolver((contract) => contract.FeaturedBodySchema);
  const { control, handleSubmit, setValue, reset, setError, formState } = useForm<FeaturedBody>({
    resolver,
    defaultValues: toForm(content),
  });
  const brandIDs = useWatch({ control, name: 'brandIDs' });
  const sellerIDs = useWatch({ control, name: 'sellerIDs' });

  const brandName = new Map([
    ...content.featuredBrands.map((brand) => [brand.brandID, brand.name] as const),
    ...(brands.data ?? []).map((brand) => [brand.brandID, brand.name] as const),
  ]);
  const sellerName = new Map([
    ...content.featuredSellers.map((seller) => [seller.sellerID, seller.shopName] as const),
    ...(sellers.data ?? []).map((seller) => [seller.sellerID, seller.shopName] as const),
  ]);

  const { notice, failure, save } = useContentSave({
    send: (body: FeaturedBody) => call(paths.contentFeatured, { body }),
    onSaved,
    reset: (saved) => reset(toForm(saved)),
    setError,
    savedMessage: 'The featured brands and sellers are saved.',
  });

  const set = (field: keyof FeaturedBody, list: string[]) =>
    setValue(field, list, { shouldDirty: true, shouldValidate: true });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <h2>Featured brands and sellers</h2>
      <Notices notice={notice} failure={failure} />
      <div className="columns">
        <IdList
          title="Featured brands"
          ids={brandIDs}
          nameOf={(id) => brandName.get(id) ?? id}
          choices={(brands.data ?? []).map((brand) => [brand.brandID, brand.name] as const)}
          error={errorAt(formState.errors, 'brandIDs')}
          onChange={(list) => set('brandIDs', list)}
        />
        <IdList
          title="Featured sellers"
          ids={sellerIDs}
          nameOf={(id) => sellerName.get(id) ?? id}
          choices={(sellers.data ?? []).map(
            (seller) => [seller.sellerID, seller.shopName] as const,
          )}
          error={errorAt(formState.errors, 'sellerIDs')}
          onChange={(list) => set('sellerIDs', list)}
        />
      </div>
      <p className="actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save the featured lists
        </button>
      </p>
    </form>
  );
}

function IdList({
  title,
  ids,
  nameOf,
  choices,
  error,
  onChange,
}: {
  title: string;
  ids: string[];
  nameOf: (id: string) => string;
  choices: ReadonlyArray<readonly [string, string]>;
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const [chosen, setChosen] = useState('');
  const left = choices.filter(([id]) => !ids.includes(id));
  return (
    <div className="card">
      <h3>{title}</h3>
      <ol className="editor-list compact" aria-label={title}>
        {ids.map((id, index) => (
          <li key={id} className="editor-head">
            <span>
              {index + 1}. {nameOf(id)}
            </span>
            <ReorderButtons
              index={index}
              count={ids.length}
              name={nameOf(id)}
              onMove={(from, to) => onChange(moveItem(ids, from, to))}
              onRemove={(at) => onChange(removeItem(ids, at))}
            />
          </li>
        ))}
      </ol>
      {ids.length === 0 ? <p className="count">None featured.</p> : null}
      {error ? <p className="error">{error}</p> : null}
      <div className="name-form">
        <Field label={`Add to ${title.toLowerCase()}`}>
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose</option>
            {left.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={!chosen}
          onClick={() => {
            onChange(addOnce(ids, chosen));
            setChosen('');
          }}
        >
          Add
        </button>
      </div>
    </div>
  );
}
