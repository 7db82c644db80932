import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../providers';
import { forgetSuggestions } from '../../features/catalog/api/search-products';
import { mockFetch } from '../../test/mock-fetch';
import { SearchBox, suggestionTitle } from './search-box';

const HIT = {
  title: 'Peetal Kala Handmade Terracotta Diya Set of 6',
  mainCategoryID: 'mc_puja',
  categoryID: 'cat_diyas',
  subCategoryID: 'sub_terracotta',
  brandID: 'br_kala',
  productID: 'p_000261',
  fileUrl: '/media/diya.svg',
};
const SECOND = { ...HIT, title: 'Brass Akhand Diya', productID: 'p_000300' };

function Listing() {
  const { data } = useParams();
  return <p>listing {data}</p>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/products/:data', element: <Listing /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Lets the 200 ms debounce pass and the answer arrive. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250);
  });
}

describe('header search', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetSuggestions();
  });

  it('cuts a suggestion title at 27 characters plus an ellipsis', () => {
    expect(suggestionTitle(HIT)).toBe('Peetal Kala Handmade Terrac…');
    expect(suggestionTitle({ title: 'Brass Akhand Diya' })).toBe('Brass Akhand Diya');
  });

  it('asks once per pause in typing and links each hit to its type-7 listing', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/products': { body: { status: 'success', data: [HIT, SECOND] } },
    });
    renderSearch();
    const input = screen.getByRole('combobox');
    for (const text of ['t', 'te', 'ter', 'tera'])
      fireEvent.input(input, { target: { value: text } });
    await settle();
    const options = await screen.findAllByRole('option');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/public/products?search=tera');
    expect(options[0]?.textContent).toContain('Peetal Kala Handmade Terrac…');
    expect(decodeURI(options[0]?.getAttribute('href') ?? '')).toBe(
      '/products/7 mc_puja cat_diyas sub_terracotta br_kala p_000261',
    );
    expect(input?.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks nothing for an empty box', async () => {
    const fetchMock = mockFetch({});
    renderSearch();
    fireEvent.input(screen.getByRole('combobox'), { target: { value: '   ' } });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys and opens the highlighted hit on Enter', async () => {
    mockFetch({ 'GET /api/public/products': { body: { status: 'success', data: [HIT, SECOND] } } });
    const router = renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.input(input, { target: { value: 'diya' } });
    await settle();
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.closest('form')!);
    await screen.findByText(/listing 7 mc_puja cat_diyas sub_terracotta br_kala p_000300/);
    expect(router.state.location.pathname).toContain('p_000300');
  });

  it('opens the first hit on Enter when nothing is highlighted', async () => {
    mockFetch({ 'GET /api/public/products': { body: { status: 'success', data: [HIT, SECOND] } } });
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.input(input, { target: { value: 'teracota diya' } });
    await settle();
    await screen.findAllByRole('option');
    fireEvent.submit(input.closest('form')!);
    await screen.findByText(/listing 7 .* p_000261/);
  });

  it('on an Enter faster than the debounce, asks for exactly what is typed and opens its first hit', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/products': { body: { status: 'success', data: [SECOND, HIT] } },
    });
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.input(input, { target: { value: 'brass diya' } });
    fireEvent.submit(input.closest('form')!);
    await screen.findByText(/listing 7 .* p_000300/);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/public/products?search=brass+diya');
  });

  it('closes on Escape, and 500 ms after the box loses focus', async () => {
    mockFetch({ 'GET /api/public/products': { body: { status: 'success', data: [HIT] } } });
    renderSearch();
    const input = screen.getByRole('combobox');
    input.focus();
    fireEvent.input(input, { target: { value: 'diya' } });
    await settle();
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input?.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(input);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(input?.getAttribute('aria-expanded')).toBe('false');
  });
});
