import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorParams, FieldErrors } from '../../src-shared/errors';
import { AmountTooLargeError } from '../lib/money';
import { HashingBusyError } from '../lib/passwords';
import { DatabaseBusyError, DatabaseUnavailableError } from '../db/errors';
import { asMessage, fieldMessage, msg, render, type Said, sayDetail } from '../lib/i18n';
import { registerLanguage } from './language';

export {
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  type FieldErrors,
} from '../../src-shared/errors';

/**
 * Field path → what is wrong with it: messages (`msg(...)`, or zod's message strings that
 * stand for them; docs/ARCHITECTURE.md "Messages").
 */
export type FieldMessages = Record<string, Said[]>;

/** A text said in English (the CLI, the logs and `error.message` read English). */
const english = (said: Said) => {
  const message = asMessage(said);
  return message ? render(message, 'en') : (said as string);
};

const englishFields = (errors: FieldMessages): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, list]) => [path, list.map(english)]));

/**
 * The one error type of the API; the error handler turns it into docs/DESIGN.md §2's body. `params`
 * are the facts `detail` names, typed by code (src-shared/errors.ts): screens read them.
 * `detail` is a message, said in the request's language when answered; `message` and `errors`
 * are the English (the command line prints them).
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly code: C;
  readonly detail: Said;
  readonly errors?: FieldErrors;
  readonly fieldMessages?: FieldMessages;
  readonly params?: ErrorParams<C>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: C,
    detail: Said,
    options: {
      errors?: FieldMessages;
      params?: ErrorParams<C>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(english(detail));
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldMessages = options.errors;
    this.errors = options.errors && englishFields(options.errors);
    this.params = options.params;
    this.headers = options.headers;
  }
}

export const invalid = (errors: FieldMessages, detail: Said = msg('request.invalid_fields')) =>
  new ApiError(400, 'invalid', detail, { errors });

export const fieldError = (field: string, message: Said) => invalid({ [field]: [message] });

export const notFound = (detail: Said = msg('request.not_found')) =>
  new ApiError(404, 'not_found', detail);

export const conflict = <C extends ErrorCode>(code: C, detail: Said, params?: ErrorParams<C>) =>
  new ApiError(409, code, detail, { params });

/** Joins a validation path the way the API names fields: `price_rule.value`, `0.customer_id`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'non_field_errors' : path.map(String).join('.');
}

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

// Fastify's own errors (content type, size, JSON syntax) mapped onto the API's codes.
const fastifyCodes: Record<string, { status: number; code: ErrorCode; detail: Said }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: msg('request.json_only'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid',
    detail: msg('request.content_length_mismatch'),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: msg('request.body_too_large'),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid',
    detail: msg('request.json_body_empty'),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid',
    detail: msg('request.json_invalid'),
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
    return new ApiError(400, 'amount_too_large', error.detail);
  // Not the request's fault: the same request may be sent again (docs/RELIABILITY.md); a
  // line's wait past its budget is overload (docs/DESIGN.md §13), answered like contention.
  if (error instanceof DatabaseBusyError || error instanceof HashingBusyError)
    return new ApiError(503, 'busy', error.detail, {
      headers: { 'Retry-After': String(error.retryAfter) },
      params: { retry_after: error.retryAfter },
    });
  if (error instanceof DatabaseUnavailableError)
    return new ApiError(503, 'database_unavailable', msg('request.database_unavailable'), {
      headers: { 'Retry-After': String(error.retryAfter) },
      params: { retry_after: error.retryAfter },
    });
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
        fieldMessage(issue.message ?? msg('field.invalid_value'), request.lang, facts),
      );
    }
    const where = error.validationContext === 'body' ? 'body' : 'query';
    const detail = render(msg(`request.${where}_invalid_fields`), request.lang);
    return [400, { detail, code: 'invalid', errors }];
  }
  const [status, said] = saidErrorBody(error, request);
  return [status, inLanguage(said, request.lang)];
}

/** An error body as the code wrote it: its detail and field messages not said yet. */
interface SaidBody {
  detail: Said;
  code: ErrorCode;
  errors?: FieldMessages;
  params?: ErrorParams;
}

/** The body said in `language` (docs/API.md, "Languages"); code and params stay as they are. */
function inLanguage(said: SaidBody, language: FastifyRequest['lang'] | undefined): ErrorBody {
  const lang = language ?? 'en';
  const params = said.params as Record<string, unknown> | undefined;
  const body: ErrorBody = {
    detail: sayDetail(said.detail, lang, said.code, params),
    code: said.code,
  };
  if (said.errors) {
    body.errors = Object.fromEntries(
      Object.entries(said.errors).map(([path, list]) => [
        path,
        list.map((one) => fieldMessage(one, lang)),
      ]),
    );
  }
  if (said.params) body.params = said.params;
  return body;
}

/** An error's status and body, as the code wrote them. */
function saidErrorBody(
  error: FastifyError | ApiError,
  request: FastifyRequest,
): [number, SaidBody] {
  if (error instanceof ApiError) {
    const body: SaidBody = { detail: error.detail, code: error.code };
    if (error.fieldMessages) body.errors = error.fieldMessages;
    if (error.params) body.params = error.params;
    return [error.status, body];
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return [known.status, { detail: known.detail, code: known.code }];
  if (error.name === 'SyntaxError' || error.statusCode === 400) {
    return [400, { detail: msg('request.unreadable'), code: 'invalid' }];
  }
  if (error.statusCode === 413) {
    return [413, fastifyCodes.FST_ERR_CTP_BODY_TOO_LARGE!];
  }
  if (error.statusCode === 415) {
    return [415, fastifyCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE!];
  }
  // A static file path the file system cannot hold or walk names no file (docs/SECURITY.md).
  if (error.code && FILE_NOT_THERE.has(error.code))
    return [404, { detail: msg('request.not_found'), code: 'not_found' }];
  if (isStorageFull(error)) {
    request.log.error({ err: error }, 'the disk is full');
    return [507, { detail: msg('request.disk_full'), code: 'insufficient_storage' }];
  }
  request.log.error({ err: error }, 'unhandled error');
  // The request id leads from a clerk's screenshot to the log line with the stack.
  return [
    500,
    {
      detail: msg('request.server_error', { id: request.id }),
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
export function sendError(reply: FastifyReply, status: number, body: SaidBody) {
  return sendLocalisedError(reply, status, inLanguage(body, reply.request.lang));
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
    // A path the static files refuse to look up (an encoded backslash: `/a%5Cb`) names no file:
    // it is an unknown path, answered as every other one (the app's page, or 404).
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const [status, body] = toErrorBody(error, request);
    const headers = asApiError(error)?.headers;
    if (headers) reply.headers(headers);
    return sendLocalisedError(reply, status, body);
  });
}
