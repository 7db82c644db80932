// Arranging a journey through the shop's own API, as a shopper would through the pages.
import { expect, type APIRequestContext } from '@playwright/test';

/** A seeded shopper no other journey buys as; pays by cash on delivery (start-server.mjs: captcha). */
export const SHOPPER = { email: 'arjun.reddy@example.in', password: 'Shop@12345' };
const TEST_CAPTCHA = 'ABC234';

interface ProductWire {
  productID: string;
  stock: number;
  colorID: Array<{ colorID: string; sizeID: Array<{ sizeID: string; stock: number }> }>;
}

/**
 * A piece of one of the seller's listed products that is in stock, as a cart line names it: the
 * cheapest first, well inside the cash-on-delivery limit.
 */
async function pieceOf(request: APIRequestContext, sellerID: string) {
  const list = await request.get(`/api/public/products?sellerID=${sellerID}&orderBy=1&limit=40`);
  expect(list.ok()).toBe(true);
  for (const card of ((await list.json()) as { data: Array<{ productID: string }> }).data) {
    const answer = await request.get(`/api/public/product?productID=${card.productID}`);
    const product = ((await answer.json()) as { data: ProductWire }).data;
    if (product.colorID.length === 0) {
      if (product.stock > 0) return { productID: product.productID, colorID: '0', sizeID: '0' };
      continue;
    }
    for (const colour of product.colorID) {
      const size = colour.sizeID.find((each) => each.stock > 0);
      if (size)
        return { productID: product.productID, colorID: colour.colorID, sizeID: size.sizeID };
    }
  }
  throw new Error(`no piece of ${sellerID} in stock`);
}

/**
 * Arrange, through the shop's own API: the shopper's server cart starts empty, whatever an earlier
 * project or run left in it. Answers the shopper's authorization header.
 */
export async function emptyServerCart(
  request: APIRequestContext,
  shopper: { email: string; password: string },
): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login', { data: shopper });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const cart = (await (await request.get('/api/customer/cart', { headers })).json()) as {
    data: {
      products: Array<{
        productID: string;
        colorID?: Array<{ colorID: string; sizeID: { sizeID: string } }>;
      }>;
    };
  };
  for (const line of cart.data.products) {
    const variant = line.colorID?.[0];
    const emptied = await request.post('/api/customer/cart', {
      headers,
      data: {
        productID: line.productID,
        colorID: variant?.colorID ?? '0',
        sizeID: variant?.sizeID.sizeID ?? '0',
        pieces: 0,
      },
    });
    expect(emptied.ok()).toBe(true);
  }
  return headers;
}

/**
 * Arrange, through the shop's own API: the shopper buys one piece from each seller by cash on
 * delivery; answers the new order's id.
 */
export async function placeOrderWith(
  request: APIRequestContext,
  sellerIDs: string[],
  idempotencyKey: string,
): Promise<string> {
  return (await placeOrderOf(request, sellerIDs, idempotencyKey)).orderID;
}

/**
 * As placeOrderWith, answering the products bought too (the cheapest in stock of each seller).
 * `prepaid`: paid online through the sandbox gateway's page instead.
 */
export async function placeOrderOf(
  request: APIRequestContext,
  sellerIDs: string[],
  idempotencyKey: string,
  paymentType: 'cod' | 'prepaid' = 'cod',
): Promise<{ orderID: string; productIDs: string[] }> {
  const headers = await emptyServerCart(request, SHOPPER);
  const productIDs: string[] = [];
  for (const sellerID of sellerIDs) {
    const piece = await pieceOf(request, sellerID);
    productIDs.push(piece.productID);
    const added = await request.post('/api/customer/cart', {
      headers,
      data: { ...piece, pieces: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const addresses = (await (await request.get('/api/customer/addresses', { headers })).json()) as {
    data: Array<{ addressID: string }>;
  };
  const addressID = addresses.data[0]!.addressID;
  const summary = await request.get(`/api/customer/order-checkout/${addressID}/${paymentType}`, {
    headers,
  });
  expect(summary.ok(), await summary.text()).toBe(true);
  const totals = ((await summary.json()) as { data: Record<string, unknown> }).data;
  if (paymentType === 'prepaid') {
    const placed = await request.post('/api/customer/addorder', {
      headers,
      data: { ...totals, idempotencyKey },
    });
    const answer = (await placed.json()) as { status: number; data: { url: string } };
    expect(answer.status, JSON.stringify(answer)).toBe(2);
    // The sandbox gateway's page, paid as a shopper presses Pay.
    const gateway = new URL(answer.data.url, 'http://shop');
    const paid = await request.post(gateway.pathname, {
      form: { sig: gateway.searchParams.get('sig') ?? '', outcome: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    return { orderID: decodeURIComponent(gateway.pathname.split('/').at(-1)!), productIDs };
  }
  const captcha = await request.get('/api/customer/captcha', { headers });
  const { captchaID } = ((await captcha.json()) as { data: { captchaID: string } }).data;
  const placed = await request.post('/api/customer/addorder', {
    headers,
    data: {
      addressID,
      paymentType: 'cod',
      sub_total: totals.sub_total,
      shippingCharges: totals.shippingCharges,
      plateformCharges: totals.plateformCharges,
      total: totals.total,
      couponeid: null,
      couponeamount: 0,
      payableamount: totals.payableamount,
      captchaID,
      captcha: TEST_CAPTCHA,
      idempotencyKey,
    },
  });
  const answer = (await placed.json()) as { status: number; data?: string; message?: string };
  expect(answer.status, answer.message).toBe(1);
  return { orderID: answer.data!, productIDs };
}
