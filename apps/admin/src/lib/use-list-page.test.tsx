// A list page keeps its filters and page in the address, loads one page per filters, says when it
// is loading, empty or failed, and shows the message of a change made from it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { ListStatus } from '../components/list-status.tsx';
import { Pager } from '../components/pager.tsx';
import { ApiError } from './api.ts';
import { readListFilters, writeListFilters } from './list-filters.ts';
import { useListPage } from './use-list-page.ts';

afterEach(cleanup);

type Load = (filters: { q: string; page: number }) => Promise<{ total: number; names: string[] }>;

function Address() {
  const location = useLocation();
  return <p aria-label="address">{location.search}</p>;
}

function ListOfNames({ load }: { load: Load }) {
  const list = useListPage({ key: 'names', filterKeys: ['q'], pageSize: 2, load });
  return (
    <section>
      <form key={list.formKey} role="search" onSubmit={list.submitFilters}>
        <input name="q" aria-label="Name" defaultValue={list.filters.q} />
        <button type="submit">Filter</button>
      </form>
      <p>state {list.state}</p>
      {list.notice ? <p role="status">{list.notice}</p> : null}
      {list.failure ? <p role="alert">{list.failure}</p> : null}
      <ListStatus list={list.list} total={list.answer?.total} noun="names" />
      <ul>
        {(list.answer?.names ?? []).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void list.act(async () => ({ message: 'Saved.' }))}>
        Save
      </button>
      <button
        type="button"
        onClick={() =>
          void list.act(async () => {
            throw new ApiError(409, 'Refused by the server.');
          })
        }
      >
        Refuse
      </button>
      <Pager page={list.page} pages={list.pages} onPage={list.goToPage} />
      <Address />
    </section>
  );
}

function renderList(load: Load, at = '/names') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <ListOfNames load={load} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const NAMES = ['Asha', 'Bimal', 'Chitra', 'Deepak', 'Esha'];
const loadNames: Load = async ({ q, page }) => {
  const matching = NAMES.filter((name) => name.toLowerCase().includes(q.toLowerCase()));
  return { total: matching.length, names: matching.slice((page - 1) * 2, page * 2) };
};

describe('the filters in the address', () => {
  it('reads text filters and a page from 1, and writes back without empty values or page 1', () => {
    const params = new URLSearchParams('q=%20diya%20&page=3&other=x');
    expect(readListFilters(params, ['q', 'status'])).toEqual({ q: 'diya', status: '', page: 3 });
    expect(readListFilters(new URLSearchParams('page=-2'), ['q'])).toEqual({ q: '', page: 1 });
    expect(writeListFilters(['q', 'status'], { q: ' lamp ', status: '' }).toString()).toBe(
      'q=lamp',
    );
    expect(writeListFilters(['q'], { q: 'lamp' }, 2).toString()).toBe('q=lamp&page=2');
  });
});

describe('a list page', () => {
  it('loads the page the address names, pages on, and a new filter starts again at page 1', async () => {
    const load = vi.fn(loadNames);
    const user = renderList(load, '/names?page=2');
    expect(await screen.findByText('Chitra')).toBeTruthy();
    expect(screen.getByText('5 names')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Esha')).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('?page=3');

    await user.type(screen.getByLabelText('Name'), 'sha');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Asha')).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('?q=sha');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ q: 'sha', page: 1 });
  });

  it('says when nothing matches, and shows why a load failed', async () => {
    renderList(loadNames, '/names?q=zzz');
    expect(await screen.findByText('state empty')).toBeTruthy();
    expect(screen.getByText('0 names')).toBeTruthy();
    cleanup();

    renderList(async () => {
      throw new Error('The server is down.');
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('The server is down.');
    expect(screen.getByText('state error')).toBeTruthy();
  });

  it("shows a change's message, loads the list again, and shows a refusal's reason", async () => {
    const load = vi.fn(loadNames);
    const user = renderList(load);
    await screen.findByText('Asha');
    const loadsBefore = load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(load.mock.calls.length).toBeGreaterThan(loadsBefore);

    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
