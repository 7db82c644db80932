/** A failed call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  /** The error envelope's code (`VALIDATION_FAILED`, `OUT_OF_STOCK`…), when it sent one. */
  readonly code: string | undefined;
  /** Field → message, from a 400 answer: a form shows each under its field. */
  readonly validation: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { code?: string; validation?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.validation = options.validation ?? {};
  }
}
