// The operator's search synonyms page: the list from the server, a synonym added with its words
// typed as one text, a bad word refused before anything is sent, one removed after asking.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SearchSynonym } from '@haat/contract';
import { SearchSynonymsPage } from './search-synonyms.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const AT = '2026-11-01T10:00:00.000Z';

/** The three calls of the page, answered from a list kept here; answers every request made. */
function serve(entries: SearchSynonym[]) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = decodeURIComponent(new URL(url).pathname);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      if (method === 'POST') {
        const saved = { ...(body as { word: string; synonyms: string[] }), updatedAt: AT };
        entries.push(saved);
        return json({ status: 'success', message: `${saved.word} saved.`, data: saved });
      }
      if (method === 'DELETE') {
        const word = path.split('/').at(-1)!;
        const index = entries.findIndex((entry) => entry.word === word);
        const [removed] = entries.splice(index, 1);
        return json({ status: 'success', message: `${word} removed.`, data: removed });
      }
      return json({
        status: 'success',
        data: { items: entries, total: entries.length, page: 1, pageSize: 50 },
      });
    }),
  );
  return requests;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/search-synonyms']}>
        <SearchSynonymsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the search synonyms page', () => {
  it('adds a word with its words typed as one text, and lists it', async () => {
    const requests = serve([{ word: 'sari', synonyms: ['saree'], updatedAt: AT }]);
    const user = renderPage();
    expect(await screen.findByRole('cell', { name: 'sari' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New synonym' });
    await user.type(within(form).getByLabelText('Word shoppers type'), 'Bistar');
    await user.type(within(form).getByLabelText('Also finds'), 'bedsheet, Chadar');
    await user.click(within(form).getByRole('button', { name: 'Add synonym' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'bistar saved.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      word: 'bistar',
      synonyms: ['bedsheet', 'chadar'],
    });
    expect(await screen.findByRole('cell', { name: 'bedsheet, chadar' })).toBeTruthy();
  });

  it('refuses a word with a space before anything is sent', async () => {
    const requests = serve([]);
    const user = renderPage();
    const form = screen.getByRole('form', { name: 'New synonym' });
    await user.type(within(form).getByLabelText('Word shoppers type'), 'two words');
    await user.type(within(form).getByLabelText('Also finds'), 'saree');
    await user.click(within(form).getByRole('button', { name: 'Add synonym' }));

    const word = within(form).getByLabelText('Word shoppers type');
    await vi.waitFor(() => expect(word.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('removes a word once the operator says yes', async () => {
    const requests = serve([{ word: 'साड़ी', synonyms: ['saree'], updatedAt: AT }]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove साड़ी' }));
    await user.click(await screen.findByRole('button', { name: /yes/i }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'साड़ी removed.');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/admin/search-synonyms/साड़ी', body: undefined },
    ]);
  });
});
