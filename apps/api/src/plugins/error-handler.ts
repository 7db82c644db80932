// One place maps every failure to an honest HTTP status and the answer envelope of the contract
// (status 'error', code, message, Message, validation). 5xx answers never carry internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorStatusByCode, type ErrorAnswer, type ErrorCode } from '@haat/contract';
import { translateMessage } from '@haat/contract/translations';
import { languageFromHeader } from '../lib/language.ts';
import { AppError, ServiceUnavailableError } from '../lib/app-error.ts';
import { classifyDatabaseUnavailable, type DatabaseUnavailable } from '../lib/db-errors.ts';
import { RateLimitError } from '../lib/rate-limiter.ts';
import { StorageUnavailableError } from '../lib/object-store.ts';

export function buildErrorAnswer(
  code: ErrorCode,
  message: string,
  validation?: Record<string, string>,
): ErrorAnswer {
  return validation
    ? { status: 'error', code, message, Message: message, validation }
    : { status: 'error', code, message, Message: message };
}

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/**
 * The envelope is ours and always JSON: it is written with JSON.stringify, never with the route's
 * answer schema, which describes success (and, for POST /public/seller, its own 400 form) and
 * cannot serialise an error (FST_ERR_RESPONSE_SERIALIZATION became a 500 before).
 */
function sendError(reply: FastifyReply, status: number, answer: ErrorAnswer): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('vary', 'Accept-Language')
    .serializer(JSON.stringify)
    .send(inLanguageOf(reply.request, answer));
}

/**
 * The answer in the language the request asks for (Accept-Language: the storefront's Hindi pages
 * send hi-IN): the message and each field's, through @haat/contract's catalogues; a sentence
 * without a translation stays English (docs/decisions/hindi.md).
 */
function inLanguageOf(request: FastifyRequest, answer: ErrorAnswer): ErrorAnswer {
  const language = languageFromHeader(request.headers['accept-language']);
  if (language === 'en') return answer;
  const message = translateMessage(answer.message, language);
  const validation = answer.validation
    ? Object.fromEntries(
        Object.entries(answer.validation).map(([field, text]) => [
          field,
          translateMessage(text, language),
        ]),
      )
    : undefined;
  return buildErrorAnswer(answer.code, message, validation);
}

/**
 * Fastify's router refuses some addresses before any route or hook runs (a malformed escape, a
 * path parameter over 100 characters); `frameworkErrors` hands them here so they leave in the
 * envelope too, without echoing the address back.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? 'That address is too long.' : 'That address is not valid.';
  return sendError(reply, tooLong ? 414 : 400, buildErrorAnswer('VALIDATION_FAILED', message));
}

/**
 * A request the database could not serve (lib/db-errors.ts) is the client's to retry, not a bug:
 * 503 with Retry-After. node-postgres's pool replaces broken connections by itself, so the next
 * request after the database returns is served again without a restart.
 */
const DATABASE_UNAVAILABLE: Record<DatabaseUnavailable, { message: string; retryAfter: number }> = {
  busy: {
    message: 'The shop is very busy right now. Please try again in a moment.',
    retryAfter: 2,
  },
  down: {
    message: 'The shop cannot reach its database right now. Please try again shortly.',
    retryAfter: 10,
  },
};

/** Every failure → status and envelope; the app's error handler, and the base of a scope's own. */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // A request a route's schema refuses arrives here as an AppError too (lib/validation.ts's
  // validatorCompiler): 400 with docs/spec.md §5's field → message map.
  if (error instanceof AppError) {
    const status = ErrorStatusByCode[error.code];
    if (status >= 500 && !(error instanceof ServiceUnavailableError))
      request.log.error({ err: error }, 'request failed');
    // The shopper reads "try again"; the operator needs what the store or the gateway answered.
    if (error instanceof StorageUnavailableError)
      request.log.warn({ err: error.cause }, 'file storage unavailable');
    else if (error instanceof ServiceUnavailableError && error.cause !== undefined)
      request.log.warn({ err: error }, 'a service the answer needs is unavailable');
    if (error instanceof RateLimitError || error instanceof ServiceUnavailableError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    return sendError(reply, status, buildErrorAnswer(error.code, error.message, error.validation));
  }
  const unavailable = classifyDatabaseUnavailable(error);
  if (unavailable) {
    const { message, retryAfter } = DATABASE_UNAVAILABLE[unavailable];
    request.log.warn({ err: error, database: unavailable }, 'database unavailable');
    reply.header('Retry-After', String(retryAfter));
    return sendError(reply, 503, buildErrorAnswer('SERVICE_UNAVAILABLE', message));
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'answer does not match the contract',
    );
    return sendError(reply, 500, buildErrorAnswer('INTERNAL', 'Internal Server Error.'));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status < 500) {
    const code = STATUS_TO_CODE[status] ?? 'VALIDATION_FAILED';
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) say what went wrong.
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? 'The request body is not valid JSON.'
        : error.message;
    return sendError(
      reply,
      status,
      buildErrorAnswer(code, message, status === 400 ? { request: message } : undefined),
    );
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, buildErrorAnswer('INTERNAL', 'Internal Server Error.'));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * For a scope whose route reads a multipart form: the form parser (busboy) fails on a broken body
 * (a truncated part, a bad header) with a plain Error and no status, which would answer 500. A
 * failure before the form reached `request.body` is the client's; later ones keep their status.
 */
export function registerFormErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const unreadForm =
      request.body === undefined &&
      typeof error.statusCode !== 'number' &&
      !(error instanceof AppError);
    if (!unreadForm) return answerError(error, request, reply);
    request.log.info({ err: error }, 'multipart form could not be read');
    const message = 'The form could not be read. Please send it again.';
    return sendError(
      reply,
      400,
      buildErrorAnswer('VALIDATION_FAILED', message, { request: message }),
    );
  });
}
