// A list drawn from column definitions: a real table with a heading per column (the hidden one left
// out) and a last "Actions" column named for screen readers, a row per item, the empty row, the
// notice of a change, and headings that sort by the server's key, the other way on a second press.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListTable, type ListColumn, type ListSort, type ListView } from './list-table.tsx';

interface Shop {
  id: string;
  name: string;
  city: string;
  products: number;
}

const COLUMNS: ReadonlyArray<ListColumn<Shop>> = [
  { header: 'Shop', sortKey: 'name', cell: (shop) => <strong>{shop.name}</strong> },
  {
    header: 'City',
    cell: (shop) => shop.city,
    lang: (shop) => (shop.id === 'b' ? 'hi' : undefined),
  },
  { header: 'Products', sortKey: 'products', cell: (shop) => shop.products },
  { header: 'Secret', hidden: true, cell: () => 'not shown' },
];

function view(items: Shop[], extra: Partial<ListView<Shop>> = {}): ListView<Shop> {
  return {
    list: { isError: false, error: null },
    answer: { items, total: items.length },
    notice: null,
    failure: null,
    page: 1,
    pages: 1,
    goToPage: () => {},
    ...extra,
  };
}

const SHOPS: Shop[] = [
  { id: 'a', name: 'Namma Gadget Store', city: 'Bengaluru', products: 12 },
  { id: 'b', name: 'Banaras Silk House', city: 'वाराणसी', products: 3 },
];

describe('the list table', () => {
  it('draws a heading per shown column, a row per item and the row’s actions last', () => {
    render(
      <ListTable
        list={view(SHOPS, { notice: 'Namma Gadget Store approved.' })}
        rowKey={(shop) => shop.id}
        noun="sellers"
        columns={COLUMNS}
        rowTestId="shop-row"
        actions={(shop) => (
          <button type="button" aria-label={`Suspend ${shop.name}`}>
            Suspend
          </button>
        )}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Namma Gadget Store approved.');
    expect(screen.getByText('2 sellers')).not.toBeNull();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Shop', 'City', 'Products', 'Actions']);
    const rows = screen.getAllByTestId('shop-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Banaras Silk House',
      'वाराणसी',
      '3',
      'Suspend',
    ]);
    expect(cells[1]?.getAttribute('lang')).toBe('hi');
    expect(cells[3]?.classList.contains('actions')).toBe(true);
    expect(screen.queryByText('not shown')).toBeNull();
  });

  it('says so in a row when nothing matches, across every column', () => {
    render(
      <ListTable
        list={view([])}
        rowKey={(shop) => shop.id}
        noun="sellers"
        columns={COLUMNS}
        emptyText="No sellers match these filters."
      />,
    );
    expect(
      screen.getByRole('cell', { name: 'No sellers match these filters.' }).getAttribute('colspan'),
    ).toBe('3');
  });

  it('sorts by a heading’s key, ascending first and the other way on a second press', async () => {
    const onSort = vi.fn<(sort: ListSort) => void>();
    const { rerender } = render(
      <ListTable
        list={view(SHOPS)}
        rowKey={(shop) => shop.id}
        noun="sellers"
        columns={COLUMNS}
        sort={{ key: 'products', desc: true }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Products ▼' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'City' }).hasAttribute('aria-sort')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', desc: false });
    await userEvent.click(screen.getByRole('button', { name: 'Products ▼' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'products', desc: false });
    rerender(
      <ListTable
        list={view(SHOPS)}
        rowKey={(shop) => shop.id}
        noun="sellers"
        columns={COLUMNS}
        sort={{ key: 'name', desc: false }}
        onSort={onSort}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Shop ▲' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', desc: true });
  });

  it('shows why the list failed', () => {
    render(
      <ListTable
        list={view([], { list: { isError: true, error: new Error('The server is down.') } })}
        rowKey={(shop) => shop.id}
        noun="sellers"
        columns={COLUMNS}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The server is down.');
  });
});
