// The back office's category tree: three levels (main, category, sub-category), each with its
// Hindi name and place; a category says whether its products may be returned. Everyone in the back
// office reads it; the operator changes it.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema, SuccessSchema, hindiName, requiredName } from '../fields.ts';

export const CategoryLevelSchema = z.enum(['main', 'category', 'sub']);
export type CategoryLevel = z.infer<typeof CategoryLevelSchema>;

const CategoryNodeBase = z.object({
  id: IdSchema,
  name: z.string(),
  /** Its name on the Hindi pages; null: they show the English one. */
  nameHi: z.string().nullable(),
  order: z.number().int(),
  productCount: z.number().int().min(0),
});
export const CategoryTreeSchema = z.array(
  CategoryNodeBase.extend({
    categories: z.array(
      CategoryNodeBase.extend({
        /** Whether its products may be returned (docs/decisions/returns.md). */
        returnable: z.boolean(),
        /** Its products are sold packed: each names the rule 6(1) declarations (declarations.ts). */
        packaged: z.boolean(),
        /** Its packed products spoil: each gives a best-before. */
        perishable: z.boolean(),
        subCategories: z.array(CategoryNodeBase),
      }),
    ),
  }),
);
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

export const CategoryTreeAnswerSchema = z.object({
  status: SuccessSchema,
  data: CategoryTreeSchema,
});
export type CategoryTreeAnswer = z.infer<typeof CategoryTreeAnswerSchema>;

export const CategoryCreateBodySchema = z
  .object({
    level: CategoryLevelSchema,
    /** The main category of a new category, the category of a new sub-category. */
    parentID: IdSchema.optional(),
    name: requiredName(60),
    /** Its name on the Hindi pages, in Devanagari; absent or '': none (they show `name`). */
    nameHi: hindiName(60).optional(),
  })
  .refine((body) => (body.level === 'main') === (body.parentID === undefined), {
    path: ['parentID'],
    message: 'A category needs its main category, a sub-category its category; a main one none.',
  });
export type CategoryCreateBody = z.infer<typeof CategoryCreateBodySchema>;

export const CategoryParamsSchema = z.object({ level: CategoryLevelSchema, categoryID: IdSchema });
export type CategoryParams = z.infer<typeof CategoryParamsSchema>;

export const CategoryUpdateBodySchema = z.object({
  name: requiredName(60),
  /** Its name on the Hindi pages, in Devanagari; '': none (they show `name`); absent: unchanged. */
  nameHi: hindiName(60).optional(),
  /** Its place among its siblings, from 0. */
  order: z.number().int().min(0).max(10_000).optional(),
  /**
   * A category's (the second level's) products may be returned or not, e.g. innerwear and food
   * not (docs/decisions/returns.md); absent: unchanged.
   */
  returnable: z.boolean().optional(),
  /**
   * A category's products are packaged (each then needs the Legal Metrology declarations) or
   * perishable (each then needs a best-before); absent: unchanged
   * (docs/decisions/legal-declarations.md).
   */
  packaged: z.boolean().optional(),
  perishable: z.boolean().optional(),
});
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBodySchema>;

export const CategorySavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ level: CategoryLevelSchema, id: IdSchema, name: z.string() }),
});
export type CategorySavedAnswer = z.infer<typeof CategorySavedAnswerSchema>;

export const categoriesBackOfficeEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/admin/categories',
    auth: 'backOffice',
    answer: CategoryTreeAnswerSchema,
  }),
  categoryCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/categories',
    auth: 'admin',
    body: CategoryCreateBodySchema,
    answer: CategorySavedAnswerSchema,
  }),
  categoryUpdate: defineEndpoint({
    method: 'PUT',
    path: '/admin/categories/:level/:categoryID',
    auth: 'admin',
    params: CategoryParamsSchema,
    body: CategoryUpdateBodySchema,
    answer: CategorySavedAnswerSchema,
  }),
  categoryDelete: defineEndpoint({
    method: 'DELETE',
    path: '/admin/categories/:level/:categoryID',
    auth: 'admin',
    params: CategoryParamsSchema,
    answer: CategorySavedAnswerSchema,
  }),
} as const;
