// The back office's brands, with their Hindi names. Everyone in the back office reads them; the
// operator adds, renames and removes them.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema, SuccessSchema, hindiName, optionalQuery, requiredName } from '../fields.ts';
import { pageQuery, paged, searchText } from './lists.ts';

export const BrandsQuerySchema = z.object({ q: optionalQuery(searchText), ...pageQuery });
export type BrandsQuery = z.infer<typeof BrandsQuerySchema>;

export const BrandSchema = z.object({
  brandID: IdSchema,
  name: z.string(),
  /** Its name on the Hindi pages (देसी थ्रेड्स); null: they show the English one. */
  nameHi: z.string().nullable(),
  logoUrl: z.string(),
  productCount: z.number().int().min(0),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandsAnswerSchema = paged(BrandSchema);
export type BrandsAnswer = z.infer<typeof BrandsAnswerSchema>;

export const BrandBodySchema = z.object({
  name: requiredName(60),
  /** Its name on the Hindi pages, in Devanagari; '': none (they show `name`); absent: unchanged. */
  nameHi: hindiName(60).optional(),
});
export type BrandBody = z.infer<typeof BrandBodySchema>;

export const BrandParamsSchema = z.object({ brandID: IdSchema });
export type BrandParams = z.infer<typeof BrandParamsSchema>;

export const BrandSavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: BrandSchema,
});
export type BrandSavedAnswer = z.infer<typeof BrandSavedAnswerSchema>;

export const brandsBackOfficeEndpoints = {
  brands: defineEndpoint({
    method: 'GET',
    path: '/admin/brands',
    auth: 'backOffice',
    query: BrandsQuerySchema,
    answer: BrandsAnswerSchema,
  }),
  brandCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/brands',
    auth: 'admin',
    body: BrandBodySchema,
    answer: BrandSavedAnswerSchema,
  }),
  brandUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/brands/:brandID',
    auth: 'admin',
    params: BrandParamsSchema,
    body: BrandBodySchema,
    answer: BrandSavedAnswerSchema,
  }),
  /** Refused (409) while any product is of the brand; a featured brand leaves the home page. */
  brandDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/brands/:brandID',
    auth: 'admin',
    params: BrandParamsSchema,
    answer: BrandSavedAnswerSchema,
  }),
} as const;
