import { z } from 'zod';

/** The closed set of error codes; `plugins/error-handler.ts` maps each to an HTTP status. */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PINCODE_NOT_SERVICEABLE',
  'PRICE_CHANGED',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorStatusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PINCODE_NOT_SERVICEABLE: 409,
  PRICE_CHANGED: 409,
  /** The same idempotency key sent with another body (Stripe's and Spree's convention). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload that is not one of the kinds accepted (a picture that is not JPEG, PNG or WebP). */
  UNSUPPORTED_MEDIA: 415,
  INTERNAL: 500,
  /**
   * The database is out of reach or every connection stayed busy past the bound (answered with
   * Retry-After), or the process is shutting down (readiness): try again, elsewhere or soon.
   */
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Every failure answer: an honest HTTP status, a message a person can read, and for 400 a map of
 * field → message (docs/spec.md §5 shows server validation as such a map). `Message` repeats `message`
 * because docs/spec.md §7 reads the address calls' failure text from `Message`.
 */
export const ErrorAnswerSchema = z.object({
  status: z.literal('error'),
  code: ErrorCodeSchema,
  message: z.string(),
  Message: z.string(),
  validation: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;
