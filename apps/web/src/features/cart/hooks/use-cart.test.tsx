import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartAnswer } from '@haat/contract';
import { dismissAllToasts } from '../../../components/ui/toast';
import { completeLogin } from '../../../lib/session';
import { getGuestCart, setGuestCart, setToken, type GuestCartLine } from '../../../lib/storage';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { useCart, type Cart } from './use-cart';

const kurti = (pieces: number): GuestCartLine => ({
  productID: 'p_2',
  colorID: 'c_red',
  sizeID: 's_m',
  pieces,
  name: 'Rayon kurti',
  mrprice: 999,
  price: 509,
  color: 'Red',
  size: 'M',
  img: '/media/kurti.svg',
  total: 509 * pieces,
});

const mouse = (pieces: number): GuestCartLine => ({
  productID: 'p_22',
  colorID: 0,
  sizeID: 0,
  pieces,
  name: 'Wireless mouse',
  mrprice: 1709,
  price: 939,
  color: '',
  size: '480 g',
  img: '/media/mouse.svg',
  total: 939 * pieces,
});

/** The server's answer: a variant line and a flat line, as docs/spec.md §3 gives both forms. */
function serverCart(kurtiPieces: number, mousePieces: number): CartAnswer {
  const products: CartAnswer['data']['products'] = [];
  if (kurtiPieces > 0) {
    products.push({
      productID: 'p_2',
      title: 'Rayon kurti',
      colorID: [
        {
          colorID: 'c_red',
          name: 'Red',
          img: [{ fileUrl: '/media/kurti.svg' }],
          sizeID: {
            sizeID: 's_m',
            name: 'M',
            pieces: kurtiPieces,
            mrPrice: 999,
            price: 509,
            total: 509 * kurtiPieces,
          },
        },
      ],
    });
  }
  if (mousePieces > 0) {
    products.push({
      productID: 'p_22',
      title: 'Wireless mouse',
      pieces: mousePieces,
      mrPrice: 1709,
      salePrice: 939,
      weight: 480,
      weightUnit: 'g',
      images: [{ fileUrl: '/media/mouse.svg' }],
      total: 939 * mousePieces,
    });
  }
  return { status: 'success', data: { products } };
}

const WISHLIST = {
  'GET /api/customer/wishlist': { body: { status: 'success', data: { productID: [] } } },
};

const probe: { cart: Cart | null } = { cart: null };
/** The cart as the last render saw it. */
const cart = {
  get current(): Cart {
    if (!probe.cart) throw new Error('Probe not rendered');
    return probe.cart;
  },
};

afterEach(() => dismissAllToasts());

function Probe() {
  const value = useCart();
  useEffect(() => {
    probe.cart = value;
  });
  return (
    <ul aria-label="probe" aria-busy={value.isUpdating}>
      {value.lines.map((line) => (
        <li key={line.key}>{`${line.name}|${line.variant}|${line.pieces}|${line.totalPaise}`}</li>
      ))}
      <li>{`pieces=${value.pieceCount} subtotal=${value.subtotalPaise}`}</li>
    </ul>
  );
}

const probeText = () => screen.getAllByRole('listitem').map((item) => item.textContent ?? '');

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

describe('the cart store, signed out (the guest cart of docs/spec.md §4)', () => {
  it('adds the pieces of a line already in the cart, held at 10', async () => {
    renderWithProviders(<Probe />);
    await act(() => cart.current.addLine(kurti(3)));
    await act(() => cart.current.addLine(kurti(4)));
    expect(getGuestCart().map((line) => line.pieces)).toEqual([7]);
    await act(() => cart.current.addLine(kurti(9)));
    expect(getGuestCart().map((line) => line.pieces)).toEqual([10]);
    expect(screen.getAllByText('Item successfully added.').length).toBeGreaterThan(0);
  });

  it('appends a new line, and pieces 0 removes a line', async () => {
    renderWithProviders(<Probe />);
    await act(() => cart.current.addLine(kurti(1)));
    await act(() => cart.current.addLine(mouse(2)));
    expect(probeText()).toEqual([
      'Rayon kurti|Red · M|1|50900',
      'Wireless mouse|480 g|2|187800',
      'pieces=3 subtotal=238700',
    ]);
    await act(() => cart.current.setPieces(cart.current.lines[0]!, 0));
    expect(getGuestCart().map((line) => line.productID)).toEqual(['p_22']);
    expect(screen.getByText('Item successfully removed.')).toBeTruthy();
  });

  it('sets a line to new pieces with the update toast', async () => {
    setGuestCart([mouse(2)]);
    renderWithProviders(<Probe />);
    await act(() => cart.current.setPieces(cart.current.lines[0]!, 5));
    expect(getGuestCart()[0]?.pieces).toBe(5);
    expect(screen.getByText('Item successfully updated.')).toBeTruthy();
  });
});

describe('the cart store, signed in (the server cart of docs/spec.md §4)', () => {
  it('loads the server cart and shows both line forms as one kind of line', async () => {
    setToken(makeLiveToken());
    mockFetch({ ...WISHLIST, 'GET /api/customer/cart': { body: serverCart(2, 1) } });
    renderWithProviders(<Probe />);
    await waitFor(() =>
      expect(probeText()).toEqual([
        'Rayon kurti|Red · M|2|101800',
        'Wireless mouse|480 g|1|93900',
        'pieces=3 subtotal=195700',
      ]),
    );
  });

  it('sends the line’s new total and shows the server’s answer, not its own sum', async () => {
    setToken(makeLiveToken());
    const bodies: unknown[] = [];
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(2, 0) },
      // The server holds the line at its stock: 3, not the 6 asked for.
      'POST /api/customer/cart': (init) => {
        bodies.push(bodyOf(init));
        return { body: serverCart(3, 0) };
      },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(cart.current.lines).toHaveLength(1));
    await act(() => cart.current.addLine(kurti(4)));
    expect(bodies).toEqual([{ productID: 'p_2', colorID: 'c_red', sizeID: 's_m', pieces: 6 }]);
    await waitFor(() => expect(probeText()[0]).toBe('Rayon kurti|Red · M|3|152700'));
    expect(getGuestCart()).toEqual([]);
  });

  it('removes a line with pieces 0 and replaces the cart with the answer', async () => {
    setToken(makeLiveToken());
    const bodies: unknown[] = [];
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(2, 1) },
      'POST /api/customer/cart': (init) => {
        bodies.push(bodyOf(init));
        return { body: serverCart(2, 0) };
      },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(cart.current.lines).toHaveLength(2));
    await act(() => cart.current.removeLine(cart.current.lines[1]!));
    expect(bodies).toEqual([{ productID: 'p_22', colorID: '0', sizeID: '0', pieces: 0 }]);
    await waitFor(() =>
      expect(probeText()).toEqual(['Rayon kurti|Red · M|2|101800', 'pieces=2 subtotal=101800']),
    );
    expect(screen.getByText('Item successfully removed.')).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the cart it had', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(2, 0) },
      'POST /api/customer/cart': {
        status: 409,
        body: { status: 'error', code: 'OUT_OF_STOCK', message: 'Only 2 left of Rayon kurti.' },
      },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(cart.current.lines).toHaveLength(1));
    let accepted = true;
    await act(async () => {
      accepted = await cart.current.setPieces(cart.current.lines[0]!, 3);
    });
    expect(accepted).toBe(false);
    expect(screen.getByText('Only 2 left of Rayon kurti.')).toBeTruthy();
    expect(probeText()[0]).toBe('Rayon kurti|Red · M|2|101800');
  });

  it('marks the cart as updating while a change is on its way', async () => {
    setToken(makeLiveToken());
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(2, 0) },
      'POST /api/customer/cart': { body: serverCart(3, 0) },
    });
    const answerAtOnce = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return answerAtOnce!(input, init);
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(cart.current.lines).toHaveLength(1));
    const probe = screen.getByRole('list', { name: 'probe' });
    expect(probe.getAttribute('aria-busy')).toBe('false');
    let change: Promise<boolean> = Promise.resolve(true);
    act(() => {
      change = cart.current.setPieces(cart.current.lines[0]!, 3);
    });
    await waitFor(() => expect(probe.getAttribute('aria-busy')).toBe('true'));
    release();
    await act(() => change);
    await waitFor(() => expect(probe.getAttribute('aria-busy')).toBe('false'));
    expect(probeText().at(-1)).toMatch(/^pieces=3 /);
  });
});

describe('logging in (docs/spec.md §4 "On login")', () => {
  it('merges a guest cart once, then forgets the guest lines', async () => {
    setGuestCart([kurti(2), mouse(1)]);
    const merges: unknown[] = [];
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(1, 0) },
      'POST /api/customer/multi-product/cart': (init) => {
        merges.push(bodyOf(init));
        return { body: serverCart(3, 1) };
      },
    });
    renderWithProviders(<Probe />);
    await act(async () => {
      await completeLogin(makeLiveToken());
    });
    expect(merges).toEqual([
      {
        products: [
          { productID: 'p_2', colorID: 'c_red', sizeID: 's_m', pieces: 2 },
          { productID: 'p_22', colorID: '0', sizeID: '0', pieces: 1 },
        ],
      },
    ]);
    expect(getGuestCart()).toEqual([]);
    await waitFor(() =>
      expect(probeText()).toEqual([
        'Rayon kurti|Red · M|3|152700',
        'Wireless mouse|480 g|1|93900',
        'pieces=4 subtotal=246600',
      ]),
    );
  });

  it('fetches the server cart when the guest cart is empty, with no merge', async () => {
    const fetchMock = mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(0, 2) },
    });
    renderWithProviders(<Probe />);
    await act(async () => {
      await completeLogin(makeLiveToken());
    });
    await waitFor(() => expect(probeText()[0]).toBe('Wireless mouse|480 g|2|187800'));
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths).not.toContain('/api/customer/multi-product/cart');
  });

  it('keeps the guest lines when the merge fails, for the next login', async () => {
    setGuestCart([mouse(1)]);
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(0, 0) },
      'POST /api/customer/multi-product/cart': {
        status: 500,
        body: { message: 'Internal Server Error.' },
      },
    });
    renderWithProviders(<Probe />);
    await act(async () => {
      await completeLogin(makeLiveToken());
    });
    expect(getGuestCart().map((line) => line.productID)).toEqual(['p_22']);
  });
});

describe('the cart page’s buttons', () => {
  it('does nothing twice at once: a second tap waits for the first answer', async () => {
    setToken(makeLiveToken());
    const bodies: unknown[] = [];
    let held = 1;
    mockFetch({
      ...WISHLIST,
      'GET /api/customer/cart': { body: serverCart(0, 1) },
      'POST /api/customer/cart': (init) => {
        const body = bodyOf(init) as { pieces: number };
        bodies.push(body);
        held = body.pieces;
        return { body: serverCart(0, held) };
      },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(cart.current.lines).toHaveLength(1));
    await act(() => Promise.all([cart.current.addLine(mouse(1)), cart.current.addLine(mouse(1))]));
    // The second add read the cart the first left: 1 + 1 + 1.
    expect(bodies.map((body) => (body as { pieces: number }).pieces)).toEqual([2, 3]);
    await waitFor(() => expect(cart.current.pieceCount).toBe(3));
  });
});
