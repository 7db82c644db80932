// A product's pictures in the back office: uploaded one file at a time as multipart
// form data (JPEG, PNG or WebP, at most 10 MB and 40 megapixels), put in order, removed.
import { z } from 'zod';
import { IdSchema, SuccessSchema, optionalQuery } from './fields.ts';

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
