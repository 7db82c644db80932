// A COD order placed the way a shopper places one (cart, checkout summary, captcha, addorder),
// for the tests that need a real order: orders, background jobs.
import { AddOrderAnswerSchema, CheckoutAnswerSchema } from '@haat/contract';
import { and, eq, gt } from 'drizzle-orm';
import { products } from '../src/db/schema/index.ts';
import { createCustomerWithAddress, signInAs, type TestApp } from './helper.ts';

/** The captcha answer the test app takes (HAAT_TEST_CAPTCHA). */
export const TEST_CAPTCHA = 'ABC234';

/** A product without variants with more than 40 in stock: the one the order tests buy. */
export async function flatProductInStock(t: TestApp): Promise<typeof products.$inferSelect> {
  const [product] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 40)))
    .limit(1);
  if (!product) throw new Error('the seed has no product without variants in stock');
  return product;
}

/** A new customer with one COD order of `pieces` of a flat product (stock enough). */
export async function placeCodOrder(
  t: TestApp,
  input: {
    productId: string;
    index: number;
    pieces?: number;
    language?: string;
    beforePlacing?: (headers: { authorization: string }, customerId: string) => Promise<void>;
    extraBody?: Record<string, unknown>;
  },
) {
  const placed = await placeOrder(t, { ...input, paymentType: 'cod' });
  const answer = placed.answer;
  if (answer.status !== 1) throw new Error('order not placed');
  return { ...placed, orderId: answer.data };
}

/**
 * A new customer with one order of `pieces` of a flat product: COD with the captcha, or prepaid
 * (left unpaid: the answer is the gateway's address, the stock is taken until the window passes).
 */
export async function placeOrder(
  t: TestApp,
  input: {
    productId: string;
    index: number;
    pieces?: number;
    paymentType: 'cod' | 'prepaid';
    /** More flat products, one piece each: an order of several lines. */
    alsoProductIds?: readonly string[];
    /** The page's language the order is placed from (Accept-Language: 'hi-IN'). */
    language?: string;
    /** What the shopper does first, signed in (a choice at checkout: WhatsApp updates). */
    beforePlacing?: (headers: { authorization: string }, customerId: string) => Promise<void>;
    /** More of the order's body, as the checkout page sends it (`whatsappUpdates`). */
    extraBody?: Record<string, unknown>;
  },
) {
  const { customerId, addressId } = await createCustomerWithAddress(t, input.index);
  const headers = await signInAs(t, customerId);
  await input.beforePlacing?.(headers, customerId);
  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload ? { payload } : {}),
    });
  await request('POST', '/api/customer/cart', {
    productID: input.productId,
    colorID: '0',
    sizeID: '0',
    pieces: input.pieces ?? 2,
  });
  for (const productID of input.alsoProductIds ?? []) {
    await request('POST', '/api/customer/cart', {
      productID,
      colorID: '0',
      sizeID: '0',
      pieces: 1,
    });
  }
  const summary = CheckoutAnswerSchema.parse(
    (await request('GET', `/api/customer/order-checkout/${addressId}/${input.paymentType}`)).json(),
  ).data;
  const captcha =
    input.paymentType === 'cod'
      ? {
          captchaID: (await request('GET', '/api/customer/captcha')).json().data.captchaID,
          captcha: TEST_CAPTCHA,
        }
      : {};
  const answer = AddOrderAnswerSchema.parse(
    (
      await request(
        'POST',
        '/api/customer/addorder',
        { ...summary, ...captcha, ...input.extraBody },
        input.language ? { 'accept-language': input.language } : {},
      )
    ).json(),
  );
  return { customerId, headers, request, answer };
}

/** The operator moves an order on `steps` shipping states (4: Placed → Delivered). */
export async function advanceOrder(
  t: TestApp,
  input: { orderId: string; operator: Record<string, string>; steps: number },
): Promise<void> {
  for (let step = 0; step < input.steps; step += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${input.orderId}/advance`,
      headers: input.operator,
    });
    if (res.statusCode !== 200) throw new Error(`advance ${step + 1} failed: ${res.body}`);
  }
}

/** PUT /customer/order/cancel as the old client sends it (docs/spec.md §7): multipart, an empty `file`. */
export function requestCancel(
  t: TestApp,
  headers: Record<string, string>,
  orderId: string,
  remark: string,
  /** The cancellation fee accepted, in rupees (ours; the old client sends none). */
  fee?: number,
) {
  const form = cancelForm(orderId, remark, fee);
  return t.app.inject({
    method: 'PUT',
    url: '/api/customer/order/cancel',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.body,
  });
}

function cancelForm(orderId: string, remark: string, fee?: number) {
  const boundary = '----haat-test-boundary';
  const feeField =
    fee === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="fee"\r\n\r\n${fee}\r\n`;
  const body =
    feeField +
    `--${boundary}\r\nContent-Disposition: form-data; name="orderID"\r\n\r\n${orderId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
    `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
