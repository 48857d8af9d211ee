import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorParams, FieldErrors } from '../../src-shared/errors';
import { AmountTooLargeError } from '../lib/money';
import { HashingBusyError } from '../lib/passwords';
import { DatabaseBusyError, DatabaseUnavailableError } from '../db/errors';
import { fieldMessage, localiseErrorBody } from '../lib/i18n';
import { registerLanguage } from './language';

export {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  type FieldErrors,
} from '../../src-shared/errors';

/**
 * The one error type of the API; the error handler turns it into docs/DESIGN.md §2's body. `params`
 * are the facts `detail` names, typed by code (src-shared/errors.ts): screens read them.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly code: C;
  readonly errors?: FieldErrors;
  readonly params?: ErrorParams<C>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: C,
    detail: string,
    options: {
      errors?: FieldErrors;
      params?: ErrorParams<C>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.params = options.params;
    this.headers = options.headers;
  }
}

export const invalid = (errors: FieldErrors, detail = 'The request has invalid fields.') =>
  new ApiError(400, 'invalid', detail, { errors });

export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });

export const notFound = (detail = 'Not found.') => new ApiError(404, 'not_found', detail);

export const conflict = <C extends ErrorCode>(code: C, detail: string, params?: ErrorParams<C>) =>
  new ApiError(409, code, detail, { params });

/** Joins a validation path the way the API names fields: `price_rule.value`, `0.customer_id`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'non_field_errors' : path.map(String).join('.');
}

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

// Fastify's own errors (content type, size, JSON syntax) mapped onto the API's codes.
const fastifyCodes: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid',
    detail: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'The request body is too large (1 MiB at most; 64 KiB before signing in).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid',
    detail: 'The body is empty but the Content-Type says JSON.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid',
    detail: 'The body is not valid JSON.',
  },
};

const FILE_NOT_THERE = new Set(['ENAMETOOLONG', 'ENOTDIR', 'EISDIR', 'ELOOP']);

/** SQLite's "database or disk is full", the system's ENOSPC, PostgreSQL's disk_full. */
function isStorageFull(error: { code?: string }) {
  return error.code === 'SQLITE_FULL' || error.code === 'ENOSPC' || error.code === '53100';
}

/** The errors of the layers below HTTP (lib/, db/) that the API answers in its own words. */
function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof AmountTooLargeError)
    return new ApiError(400, 'amount_too_large', error.message);
  // Not the request's fault: the same request may be sent again (docs/RELIABILITY.md); a
  // line's wait past its budget is overload (docs/DESIGN.md §13), answered like contention.
  if (error instanceof DatabaseBusyError || error instanceof HashingBusyError)
    return new ApiError(503, 'busy', error.message, {
      headers: { 'Retry-After': String(error.retryAfter) },
      params: { retry_after: error.retryAfter },
    });
  if (error instanceof DatabaseUnavailableError)
    return new ApiError(
      503,
      'database_unavailable',
      'The database cannot be reached right now: nothing was changed. Try again shortly.',
      {
        headers: { 'Retry-After': String(error.retryAfter) },
        params: { retry_after: error.retryAfter },
      },
    );
  return null;
}

/**
 * An outage is logged once by the app (`onAvailability`); its failed requests at debug level,
 * not one error line each. A busy transaction is a warning.
 */
function logDatabaseTrouble(error: unknown, request: FastifyRequest) {
  if (error instanceof DatabaseUnavailableError) {
    request.log.debug({ reason: error.reason }, 'the database is unavailable');
  } else if (error instanceof DatabaseBusyError && error.why === 'contention') {
    request.log.warn('a transaction kept losing to concurrent ones: answered 503 busy');
  } else if (error instanceof DatabaseBusyError || error instanceof HashingBusyError) {
    // Counted by `shopdesk_busy_total`; one line per refusal would flood the log at a peak.
    request.log.debug(
      { line: error instanceof HashingBusyError ? 'hashing' : 'database' },
      'a line waited past its budget: answered 503 busy',
    );
  }
}

/**
 * The status and body the error handler answers an error with (streamed answers use it too),
 * in the request's language (docs/API.md, "Languages").
 */
export function toErrorBody(
  thrown: FastifyError | ApiError,
  request: FastifyRequest,
): [number, ErrorBody] {
  logDatabaseTrouble(thrown, request);
  const error = asApiError(thrown) ?? thrown;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Zod's own checks are said from the issue's facts, which only this branch still has.
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter((part: string) => part !== '');
      const facts = { code: issue.keyword, facts: issue.params };
      addError(
        errors,
        fieldPath(path),
        fieldMessage(issue.message ?? 'Invalid value.', request.lang, facts),
      );
    }
    const where = error.validationContext === 'body' ? 'body' : 'query or path';
    const body: ErrorBody = { detail: `The request ${where} has invalid fields.`, code: 'invalid' };
    return [400, { ...localiseErrorBody(body, request.lang), errors }];
  }
  const [status, body] = englishErrorBody(error, request);
  return [status, localiseErrorBody(body, request.lang)];
}

/** An error's status and body, as the code wrote them (in English). */
function englishErrorBody(
  error: FastifyError | ApiError,
  request: FastifyRequest,
): [number, ErrorBody] {
  if (error instanceof ApiError) {
    const body: ErrorBody = { detail: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.params) body.params = error.params;
    return [error.status, body];
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return [known.status, { detail: known.detail, code: known.code }];
  if (error.name === 'SyntaxError' || error.statusCode === 400) {
    return [400, { detail: 'The request could not be read.', code: 'invalid' }];
  }
  if (error.statusCode === 413) {
    return [413, fastifyCodes.FST_ERR_CTP_BODY_TOO_LARGE!];
  }
  if (error.statusCode === 415) {
    return [415, fastifyCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE!];
  }
  // A static file path the file system cannot hold or walk names no file (docs/SECURITY.md).
  if (error.code && FILE_NOT_THERE.has(error.code))
    return [404, { detail: 'Not found.', code: 'not_found' }];
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'the disk is full');
    return [
      507,
      {
        detail:
          'The disk is full: nothing was saved. Free some space on this computer and try again.',
        code: 'insufficient_storage',
      },
    ];
  }
  request.log.error({ err: error }, 'unhandled error');
  // The request id leads from a clerk's screenshot to the log line with the stack.
  return [
    500,
    {
      detail: `Something went wrong on our side (request ${request.id}).`,
      code: 'server_error',
      params: { request_id: request.id },
    },
  ];
}

declare module 'fastify' {
  interface FastifyReply {
    /** The code of the error answered, if one was (the metrics count refusals by it). */
    errorCode: ErrorCode | null;
  }
}

/** Sends an error body, its fields in the documented order: detail, code, errors, params. */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  return sendLocalisedError(reply, status, localiseErrorBody(body, reply.request.lang));
}

function sendLocalisedError(reply: FastifyReply, status: number, body: ErrorBody) {
  const { detail, code, errors, params } = body;
  reply.errorCode = code;
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ detail, code, ...(errors && { errors }), ...(params && { params }) });
}

export function registerErrorHandling(app: FastifyInstance) {
  // Error answers are in the request's language (docs/API.md, "Languages").
  if (!app.hasRequestDecorator('lang')) registerLanguage(app);
  app.decorateReply('errorCode', null);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const [status, body] = toErrorBody(error, request);
    const headers = asApiError(error)?.headers;
    if (headers) reply.headers(headers);
    return sendLocalisedError(reply, status, body);
  });
}
