// A COD order placed the way a shopper places one (cart, checkout summary, captcha, addorder),
// for the tests that need a real order: orders, background jobs.
import { AddOrderAnswerSchema, CheckoutAnswerSchema } from '@haat/contract';
import { createCustomerWithAddress, signInAs, type TestApp } from './helper.ts';

/** The captcha answer the test app takes (HAAT_TEST_CAPTCHA). */
export const TEST_CAPTCHA = 'ABC234';

/** A new customer with one COD order of `pieces` of a flat product (stock enough). */
export async function placeCodOrder(
  t: TestApp,
  input: { productId: string; index: number; pieces?: number },
) {
  const { customerId, addressId } = await createCustomerWithAddress(t, input.index);
  const headers = await signInAs(t, customerId);
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
  const summary = CheckoutAnswerSchema.parse(
    (await request('GET', `/api/customer/order-checkout/${addressId}/cod`)).json(),
  ).data;
  const captchaID = (await request('GET', '/api/customer/captcha')).json().data.captchaID;
  const answer = AddOrderAnswerSchema.parse(
    (
      await request('POST', '/api/customer/addorder', {
        ...summary,
        captchaID,
        captcha: TEST_CAPTCHA,
      })
    ).json(),
  );
  if (answer.status !== 1) throw new Error('order not placed');
  return { customerId, headers, request, orderId: answer.data };
}
