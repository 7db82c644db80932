// Brands: search and page through them, add, rename, and delete one no product uses (the server
// refuses a brand in use and says how many products it still has).
import { useState } from 'react';
import type { Brand } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm, SearchField } from '../../components/filter-form.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { NameForm } from '../../components/name-form.tsx';
import { Notices } from '../../components/notices.tsx';

const PAGE_SIZE = 25;

export function BrandsPage() {
  const [renaming, setRenaming] = useState<string | null>(null);
  const list = useListPage({
    key: 'brands',
    filterKeys: ['q'],
    pageSize: PAGE_SIZE,
    load: async ({ q, page }) =>
      (
        await call(paths.brands, {
          query: { q: q || undefined, page, pageSize: PAGE_SIZE },
        })
      ).data,
  });
  const saved = list.showSaved;

  const remove = (brand: Brand) =>
    list.act(
      () => call(paths.brandDelete, { params: { brandID: brand.brandID } }),
      'Deleting failed. Try again.',
    );

  return (
    <section>
      <h1>Brands</h1>
      <Notices notice={list.notice} failure={list.failure} />
      <div className="card">
        <h2>Add a brand</h2>
        <NameForm
          schema={(contract) => contract.BrandBodySchema}
          values={{ name: '', nameHi: '' }}
          formLabel="New brand"
          fieldLabel="Name of the brand"
          submitLabel="Add brand"
          resetAfterSave
          onSave={async (body) => saved((await call(paths.brandCreate, { body })).message)}
        />
      </div>
      <FilterForm list={list} label="Brands" submitLabel="Search">
        <SearchField label="Brand name" value={list.filters.q} />
      </FilterForm>
      <ListTable
        list={list}
        notices={false}
        rowKey={(brand) => brand.brandID}
        noun="brands"
        columns={[
          {
            header: 'Brand',
            cell: (brand) =>
              renaming === brand.brandID ? (
                <NameForm
                  schema={(contract) => contract.BrandBodySchema}
                  values={{ name: brand.name, nameHi: brand.nameHi ?? '' }}
                  formLabel={`Rename ${brand.name}`}
                  fieldLabel="New name"
                  submitLabel="Save name"
                  onCancel={() => setRenaming(null)}
                  onSave={async (body) => {
                    const answer = await call(paths.brandUpdate, {
                      params: { brandID: brand.brandID },
                      body,
                    });
                    setRenaming(null);
                    return saved(answer.message);
                  }}
                />
              ) : (
                <div className="product-cell">
                  <img src={brand.logoUrl} alt="" width={40} height={40} />
                  <span>{brand.name}</span>
                  {brand.nameHi ? (
                    <span lang="hi" className="count">
                      {brand.nameHi}
                    </span>
                  ) : null}
                </div>
              ),
          },
          { header: 'Products', cell: (brand) => brand.productCount.toLocaleString('en-IN') },
        ]}
        actions={(brand) => (
          <>
            <button
              type="button"
              aria-label={`Rename ${brand.name}`}
              onClick={() => setRenaming(brand.brandID)}
            >
              Rename
            </button>
            <ConfirmButton
              label="Delete"
              what={brand.name}
              question={`Delete ${brand.name}?`}
              onConfirm={() => remove(brand)}
            />
          </>
        )}
      />
    </section>
  );
}
