import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HomeOfferAnswerSchema,
  ListProductsQuerySchema,
  ListingAnswerSchema,
  ProductAnswerSchema,
  SearchQuerySchema,
} from './catalog.ts';
import { NO_UPPER_PRICE } from './constants.ts';

const card = {
  productID: 'p1',
  title: 'Banarasi silk saree',
  mrPrice: 2499,
  salePrice: 1999.5,
  discountPercentage: 20,
  fileUrl: '/media/p1.jpg',
  wishlist: false,
};

describe('the listing query', () => {
  it('asks for a first page of 28 when no limit is given', () => {
    expect(ListProductsQuerySchema.parse({}).limit).toBe(28);
  });

  it.each(['201', '-1', '0', '2.5', 'ten'])('refuses limit %s', (limit) => {
    expect(ListProductsQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('reads numbers out of query-string text', () => {
    const query = ListProductsQuerySchema.parse({
      limit: '56',
      orderBy: '-1',
      minPrice: '500',
      maxPrice: String(NO_UPPER_PRICE),
      brandID: 'b7',
    });
    expect(query).toEqual({
      limit: 56,
      orderBy: -1,
      minPrice: 500,
      maxPrice: NO_UPPER_PRICE,
      brandID: 'b7',
    });
  });

  it('treats an empty filter value as no filter', () => {
    const query = ListProductsQuerySchema.parse({ maxPrice: '', categoryID: '', limit: '28' });
    expect(query.maxPrice).toBeUndefined();
    expect(query.categoryID).toBeUndefined();
  });

  it.each(['2', '0', 'asc'])('refuses orderBy %s', (orderBy) => {
    expect(ListProductsQuerySchema.safeParse({ orderBy }).success).toBe(false);
  });

  it('refuses a negative price', () => {
    expect(ListProductsQuerySchema.safeParse({ minPrice: '-5' }).success).toBe(false);
  });
});

describe('the search query', () => {
  it('refuses empty and over-long search text', () => {
    expect(SearchQuerySchema.safeParse({ search: '  ' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ search: 'a'.repeat(101) }).success).toBe(false);
    expect(SearchQuerySchema.parse({ search: ' kurta ' }).search).toBe('kurta');
  });
});

describe('catalogue answers', () => {
  it('parses a listing answer with its filters and total', () => {
    const answer = {
      status: 'success',
      data: [card, { ...card, productID: 'p2', rating: 4.5, colorID: 'c1', sizeID: 's1' }],
      total: 312,
      mainCategory: { name: 'Women', fileUrl: '/media/women.jpg' },
      subCategories: [{ _id: 's1', name: 'Sarees' }],
      brands: [{ _id: 'b1', name: 'Weaver Co' }],
      origins: [{ code: 'IN', name: 'India', count: 312 }],
      seller: null,
    };
    expect(ListingAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a card price with more than two decimals', () => {
    const answer = {
      status: 'success',
      data: [{ ...card, salePrice: 19.999 }],
      total: 1,
      mainCategory: null,
      subCategories: [],
      brands: [],
      origins: [],
      seller: null,
    };
    expect(ListingAnswerSchema.safeParse(answer).success).toBe(false);
  });

  it('parses a product page answer with variants, reviews and related products', () => {
    const answer = {
      status: 'success',
      data: {
        productID: 'p1',
        title: 'Banarasi silk saree',
        mrPrice: 2499,
        salePrice: 1999.5,
        wishlist: true,
        body: '<p>Hand woven</p>',
        description: '<ul><li>Silk</li></ul>',
        sku: 'SAR-001',
        rating: 4.2,
        ratingCount: 37,
        discount: 20,
        weight: 650,
        weightUnit: 'g',
        stock: 12,
        images: [{ fileUrl: '/media/p1.jpg' }],
        colorID: [
          {
            colorID: 'red',
            name: 'Red',
            img: [{ fileUrl: '/media/p1-red.jpg' }],
            sizeID: [
              {
                sizeID: 'free',
                name: 'Free size',
                mrPrice: 2499,
                price: 1999,
                stock: 3,
                discountPercentage: 20,
              },
            ],
          },
        ],
        category: [{ _id: 'c1', name: 'Ethnic wear' }],
        subCategory: [{ _id: 's1', name: 'Sarees' }],
        brand: [{ _id: 'b1', name: 'Weaver Co' }],
        condition: [{ name: 'New' }],
        mainCategory: [{ _id: 'm1', name: 'Women' }],
        seller: { _id: 'sel1', name: 'Varanasi Looms' },
        declarations: {
          packaged: true,
          perishable: false,
          origin: { code: 'IN', name: 'India' },
          genericName: 'Saree',
          netQuantity: { value: 1, unit: 'piece' },
          declarant: { kind: 'packer', name: 'Varanasi Looms', address: 'Varanasi 221001' },
          consumerCare: '+91 94150 12345',
          bestBeforeDays: null,
          warrantyMonths: 0,
        },
        sellerDetails: {
          _id: 'sel1',
          slug: 'varanasi-looms',
          businessName: 'Varanasi Looms',
          registered: true,
          gstin: '09AAPFU0939F1Z5',
          address: 'Varanasi, Uttar Pradesh 221001, India',
          customerCare: '+91 94150 12345',
          rating: 4.1,
          ratingCount: 12,
        },
      },
      review: [
        {
          userID: { firstName: 'Asha', lastName: 'Rao' },
          createdAt: '2024-03-05T10:15:00.000Z',
          remark: 'Lovely weave',
          rating: 5,
        },
      ],
      relatedProducts: [card],
    };
    const parsed = ProductAnswerSchema.parse(answer);
    expect(parsed.data.colorID[0]?.sizeID[0]?.mrPrice).toBe(2499);
    expect(z.encode(ProductAnswerSchema, parsed)).toEqual(answer);
  });

  it('parses each kind of home node by its title', () => {
    const answer = {
      status: 'success',
      data: {
        nodes: [
          {
            title: 'banners',
            value: [{ fileUrl: '/b.jpg', mainCategoryID: 'm1', category: { name: 'Women' } }],
          },
          { title: 'collections', value: [] },
          { title: 'brands', value: [{ brandID: 'b1', fileUrl: '/brand.png', name: 'Weaver Co' }] },
          {
            title: 'Sellers',
            value: [{ _id: 'sel1', shop: { name: 'Varanasi Looms', fileUrl: '/shop.png' } }],
          },
        ],
        offers: [
          {
            title: 'Festive',
            value: [
              {
                cardID: 'k1',
                offerID: 'o1',
                title: 'Diwali',
                body: 'Up to 40% off',
                discount: 40,
                fileUrl: '/o.jpg',
              },
            ],
          },
        ],
        offerBanners: [{ offerID: 'o1', title: 'Diwali', fileUrl: '/ob.jpg', products: [card] }],
      },
    };
    expect(HomeOfferAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a home node whose values do not match its title', () => {
    const brandsAsBanners = {
      title: 'brands',
      value: [{ fileUrl: '/b.jpg', mainCategoryID: 'm1', category: { name: 'Women' } }],
    };
    const unknownTitle = { title: 'deals', value: [] };
    for (const node of [brandsAsBanners, unknownTitle]) {
      const answer = { status: 'success', data: { nodes: [node], offers: [], offerBanners: [] } };
      expect(HomeOfferAnswerSchema.safeParse(answer).success).toBe(false);
    }
  });
});
