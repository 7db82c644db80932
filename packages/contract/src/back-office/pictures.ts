// Pictures in the back office, uploaded one file at a time as multipart form data (JPEG, PNG or
// WebP, at most 10 MB and 40 megapixels): a product's, put in order and removed; and the
// operator's pictures for the storefront's content (a banner, an offer's banner, a card).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema, SuccessSchema, optionalQuery } from '../fields.ts';

// ---- A product's pictures ----

export const PictureUploadParamsSchema = z.object({ productID: IdSchema });
/** The colour the picture shows, for a product with colours; none for the product as a whole. */
export const PictureUploadQuerySchema = z.object({ colorID: optionalQuery(IdSchema) });
export type PictureUploadQuery = z.infer<typeof PictureUploadQuerySchema>;

export const PictureParamsSchema = z.object({ productID: IdSchema, pictureID: IdSchema });
export type PictureParams = z.infer<typeof PictureParamsSchema>;

export const PictureOrderBodySchema = z.object({
  pictureIDs: z.array(IdSchema).max(100, 'At most 100 pictures.'),
});
export type PictureOrderBody = z.infer<typeof PictureOrderBodySchema>;

export const PictureAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    pictureID: IdSchema,
    /** `/media/pictures/{id}/{W}x{H}.webp`: its widths are `/media/pictures/{id}/{w}.webp`. */
    url: z.string(),
    colorID: IdSchema.nullable(),
    order: z.number().int().min(0),
  }),
});
export type PictureAnswer = z.infer<typeof PictureAnswerSchema>;

export const PictureOrderAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ pictureIDs: z.array(IdSchema) }),
});
export type PictureOrderAnswer = z.infer<typeof PictureOrderAnswerSchema>;

// ---- A picture for the content ----

/**
 * An uploaded content picture, sent as multipart form data with the product pictures' rules
 * (above: JPEG, PNG or WebP, at most 10 MB and 40 megapixels). `url` is what the content
 * entry keeps (`imageUrl`, `bannerUrl`): `/media/pictures/{id}/{W}x{H}.webp`, its largest WebP;
 * each width is also at `/media/pictures/{id}/{w}.webp` and in the upload's own format.
 */
export const ContentPictureAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    url: z.string(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    widths: z.array(z.number().int().min(1)),
  }),
});
export type ContentPictureAnswer = z.infer<typeof ContentPictureAnswerSchema>;

export const picturesBackOfficeEndpoints = {
  pictureUpload: defineEndpoint({
    method: 'POST',
    path: '/admin/products/:productID/pictures',
    auth: 'backOffice',
    params: PictureUploadParamsSchema,
    query: PictureUploadQuerySchema,
    multipart: true,
    answer: PictureAnswerSchema,
  }),
  pictureOrder: defineEndpoint({
    method: 'PUT',
    path: '/admin/products/:productID/pictures/order',
    auth: 'backOffice',
    params: PictureUploadParamsSchema,
    body: PictureOrderBodySchema,
    answer: PictureOrderAnswerSchema,
  }),
  pictureDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/products/:productID/pictures/:pictureID',
    auth: 'backOffice',
    params: PictureParamsSchema,
    answer: PictureOrderAnswerSchema,
  }),
  /** One picture (multipart, field `file`) for a banner, an offer or a card; answers its URL. */
  contentPicture: defineEndpoint({
    method: 'POST',
    path: '/admin/content/pictures',
    auth: 'admin',
    multipart: true,
    answer: ContentPictureAnswerSchema,
  }),
} as const;
