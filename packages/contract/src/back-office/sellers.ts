// Sellers in the back office, for the operator: the list, a seller's standing (approve, reject,
// suspend, reinstate) and where each seller delivers. A seller's own shop profile is an account's
// (accounts.ts).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, IdSchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { SELLER_STATUSES } from '../back-office-constants.ts';
import { pageQuery, paged, searchText } from './lists.ts';

export const SellerStatusSchema = z.enum(SELLER_STATUSES);
export type SellerStatus = z.infer<typeof SellerStatusSchema>;

export const SellersQuerySchema = z.object({
  q: optionalQuery(searchText),
  status: optionalQuery(SellerStatusSchema),
  ...pageQuery,
});
export type SellersQuery = z.infer<typeof SellersQuerySchema>;

export const SellerRowSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  gstin: z.string(),
  status: SellerStatusSchema,
  productCount: z.number().int().min(0),
  createdAt: DateTimeSchema,
});
export type SellerRow = z.infer<typeof SellerRowSchema>;

export const SellersAnswerSchema = paged(SellerRowSchema);
export type SellersAnswer = z.infer<typeof SellersAnswerSchema>;

export const SellerStandingParamsSchema = z.object({ sellerID: IdSchema });

export const SellerStandingAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ sellerID: IdSchema, shopName: z.string(), status: SellerStatusSchema }),
});
export type SellerStandingAnswer = z.infer<typeof SellerStandingAnswerSchema>;

export const AdminSellerParamsSchema = z.object({ sellerID: IdSchema });
export type AdminSellerParams = z.infer<typeof AdminSellerParamsSchema>;

export const AdminSellerAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ sellerID: IdSchema, shopName: z.string(), status: z.literal('approved') }),
});
export type AdminSellerAnswer = z.infer<typeof AdminSellerAnswerSchema>;

// ---- Where a seller delivers ----

export const SERVICE_AREAS_MAX = 500;
export const DELIVERY_DAYS_MAX = 30;

/**
 * One area a seller serves. The longest matching prefix wins, so an area with neither prepaid nor
 * cash on delivery (and 0 days) carves a place out of a wider one: '744' inside '7' is "not here".
 */
export const ServiceAreaSchema = z
  .object({
    /** 1 to 6 leading digits of a pin code: '3020' covers 302000–302099; six digits are one pin. */
    pincodePrefix: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, 'Use the first 1 to 6 digits of a pin code.'),
    prepaid: z.boolean(),
    cod: z.boolean(),
    deliveryDays: z
      .number({ error: 'Enter the days to deliver.' })
      .int('Use whole days.')
      .min(0, 'Days cannot be negative.')
      .max(DELIVERY_DAYS_MAX, `At most ${DELIVERY_DAYS_MAX} days.`),
  })
  .refine((area) => !(area.prepaid || area.cod) || area.deliveryDays >= 1, {
    path: ['deliveryDays'],
    message: 'A place you deliver to takes at least 1 day.',
  });
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

export const ServiceAreasBodySchema = z
  .object({ areas: z.array(ServiceAreaSchema).max(SERVICE_AREAS_MAX) })
  .refine(
    (body) => new Set(body.areas.map((area) => area.pincodePrefix)).size === body.areas.length,
    { path: ['areas'], message: 'Each pin-code prefix may appear once.' },
  );
export type ServiceAreasBody = z.infer<typeof ServiceAreasBodySchema>;

export const ServiceAreasAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ sellerID: IdSchema, areas: z.array(ServiceAreaSchema) }),
});
export type ServiceAreasAnswer = z.infer<typeof ServiceAreasAnswerSchema>;

export const sellersBackOfficeEndpoints = {
  sellers: defineEndpoint({
    method: 'GET',
    path: '/admin/sellers',
    auth: 'admin',
    query: SellersQuerySchema,
    answer: SellersAnswerSchema,
  }),
  sellerApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/approve',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    answer: AdminSellerAnswerSchema,
  }),
  sellerReject: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/reject',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  sellerSuspend: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/suspend',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  sellerReinstate: defineEndpoint({
    method: 'POST',
    path: '/admin/sellers/:sellerID/reinstate',
    auth: 'admin',
    params: SellerStandingParamsSchema,
    answer: SellerStandingAnswerSchema,
  }),
  serviceAreas: defineEndpoint({
    method: 'GET',
    path: '/admin/sellers/:sellerID/service-areas',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    answer: ServiceAreasAnswerSchema,
  }),
  serviceAreasReplace: defineEndpoint({
    method: 'PUT',
    path: '/admin/sellers/:sellerID/service-areas',
    auth: 'admin',
    params: AdminSellerParamsSchema,
    body: ServiceAreasBodySchema,
    answer: ServiceAreasAnswerSchema,
  }),
} as const;
