// Site calls: health, contact form, subscribe box, pin-code lookup and delivery availability.
import { z } from 'zod';
import {
  CalendarDateSchema,
  EmailSchema,
  IdSchema,
  MoneySchema,
  PincodeSchema,
  SuccessSchema,
  optionalQuery,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';

// ---- Health and readiness (ours) ----

/** The process is alive and serving; says nothing of the database (that is `ready`). */
export const HealthAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ live: z.literal(true) }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/** Ready for traffic: the database answered and its migrations match the code's. */
export const ReadyAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ db: z.literal('ok'), migrations: z.literal('applied') }),
});
export type ReadyAnswer = z.infer<typeof ReadyAnswerSchema>;

// ---- Contact and subscribe (ours: docs/decisions/product-owner.md wires both and stores them)
// ----

export const ContactBodySchema = z.object({
  name: z.string().trim().min(2, 'Enter your name.').max(70, 'Enter at most 70 characters.'),
  email: EmailSchema,
  subject: z.string().trim().min(3, 'Enter a subject.').max(150, 'Enter at most 150 characters.'),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(2000, 'Write at most 2000 characters.'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const SubscribeBodySchema = z.object({ email: EmailSchema });
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

// ---- Pin codes ----

export const PincodeParamsSchema = z.object({ pincode: PincodeSchema });
export type PincodeParams = z.infer<typeof PincodeParamsSchema>;

/**
 * Ours, replacing docs/spec.md's external location service; the answer keeps its shape (status 1 and
 * data[0] with Pincode, District, State, Country) and comes from the India Post directory.
 * District and State are the directory's English, what an address stores (a courier reads it);
 * `Shown` names them in the request's language for the page to show (docs/decisions/hindi.md).
 */
export const PincodeLookupAnswerSchema = z.object({
  status: z.literal(1),
  data: z.array(
    z.object({
      Pincode: z.string(),
      District: z.string(),
      State: z.string(),
      Country: z.string(),
      Shown: z.object({ District: z.string(), State: z.string(), Country: z.string() }).optional(),
    }),
  ),
});
export type PincodeLookupAnswer = z.infer<typeof PincodeLookupAnswerSchema>;

/** With `productID`, availability of that product's sellers; without, of any seller. */
export const PincodeAvailabilityQuerySchema = z.object({ productID: optionalQuery(IdSchema) });
export type PincodeAvailabilityQuery = z.infer<typeof PincodeAvailabilityQuerySchema>;

export const PincodeAvailabilitySchema = z.object({
  pincode: z.string(),
  /** Estimated delivery date. */
  deliveryDate: CalendarDateSchema,
  deliveryDays: z.number().int().min(0),
  cod: z.boolean(),
  prepaid: z.boolean(),
  /** Ours: the courier that would carry it, when the seller ships through one that answered. */
  courier: z.string().nullable(),
  /** Ours: whose date it is — the courier's own, or the shop's table of sellers' areas. */
  dateFrom: z.enum(['courier', 'shop']),
});
export type PincodeAvailability = z.infer<typeof PincodeAvailabilitySchema>;

/** docs/spec.md §7: available when `data` is non-empty; an empty list means not deliverable. */
export const PincodeAvailabilityAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(PincodeAvailabilitySchema),
});
export type PincodeAvailabilityAnswer = z.infer<typeof PincodeAvailabilityAnswerSchema>;

/** Ours and docs/spec.md §7's site calls: liveness and readiness, pin codes, contact, newsletter. */
// ---- The shop's terms as the server applies them (ours) ----

/**
 * The figures the policy pages promise, read from the settings the server applies (its
 * configuration and pricing rules), in rupees: the pages follow when the operator changes them
 * (docs/decisions/dark-patterns.md "The policy pages").
 */
export const ShopPolicySchema = z.object({
  returnWindowDays: z.number().int().min(0),
  codLimit: MoneySchema,
  freeShippingFrom: MoneySchema,
  shippingPerItem: MoneySchema,
  /** What a shopper pays for cancelling an order paid online once it has shipped; 0 for none. */
  cancelFeeShipped: MoneySchema,
  cancelFeeOutForDelivery: MoneySchema,
});
export type ShopPolicy = z.infer<typeof ShopPolicySchema>;

export const ShopPolicyAnswerSchema = z.object({ status: SuccessSchema, data: ShopPolicySchema });

export const siteEndpoints = {
  /** The shop's terms as the server applies them, for the policy pages. */
  shopPolicy: defineEndpoint({
    method: 'GET',
    path: '/public/shop-policy',
    auth: 'public',
    answer: ShopPolicyAnswerSchema,
  }),
  /** Liveness: the process serves HTTP (no database call), for a process supervisor. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    answer: HealthAnswerSchema,
  }),
  /**
   * Readiness, for a load balancer: the database answers and every migration is applied; 503
   * (the error envelope, code SERVICE_UNAVAILABLE) when not, and while the process shuts down.
   */
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    answer: ReadyAnswerSchema,
  }),
  pincodeAvailability: defineEndpoint({
    method: 'GET',
    path: '/public/availability/pincode/:pincode',
    auth: 'public',
    params: PincodeParamsSchema,
    query: PincodeAvailabilityQuerySchema,
    answer: PincodeAvailabilityAnswerSchema,
  }),
  /** Ours, replacing docs/spec.md's external location service. */
  pincodeLookup: defineEndpoint({
    method: 'GET',
    path: '/location/pincode/:pincode',
    auth: 'public',
    params: PincodeParamsSchema,
    answer: PincodeLookupAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the contact form. */
  contact: defineEndpoint({
    method: 'POST',
    path: '/public/contact',
    auth: 'public',
    body: ContactBodySchema,
    answer: MessageAnswerSchema,
  }),
  /** Ours: docs/decisions/product-owner.md wires the footer subscribe box. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/public/subscribe',
    auth: 'public',
    body: SubscribeBodySchema,
    answer: MessageAnswerSchema,
  }),
} as const;
