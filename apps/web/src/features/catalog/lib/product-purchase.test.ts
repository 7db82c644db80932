import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@haat/contract';
import {
  INITIAL_SELECTION,
  cartButtonState,
  chosenItem,
  guestCartLine,
  ratingFigure,
  roundedStars,
  selectionReducer,
  type PincodeState,
  type ProductSelection,
  type SelectionAction,
} from './product-purchase';

describe('the product page button (docs/spec.md §4)', () => {
  it.each<[PincodeState, number, number, ReturnType<typeof cartButtonState>]>([
    // pin state, stock, quantity → button
    [0, 10, 1, 'checkPincode'],
    [0, 0, 1, 'checkPincode'],
    [0, 2, 5, 'checkPincode'],
    [1, 10, 1, 'addToCart'],
    [1, 5, 5, 'addToCart'],
    [1, 4, 5, 'outOfStock'],
    [1, 0, 1, 'outOfStock'],
    [2, 10, 1, 'notAvailable'],
    [2, 0, 1, 'notAvailable'],
    [2, 2, 5, 'notAvailable'],
  ])('pin state %i with stock %i and quantity %i shows %s', (pin, stock, quantity, expected) => {
    expect(cartButtonState(pin, stock, quantity)).toBe(expected);
  });
});

function run(actions: SelectionAction[], from: ProductSelection = INITIAL_SELECTION) {
  return actions.reduce(selectionReducer, from);
}

describe('product page selections', () => {
  it('a new colour resets the size and the picture to the first', () => {
    const chosen = run([
      { type: 'size', index: 2 },
      { type: 'image', index: 3 },
      { type: 'color', index: 1 },
    ]);
    expect(chosen).toMatchObject({ colorIndex: 1, sizeIndex: 0, imageIndex: 0 });
  });

  it('picking the colour already chosen keeps the size and picture', () => {
    const chosen = run([
      { type: 'size', index: 2 },
      { type: 'image', index: 1 },
      { type: 'color', index: 0 },
    ]);
    expect(chosen).toMatchObject({ colorIndex: 0, sizeIndex: 2, imageIndex: 1 });
  });

  it('an 11th piece is refused: the plus stops at 10', () => {
    expect(run(Array.from({ length: 15 }, () => ({ type: 'increment' as const }))).quantity).toBe(
      10,
    );
  });

  it('the minus stops at 1', () => {
    expect(run([{ type: 'decrement' }, { type: 'decrement' }]).quantity).toBe(1);
    expect(
      run([{ type: 'increment' }, { type: 'increment' }, { type: 'decrement' }]).quantity,
    ).toBe(2);
  });
});

const base: ProductDetail = {
  productID: 'p_1',
  title: 'Handmade Terracotta Diya Set of 6',
  body: '<p>Six diyas.</p>',
  description: '<p>Clay.</p>',
  sku: 'SKU-1',
  rating: 4.4,
  ratingCount: 12,
  discount: 20,
  mrPrice: 250,
  salePrice: 199.5,
  weight: 600,
  weightUnit: 'g',
  stock: 7,
  images: [{ fileUrl: '/media/diya-1.svg' }, { fileUrl: '/media/diya-2.svg' }],
  colorID: [],
  wishlist: false,
  category: [{ _id: 'cat_1', name: 'Diyas & Lamps' }],
  subCategory: [{ _id: 'sub_1', name: 'Terracotta Diyas' }],
  brand: [{ _id: 'br_1', name: 'Mitti Crafts' }],
  condition: [{ name: 'New' }],
  mainCategory: [{ _id: 'mc_1', name: 'Puja & Festive' }],
  seller: { _id: 'sl_1', name: 'Gorakhpur Potters' },
  declarations: {
    packaged: false,
    perishable: false,
    origin: null,
    genericName: null,
    netQuantity: null,
    declarant: null,
    consumerCare: null,
    bestBeforeDays: null,
    warrantyMonths: null,
  },
  sellerDetails: {
    _id: 'sl_1',
    slug: 'gorakhpur-potters',
    businessName: 'Gorakhpur Potters',
    registered: true,
    gstin: '09AAPFU0939F1Z5',
    address: 'Gorakhpur, Uttar Pradesh 273001, India',
    customerCare: '+91 99350 12345',
    rating: 0,
    ratingCount: 0,
  },
};

describe('the guest cart line (docs/spec.md §3)', () => {
  it('for a product without variants holds 0 ids and the weight as its size', () => {
    const item = chosenItem(base, INITIAL_SELECTION);
    expect(guestCartLine(base, item, 3)).toEqual({
      productID: 'p_1',
      colorID: 0,
      sizeID: 0,
      pieces: 3,
      name: 'Handmade Terracotta Diya Set of 6',
      mrprice: 250,
      price: 199.5,
      color: '',
      size: '600 g',
      img: '/media/diya-1.svg',
      total: 598.5,
    });
  });

  it('for a variant product holds the chosen colour and size with the size’s own price', () => {
    const product: ProductDetail = {
      ...base,
      colorID: [
        {
          colorID: 'c_red',
          name: 'Red',
          img: [{ fileUrl: '/media/red.svg' }],
          sizeID: [
            {
              sizeID: 's_m',
              name: 'M',
              mrPrice: 999,
              price: 499,
              stock: 2,
              discountPercentage: 50,
            },
          ],
        },
        {
          colorID: 'c_blue',
          name: 'Blue',
          img: [{ fileUrl: '/media/blue.svg' }],
          sizeID: [
            {
              sizeID: 's_s',
              name: 'S',
              mrPrice: 899,
              price: 449,
              stock: 0,
              discountPercentage: 50,
            },
            {
              sizeID: 's_l',
              name: 'L',
              mrPrice: 1099,
              price: 549,
              stock: 4,
              discountPercentage: 50,
            },
          ],
        },
      ],
    };
    const selection = run([
      { type: 'color', index: 1 },
      { type: 'size', index: 1 },
    ]);
    const item = chosenItem(product, selection);
    expect(item.stock).toBe(4);
    expect(guestCartLine(product, item, 2)).toMatchObject({
      colorID: 'c_blue',
      sizeID: 's_l',
      color: 'Blue',
      size: 'L',
      price: 549,
      mrprice: 1099,
      img: '/media/blue.svg',
      total: 1098,
    });
  });
});

describe('stars', () => {
  it.each([
    [4.4, 4],
    [4.5, 5],
    [0, 0],
    [2.49, 2],
  ])('%d shows %i stars', (rating, stars) => {
    expect(roundedStars(rating)).toBe(stars);
  });

  it.each([
    [4.5, 4.5],
    [4.25, 4.3],
    [4, 4],
    [0, 0],
    [5.2, 5],
  ])('an average of %d is said as %d', (rating, figure) => {
    expect(ratingFigure(rating)).toBe(figure);
  });
});
