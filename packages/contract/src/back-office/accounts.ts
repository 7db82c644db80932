// Accounts of the back office: the operator's and a seller's sign-in, who is signed in, a
// password change, another operator added, and a seller's own shop profile.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { LoginAnswerSchema, LoginBodySchema } from '../auth.ts';
import {
  EmailSchema,
  GivenPasswordSchema,
  IdSchema,
  NewPasswordSchema,
  SuccessSchema,
} from '../fields.ts';

// ---- Who is signed in ----

export const BackOfficeRoleSchema = z.enum(['operator', 'seller']);
export type BackOfficeRole = z.infer<typeof BackOfficeRoleSchema>;

export const BackOfficeMeAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    role: BackOfficeRoleSchema,
    id: IdSchema,
    email: z.string(),
    /** The seller's shop; absent for the operator. */
    shopName: z.string().optional(),
  }),
});
export type BackOfficeMeAnswer = z.infer<typeof BackOfficeMeAnswerSchema>;

export const BackOfficePasswordBodySchema = z.object({
  currentPassword: GivenPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type BackOfficePasswordBody = z.infer<typeof BackOfficePasswordBodySchema>;

// ---- Another operator ----

export const AdminCreateBodySchema = z.object({ email: EmailSchema, password: NewPasswordSchema });
export type AdminCreateBody = z.infer<typeof AdminCreateBodySchema>;

export const AdminCreateAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ adminID: IdSchema, email: z.string() }),
});
export type AdminCreateAnswer = z.infer<typeof AdminCreateAnswerSchema>;

// ---- A seller's own shop ----

export const SellerProfileSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  description: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gstin: z.string(),
  logoUrl: z.string().nullable(),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

export const SellerProfileAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
  data: SellerProfileSchema,
});
export type SellerProfileAnswer = z.infer<typeof SellerProfileAnswerSchema>;

/** What a seller may change of their shop themselves; name, GSTIN and address go through the operator. */
export const SellerProfileBodySchema = z.object({
  description: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
  email: EmailSchema,
});
export type SellerProfileBody = z.infer<typeof SellerProfileBodySchema>;

export const accountsBackOfficeEndpoints = {
  /** Ours: the operator's sign-in; the token it answers carries role 'admin'. */
  adminLogin: defineEndpoint({
    method: 'POST',
    path: '/admin/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  sellerLogin: defineEndpoint({
    method: 'POST',
    path: '/seller/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/admin/me',
    auth: 'backOffice',
    answer: BackOfficeMeAnswerSchema,
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/admin/password',
    auth: 'backOffice',
    body: BackOfficePasswordBodySchema,
    answer: LoginAnswerSchema,
  }),
  adminCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/admins',
    auth: 'admin',
    body: AdminCreateBodySchema,
    answer: AdminCreateAnswerSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/seller/profile',
    auth: 'seller',
    answer: SellerProfileAnswerSchema,
  }),
  profileUpdate: defineEndpoint({
    method: 'PUT',
    path: '/seller/profile',
    auth: 'seller',
    body: SellerProfileBodySchema,
    answer: SellerProfileAnswerSchema,
  }),
} as const;
