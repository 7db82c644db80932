// Search synonyms, the operator's: a word shoppers type (Hinglish, another spelling, Devanagari)
// and the catalogue words it also finds. Search them, add one (a word already kept has its words
// replaced), remove one; search uses a change at once (docs/decisions/search-languages.md).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SearchSynonym, SearchSynonymBody, SearchSynonymBodyInput } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';
import { useListPage } from '../../lib/use-list-page.ts';
import { FilterForm, SearchField } from '../../components/filter-form.tsx';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { ListTable, type ListColumn } from '../../components/list-table.tsx';
import { Notices } from '../../components/notices.tsx';

const PAGE_SIZE = 50;
const EMPTY: SearchSynonymBodyInput = { word: '', synonyms: '' };

function AddSynonymForm({ onSaved }: { onSaved: (message: string) => Promise<string> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.SearchSynonymBodySchema);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    SearchSynonymBodyInput,
    unknown,
    SearchSynonymBody
  >({ resolver, defaultValues: EMPTY });

  async function save(body: SearchSynonymBody) {
    setFailure(null);
    try {
      const answer = await call(paths.searchSynonymAdd, { body });
      reset(EMPTY);
      await onSaved(answer.message);
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  return (
    <form
      className="row top"
      aria-label="New synonym"
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <Field
        label="Word shoppers type"
        error={errorAt(formState.errors, 'word')}
        hint="One word, like sari or साड़ी"
      >
        <input autoComplete="off" {...register('word')} />
      </Field>
      <Field
        label="Also finds"
        error={errorAt(formState.errors, 'synonyms')}
        hint="Words of product titles, separated by commas: saree, lehenga"
      >
        <input autoComplete="off" {...register('synonyms')} />
      </Field>
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        Add synonym
      </button>
      <Notices failure={failure} />
    </form>
  );
}

const COLUMNS: ReadonlyArray<ListColumn<SearchSynonym>> = [
  {
    header: 'Word shoppers type',
    cell: (entry) => entry.word,
    lang: (entry) => (/^[a-z0-9]+$/.test(entry.word) ? undefined : 'hi'),
  },
  { header: 'Also finds', cell: (entry) => entry.synonyms.join(', ') },
];

export function SearchSynonymsPage() {
  const list = useListPage({
    key: 'search-synonyms',
    filterKeys: ['q'],
    pageSize: PAGE_SIZE,
    load: async ({ q, page }) =>
      (
        await call(paths.searchSynonyms, {
          query: { q: q || undefined, page, pageSize: PAGE_SIZE },
        })
      ).data,
  });

  const remove = (entry: SearchSynonym) =>
    list.act(
      () => call(paths.searchSynonymRemove, { params: { word: entry.word } }),
      'Removing failed. Try again.',
    );

  return (
    <section>
      <h1>Search synonyms</h1>
      <p className="count">
        A shopper who searches for a word also finds the products whose titles or keywords hold the
        words it stands for. Devanagari and Hinglish spellings are matched by sound as well.
      </p>
      <Notices notice={list.notice} failure={list.failure} />
      <div className="card">
        <h2>Add a synonym</h2>
        <AddSynonymForm onSaved={list.showSaved} />
      </div>
      <FilterForm list={list} label="Search synonyms" submitLabel="Search">
        <SearchField label="Word" value={list.filters.q} />
      </FilterForm>
      <ListTable
        list={list}
        notices={false}
        rowKey={(entry) => entry.word}
        noun="synonyms"
        columns={COLUMNS}
        actions={(entry) => (
          <ConfirmButton
            label="Remove"
            what={entry.word}
            question={`Remove ${entry.word}?`}
            onConfirm={() => remove(entry)}
          />
        )}
      />
    </section>
  );
}
