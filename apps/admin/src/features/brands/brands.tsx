// Brands: search and page through them, add, rename, and delete one no product uses (the server
// refuses a brand in use and says how many products it still has).
import { useState } from 'react';
import type { Brand } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { NameForm } from '../../components/name-form.tsx';
import { Notices } from '../../components/notices.tsx';
import { Pager } from '../../components/pager.tsx';

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
  const search = list.filters.q;
  const saved = list.showSaved;

  const remove = (brand: Brand) =>
    list.act(
      () => call(paths.brandDelete, { params: { brandID: brand.brandID } }),
      'Deleting failed. Try again.',
    );

  const data = list.answer;
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
        <label className="field">
          <span>Brand name</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
      </FilterForm>
      <ListStatus list={list.list} total={data?.total} noun="brands" />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Products</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((brand) => (
              <tr key={brand.brandID}>
                <td>
                  {renaming === brand.brandID ? (
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
                  )}
                </td>
                <td>{brand.productCount.toLocaleString('en-IN')}</td>
                <td className="actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
    </section>
  );
}
