// Checkout calls of docs/spec.md §7 and ours: summary, coupon check, COD captcha, order placement, status.
import { z } from 'zod';
import { COUPON_CODE_MAX } from './constants.ts';
import { FlatCartLineSchema, VariantCartLineSchema } from './cart.ts';
import {
  CalendarDateSchema,
  IdSchema,
  MoneySchema,
  PaymentTypeSchema,
  SuccessSchema,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';

// ---- Summary (GET /customer/order-checkout/:addressID[/:paymentType]) ----

export const OrderCheckoutParamsSchema = z.object({ addressID: IdSchema });
export type OrderCheckoutParams = z.infer<typeof OrderCheckoutParamsSchema>;

export const OrderCheckoutByPaymentParamsSchema = z.object({
  addressID: IdSchema,
  paymentType: PaymentTypeSchema,
});
export type OrderCheckoutByPaymentParams = z.infer<typeof OrderCheckoutByPaymentParamsSchema>;

/** A coupon to price in; docs/decisions/product-owner.md: coupons apply to prepaid orders only. */
export const OrderCheckoutQuerySchema = z.object({
  couponeid: z.string().trim().max(COUPON_CODE_MAX).optional(),
});
export type OrderCheckoutQuery = z.infer<typeof OrderCheckoutQuerySchema>;

/** Whether the line can be delivered to the chosen address (docs/spec.md §8 'This Item Is Not…'). */
const lineDelivery = { deliveryAvailablity: z.boolean() };

export const CheckoutLineSchema = z.union([
  VariantCartLineSchema.extend(lineDelivery),
  FlatCartLineSchema.extend(lineDelivery),
]);
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** When a seller can deliver to the address by one payment type. */
export const DeliveryOptionSchema = z.object({
  sellerID: IdSchema,
  deliveryDate: CalendarDateSchema,
  deliveryDays: z.number().int().min(0),
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;

/**
 * docs/spec.md §3 "Checkout summary", every amount in rupees and computed by the server.
 * `deliveryData.C` (cash on delivery) and `.P` (prepaid) are empty when that payment type cannot
 * reach the address, which disables the option (docs/spec.md §5 "Payment options").
 */
export const CheckoutSummarySchema = z.object({
  addressID: IdSchema,
  paymentType: PaymentTypeSchema,
  products: z.array(CheckoutLineSchema),
  sub_total: MoneySchema,
  shippingCharges: MoneySchema,
  plateformCharges: MoneySchema,
  total: MoneySchema,
  couponeid: z.string().nullable(),
  couponeamount: MoneySchema,
  payableamount: MoneySchema,
  deliveryAvailablity: z.boolean(),
  deliveryData: z.object({ C: z.array(DeliveryOptionSchema), P: z.array(DeliveryOptionSchema) }),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

export const CheckoutAnswerSchema = z.object({ status: z.literal(1), data: CheckoutSummarySchema });
export type CheckoutAnswer = z.infer<typeof CheckoutAnswerSchema>;

// ---- Coupon check (ours; docs/spec.md §7 had it on an external host) ----

export const CouponCheckBodySchema = z.object({
  couponeid: z.string().trim().min(1, 'Enter a coupon code.').max(COUPON_CODE_MAX),
  addressID: IdSchema,
});
export type CouponCheckBody = z.infer<typeof CouponCheckBodySchema>;

/** docs/spec.md §7: `Status` and `Payload` — the discount in rupees, or why the coupon failed. */
export const CouponCheckAnswerSchema = z.discriminatedUnion('Status', [
  z.object({ Status: z.literal('success'), Payload: MoneySchema }),
  z.object({ Status: z.literal('failed'), Payload: z.string() }),
]);
export type CouponCheckAnswer = z.infer<typeof CouponCheckAnswerSchema>;

// ---- COD captcha (ours: docs/decisions/product-owner.md, the server issues and checks it) ----

/** `svg` draws the code, so the page never holds it as text. */
export const CaptchaAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ captchaID: IdSchema, svg: z.string().min(1) }),
});
export type CaptchaAnswer = z.infer<typeof CaptchaAnswerSchema>;

// ---- Order placement (POST /customer/addorder) ----

/**
 * docs/spec.md §7: the client sends the checkout summary as it holds it.
 * docs/decisions/product-owner.md: the server recomputes every amount and refuses the order when
 * they differ (PRICE_CHANGED); `products` is accepted and ignored, the server orders what the cart
 * holds. A COD order carries the captcha answer; `idempotencyKey` makes a resubmitted checkout
 * create one order.
 */
export const AddOrderBodySchema = z
  .object({
    addressID: IdSchema,
    paymentType: PaymentTypeSchema,
    sub_total: MoneySchema,
    shippingCharges: MoneySchema,
    plateformCharges: MoneySchema,
    total: MoneySchema,
    /** '' or null when no coupon is applied. */
    couponeid: z.string().trim().max(COUPON_CODE_MAX).nullable().optional(),
    couponeamount: MoneySchema,
    payableamount: MoneySchema,
    products: z.array(z.unknown()).max(100).optional(),
    captchaID: z.string().trim().max(64).optional(),
    captcha: z.string().trim().max(20).optional(),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    /**
     * The box "Send my order updates on WhatsApp" as the shopper left it: recorded with the order,
     * so its own updates follow it (docs/decisions/whatsapp.md); absent: the choice is unchanged.
     */
    whatsappUpdates: z.boolean().optional(),
  })
  .superRefine((order, context) => {
    if (order.paymentType !== 'cod') return;
    if (!order.captchaID) {
      context.addIssue({ code: 'custom', path: ['captchaID'], message: 'Captcha required.' });
    }
    if (!order.captcha) {
      context.addIssue({ code: 'custom', path: ['captcha'], message: 'Enter the captcha.' });
    }
  });
export type AddOrderBody = z.infer<typeof AddOrderBodySchema>;
export type AddOrderBodyInput = z.input<typeof AddOrderBodySchema>;

/**
 * docs/spec.md §4: status 1 → the order id (order placed, COD); status 2 → go to the payment page;
 * status 0 → a message to show ('Captcha Not Match.' and other refusals the page branches on).
 */
export const AddOrderAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(1), data: IdSchema }),
  z.object({ status: z.literal(2), data: z.object({ url: z.string().min(1) }) }),
  z.object({ status: z.literal(0), message: z.string() }),
]);
export type AddOrderAnswer = z.infer<typeof AddOrderAnswerSchema>;

// ---- Order status after payment (GET /customer/order-status/:id) ----

export const OrderStatusParamsSchema = z.object({ id: IdSchema });
export type OrderStatusParams = z.infer<typeof OrderStatusParamsSchema>;

/** 'pending' (ours): the payment provider has not answered yet; the result page polls. */
export const OrderStatusAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({
    orderStatus: z.enum(['success', 'failed', 'pending']),
    orderID: IdSchema,
  }),
});
export type OrderStatusAnswer = z.infer<typeof OrderStatusAnswerSchema>;

/** Checkout: the summary, coupon, captcha, placing the order and its payment state. */
export const checkoutEndpoints = {
  orderCheckout: defineEndpoint({
    method: 'GET',
    path: '/customer/order-checkout/:addressID',
    auth: 'customer',
    params: OrderCheckoutParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  orderCheckoutByPayment: defineEndpoint({
    method: 'GET',
    path: '/customer/order-checkout/:addressID/:paymentType',
    auth: 'customer',
    params: OrderCheckoutByPaymentParamsSchema,
    query: OrderCheckoutQuerySchema,
    answer: CheckoutAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external coupon host. */
  couponCheck: defineEndpoint({
    method: 'POST',
    path: '/customer/coupon/check',
    auth: 'customer',
    body: CouponCheckBodySchema,
    answer: CouponCheckAnswerSchema,
  }),
  /**
   * Ours: the COD captcha is issued and checked by the server (docs/decisions/product-owner.md).
   */
  captcha: defineEndpoint({
    method: 'GET',
    path: '/customer/captcha',
    auth: 'customer',
    answer: CaptchaAnswerSchema,
  }),
  addOrder: defineEndpoint({
    method: 'POST',
    path: '/customer/addorder',
    auth: 'customer',
    body: AddOrderBodySchema,
    answer: AddOrderAnswerSchema,
  }),
  orderStatus: defineEndpoint({
    method: 'GET',
    path: '/customer/order-status/:id',
    auth: 'customer',
    params: OrderStatusParamsSchema,
    answer: OrderStatusAnswerSchema,
  }),
} as const;
