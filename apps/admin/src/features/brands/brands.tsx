// Brands: search and page through them, add, rename, and delete one no product uses (the server
// refuses a brand in use and says how many products it still has).
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { BrandBodySchema, backOfficeEndpoints, type Brand } from '@haat/contract';
import { ApiError, call } from '../api.ts';
import { ConfirmButton } from '../components/confirm-button.tsx';
import { NameForm } from '../components/name-form.tsx';
import { Notices } from '../components/notices.tsx';
import { Pager } from '../components/pager.tsx';

const PAGE_SIZE = 25;

export function BrandsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const brands = useQuery({
    queryKey: ['brands', { search, page }],
    queryFn: async () =>
      (
        await call(backOfficeEndpoints.brands, {
          query: { q: search || undefined, page, pageSize: PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

  async function saved(message: string) {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['brands'] });
    return message;
  }

  async function remove(brand: Brand) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(backOfficeEndpoints.brandDelete, {
        params: { brandID: brand.brandID },
      });
      await saved(answer.message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Deleting failed. Try again.');
    }
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setPage(1);
  }

  const data = brands.data;
  return (
    <section>
      <h1>Brands</h1>
      <Notices notice={notice} failure={failure} />
      <div className="card">
        <h2>Add a brand</h2>
        <NameForm
          schema={BrandBodySchema}
          values={{ name: '' }}
          formLabel="New brand"
          fieldLabel="Name of the brand"
          submitLabel="Add brand"
          resetAfterSave
          onSave={async (body) =>
            saved((await call(backOfficeEndpoints.brandCreate, { body })).message)
          }
        />
      </div>
      <form className="filters" role="search" aria-label="Brands" onSubmit={submitSearch}>
        <label className="field">
          <span>Brand name</span>
          <input name="q" type="search" defaultValue={search} />
        </label>
        <button type="submit">Search</button>
      </form>
      {brands.isError ? (
        <p role="alert" className="error">
          {brands.error.message}
        </p>
      ) : null}
      <p aria-live="polite" className="count">
        {data ? `${data.total.toLocaleString('en-IN')} brands` : 'Loading…'}
      </p>
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
                      schema={BrandBodySchema}
                      values={{ name: brand.name }}
                      formLabel={`Rename ${brand.name}`}
                      fieldLabel="New name"
                      submitLabel="Save name"
                      onCancel={() => setRenaming(null)}
                      onSave={async (body) => {
                        const answer = await call(backOfficeEndpoints.brandUpdate, {
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
      <Pager page={page} pages={data ? Math.ceil(data.total / PAGE_SIZE) : 1} onPage={setPage} />
    </section>
  );
}
