import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductAnswer } from '@haat/contract';
import { LOW_STOCK_THRESHOLD } from '@haat/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGuestCart, getPincode, setPincode } from '../../../lib/storage';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { ProductView } from './product-view';

const size = (sizeID: string, name: string, stock: number) => ({
  sizeID,
  name,
  mrPrice: 999,
  price: 499,
  stock,
  discountPercentage: 50,
});

const ANSWER: ProductAnswer = {
  status: 'success',
  data: {
    productID: 'p_1',
    title: 'Cotton Kurta',
    body: '<p>Soft cotton.</p>',
    description: '<h3>About</h3><p>Woven in Jaipur.</p>',
    sku: 'KRT-1',
    // 37 shoppers rated it; the answer carries only the latest review (at most 20).
    rating: 4.5,
    ratingCount: 37,
    discount: 50,
    mrPrice: 999,
    salePrice: 499,
    weight: 0,
    weightUnit: 'g',
    stock: 0,
    images: [],
    colorID: [
      {
        colorID: 'c_red',
        name: 'Red',
        img: [{ fileUrl: '/media/red-1.svg' }, { fileUrl: '/media/red-2.svg' }],
        sizeID: [size('s_r_s', 'S', 20), size('s_r_m', 'M', 3)],
      },
      {
        colorID: 'c_blue',
        name: 'Blue',
        img: [{ fileUrl: '/media/blue-1.svg' }],
        sizeID: [size('s_b_s', 'S', 20), size('s_b_l', 'L', 20)],
      },
    ],
    wishlist: false,
    category: [{ _id: 'cat_1', name: 'Men’s Wear' }],
    subCategory: [{ _id: 'sub_1', name: 'Kurtas' }],
    brand: [{ _id: 'br_1', name: 'Desi Threads' }],
    condition: [{ name: 'New' }],
    mainCategory: [{ _id: 'mc_1', name: 'Fashion' }],
    seller: { _id: 'sl_1', name: 'Jaipur Looms' },
    declarations: {
      packaged: true,
      perishable: false,
      origin: { code: 'CN', name: 'China' },
      genericName: 'Kurta',
      netQuantity: { value: 1, unit: 'piece' },
      declarant: {
        kind: 'importer',
        name: 'Jaipur Looms',
        address: '12 Johari Bazaar, Jaipur, Rajasthan 302003, India',
      },
      consumerCare: '+91 98290 12345',
      bestBeforeDays: null,
      warrantyMonths: 0,
    },
    sellerDetails: {
      _id: 'sl_1',
      slug: 'jaipur-looms',
      businessName: 'Jaipur Looms',
      registered: true,
      gstin: '08AAPFU0939F1Z1',
      address: '12 Johari Bazaar, Jaipur, Rajasthan 302003, India',
      customerCare: '+91 98290 12345',
      rating: 4.2,
      ratingCount: 120,
    },
  },
  review: [
    {
      userID: { firstName: 'Asha', lastName: 'Verma' },
      createdAt: '2024-03-05T06:30:00.000Z',
      remark: '<b>Lovely</b> fabric',
      rating: 5,
    },
  ],
  relatedProducts: [],
};

function mockAvailability() {
  return mockFetch({
    'GET /api/public/availability/pincode/302001': {
      body: {
        status: 'success',
        data: [
          {
            pincode: '302001',
            deliveryDate: '2024-03-07',
            deliveryDays: 2,
            cod: true,
            prepaid: true,
          },
        ],
      },
    },
    'GET /api/public/availability/pincode/744101': { body: { status: 'success', data: [] } },
  });
}

async function checkPincode(pincode: string) {
  fireEvent.input(screen.getByLabelText('PIN code'), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

const mainButton = () =>
  within(document.querySelector('.product-actions') as HTMLElement).getAllByRole('button')[0]!;

describe('product page', () => {
  beforeAll(() => {
    // jsdom has no layout, so no scrollIntoView.
    Element.prototype.scrollIntoView = () => {};
  });

  it('walks the pin-code states and the four button states of docs/spec.md §4', async () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    expect(mainButton().textContent).toBe('Please Check Product Availability?');
    expect(screen.getByText(/Please enter the PIN code/)).toBeTruthy();

    // The button focuses the pin field.
    fireEvent.click(mainButton());
    expect(document.activeElement).toBe(screen.getByLabelText('PIN code'));

    await checkPincode('744101');
    expect(await screen.findByText('Product Not Available This Pincode?')).toBeTruthy();
    expect(mainButton().textContent).toBe('Not Available This Pincode?');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(mainButton().textContent).toBe('Please Check Product Availability?');

    await checkPincode('302001');
    expect(await screen.findByText('Delivery available to 302001')).toBeTruthy();
    expect(screen.getByText('Cash on delivery available')).toBeTruthy();
    expect(mainButton().textContent).toBe('Add to Cart');
    // Remembered by an effect, after the page shows the answer.
    await waitFor(() => expect(getPincode()).toBe('302001'));

    // Size M of Red has 3 in stock: a fourth piece is out of stock.
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    for (let i = 0; i < 3; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(mainButton().textContent).toBe('Out Of Stock');
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('a new colour resets the size and the picture to the first', () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: /Picture 2 of 2/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    const sizes = screen.getByRole('group', { name: /Size/ });
    expect((within(sizes).getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('img', { name: 'Cotton Kurta' }).getAttribute('src')).toBe(
      '/media/blue-1.svg',
    );
  });

  it('stops the quantity at 10 and at 1', () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    for (let i = 0; i < 12; i++) fireEvent.click(plus);
    expect(document.querySelector('.quantity-value')?.textContent).toBe('10');
    expect(plus.disabled).toBe(true);
  });

  it('keeps only digits in the pin-code box, at most 6, on the screen too', async () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    const box = screen.getByLabelText<HTMLInputElement>('PIN code');
    await userEvent.type(box, '30a');
    expect(box.value).toBe('30');
    await userEvent.type(box, '2-0 01x9');
    expect(box.value).toBe('302001');
  });

  it('adds the chosen line to the guest cart', async () => {
    mockAvailability();
    setPincode('302001');
    renderWithProviders(<ProductView answer={ANSWER} />);
    // The remembered pin code is filled in, not checked.
    expect((screen.getByLabelText('PIN code') as HTMLInputElement).value).toBe('302001');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Delivery available to 302001');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The cart's changes load with the first one (features/cart/hooks/cart-context.ts).
    await waitFor(() => expect(getGuestCart()).toHaveLength(1));
    expect(getGuestCart()).toEqual([
      {
        productID: 'p_1',
        colorID: 'c_red',
        sizeID: 's_r_s',
        pieces: 2,
        name: 'Cotton Kurta',
        mrprice: 999,
        price: 499,
        color: 'Red',
        size: 'S',
        img: '/media/red-1.svg',
        total: 998,
      },
    ]);
  });

  it("sums up the product's own rating and count, in half stars, not the reviews it was sent", () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 37 ratings' });
    expect(stars.getAttribute('data-stars')).toBe('4.5');
    expect([...stars.children].map((star) => star.className)).toEqual([
      'star star-filled',
      'star star-filled',
      'star star-filled',
      'star star-filled',
      'star star-half',
    ]);
    expect(screen.getByText('4.5 · 37 ratings')).toBeTruthy();
  });

  it('says a product nobody has rated has no ratings yet', () => {
    mockAvailability();
    renderWithProviders(
      <ProductView answer={{ ...ANSWER, data: { ...ANSWER.data, rating: 0, ratingCount: 0 } }} />,
    );
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated .* from/ })).toBeNull();
  });

  it('shows reviews with rounded stars, a dd-Mon-yyyy date and the remark as text', () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews (1)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (1)' });
    expect(within(panel).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(panel).getByText('Asha Verma')).toBeTruthy();
    expect(within(panel).getByText('05-Mar-2024')).toBeTruthy();
    expect(within(panel).getByText('<b>Lovely</b> fabric')).toBeTruthy();
  });

  it('describes the product for search engines in Product JSON-LD, in INR', () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Cotton Kurta',
      sku: 'KRT-1',
      brand: { '@type': 'Brand', name: 'Desi Threads' },
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '499.00' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 37 },
    });
    expect(jsonLd.aggregateRating).not.toHaveProperty('reviewCount');
  });

  it('shows every declaration of the label and the seller, with the MRP inclusive of all taxes', async () => {
    mockAvailability();
    renderWithProviders(<ProductView answer={ANSWER} />);
    const legal = await screen.findByRole('region', { name: 'Product details / Legal' });
    const row = (label: string) =>
      within(legal).getByText(label).closest('.legal-row')?.querySelector('dd')?.textContent;
    expect(row('Importer')).toBe('Jaipur Looms, 12 Johari Bazaar, Jaipur, Rajasthan 302003, India');
    expect(row('Country of origin')).toBe('China');
    expect(row('Generic name')).toBe('Kurta');
    expect(row('Net quantity')).toBe('1 piece');
    expect(row('MRP')).toBe('₹999.00 (inclusive of all taxes)');
    expect(row('Consumer care')).toBe('+91 98290 12345');
    expect(row('Warranty')).toBe('No warranty');
    expect(within(legal).queryByText('Best before')).toBeNull();

    const seller = screen.getByRole('region', { name: 'Sold by' });
    expect(within(seller).getByText('Jaipur Looms')).toBeTruthy();
    expect(within(seller).getByText('08AAPFU0939F1Z1')).toBeTruthy();
    expect(within(seller).getByText('Yes')).toBeTruthy();
    expect(within(seller).getByText('4.2 out of 5 (120 ratings)')).toBeTruthy();
    expect(
      within(seller)
        .getByRole('link', { name: 'All products from Jaipur Looms' })
        .getAttribute('href'),
    ).toBe('/products/2 sl_1');
    expect(within(seller).getByRole('link', { name: 'Jaipur Looms' }).getAttribute('href')).toBe(
      '/seller/jaipur-looms',
    );
  });
});

describe('"Only N left" (docs/decisions/dark-patterns.md: no false urgency)', () => {
  const flat = (stock: number): ProductAnswer => ({
    ...ANSWER,
    data: { ...ANSWER.data, colorID: [], stock },
  });

  it('is said from the real stock at the threshold and below, never above it nor at none', () => {
    for (const stock of [LOW_STOCK_THRESHOLD, 1]) {
      const { unmount } = renderWithProviders(<ProductView answer={flat(stock)} />);
      expect(screen.getByText(`Only ${stock} left`)).toBeTruthy();
      unmount();
    }
    for (const stock of [LOW_STOCK_THRESHOLD + 1, 40, 0]) {
      const { unmount } = renderWithProviders(<ProductView answer={flat(stock)} />);
      expect(screen.queryByText(/Only \d+ left/)).toBeNull();
      unmount();
    }
  });
});
