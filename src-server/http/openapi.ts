import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorParamsMap } from '../../src-shared/errors';
import type { AuthRule } from './auth';

/**
 * How every route is described in the OpenAPI document (docs/DESIGN.md §2): one place derives,
 * from what a route already declares (method, path, `config.auth`, schemas), its
 * `operationId`, `summary`, `description`, `security` and error responses, so a new route gets
 * them by being registered. A route declares only what cannot be derived:
 *
 *   config: { auth: { scope: 'orders:write' }, errors: [409] }   // statuses beyond the derived
 *   schema: { operationId: 'shopsStaffLogin', summary: 'Sign a staff member in', … }  // overrides
 *
 * Derived errors: 400 when the route reads a body, query or path; 401 when it takes a credential;
 * 403 when it needs a scope or role; 404 for `…/{id}/` paths and paged lists; 413 and 415 for
 * bodies; 414 for a query (its values may add up past the target's limit, http/hardening.ts).
 * Declare 409 (state conflicts), 429 (throttled) and 502/503/504 (the messaging platform) in
 * `config.errors`. Resource shapes get a component name with `.meta({ id })`.
 */

export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 502 | 503 | 504;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the route answers beyond the derived ones (see http/openapi.ts). */
    errors?: readonly ErrorStatus[];
    /** The route honours `Idempotency-Key` (http/idempotency.ts, docs/API.md). */
    idempotent?: boolean;
  }
}

const storeRef = z.object({ id: z.number().int(), title: z.string() });
const staffRef = z
  .object({ id: z.number().int(), username: z.string() })
  .nullable()
  .meta({ description: 'null: the account no longer exists' });
const time = z.string().meta({ description: "ISO 8601 with the shop's offset" });

/**
 * The `params` of each code that has them, as named components; `satisfies` keeps them the
 * shapes src-shared/errors.ts gives the screens.
 */
/** Seconds to wait before trying again, as in `Retry-After` (busy, database_unavailable). */
const retryAfterParams = z
  .object({ retry_after: z.number().int().meta({ description: 'Seconds, as in Retry-After' }) })
  .meta({ id: 'RetryAfterParams' });

const ERROR_PARAMS = {
  code_already_used: z
    .object({ store: storeRef, used_at: time, used_by: staffRef, order_number: z.number().int() })
    .meta({ id: 'CodeAlreadyUsedParams' }),
  code_expired: z
    .object({ expires_at: time, order_number: z.number().int() })
    .meta({ id: 'CodeExpiredParams' }),
  code_canceled: z.object({ order_number: z.number().int() }).meta({ id: 'CodeCanceledParams' }),
  code_not_used: z
    .object({
      key_status: z.enum(['unused', 'expired', 'canceled']),
      order_number: z.number().int(),
    })
    .meta({ id: 'CodeNotUsedParams' }),
  wrong_store: z
    .object({
      store: storeRef,
      used_at: time.nullable().meta({ description: 'When it was handed out there, if it was' }),
      used_by: staffRef.meta({ description: 'Who handed it out there, if anyone still known' }),
    })
    .meta({ id: 'WrongStoreParams' }),
  throttled: z
    .object({ retry_after: z.number().int().meta({ description: 'Seconds, as in Retry-After' }) })
    .meta({ id: 'ThrottledParams' }),
  busy: retryAfterParams,
  database_unavailable: retryAfterParams,
  notice_too_soon: retryAfterParams,
  server_error: z
    .object({
      request_id: z.string().meta({ description: 'As in X-Request-Id and the server log' }),
    })
    .meta({ id: 'ServerErrorParams' }),
  offline_at_out_of_range: z
    .object({
      offline_at: time.meta({ description: 'The hand-out time sent' }),
      hours: z.number().int().meta({ description: "The shop's offline_hand_out_hours" }),
    })
    .meta({ id: 'OfflineAtOutOfRangeParams' }),
  offline_clerk_not_allowed: z
    .object({
      staff_id: z.number().int().meta({ description: 'The clerk of the hand-out' }),
      offline_at: time.meta({ description: 'The hand-out time sent' }),
    })
    .meta({ id: 'OfflineClerkNotAllowedParams' }),
  too_many_rows: z
    .object({ limit: z.number().int().meta({ description: 'The most rows a file may hold' }) })
    .meta({ id: 'TooManyRowsParams' }),
} satisfies { [C in keyof ErrorParamsMap]: z.ZodType<ErrorParamsMap[C]> };

const paramsByCode = Object.entries(ERROR_PARAMS)
  .map(([code, schema]) => `\`${code}\`: ${String(schema.meta()?.id)}`)
  .join('; ');

/** The one error body of the API (docs/DESIGN.md §2), the `Error` component. */
export const errorOut = z
  .object({
    detail: z.string().meta({ description: 'A sentence for a person' }),
    code: z.string().meta({ description: 'Machine code: invalid, not_found, duplicate, …' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Validation failures by field path (`price_rule.value`)' }),
    params: z
      .union([
        ERROR_PARAMS.code_already_used,
        ERROR_PARAMS.code_expired,
        ERROR_PARAMS.code_canceled,
        ERROR_PARAMS.code_not_used,
        ERROR_PARAMS.wrong_store,
        ERROR_PARAMS.throttled,
        ERROR_PARAMS.server_error,
      ])
      .optional()
      .meta({
        description: `The facts \`detail\` names, for screens to build their own words from, by code: ${paramsByCode}.`,
      }),
  })
  .meta({ id: 'Error' });

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid body, query or path (`invalid`, with `errors` by field).',
  401: 'No valid credential (`not_authenticated`).',
  403: 'The credential lacks the scope or role (`permission_denied`).',
  404: 'Not found, or a page past the last (`not_found`).',
  409: 'Conflicts with the current state (a specific `code`, e.g. `duplicate`).',
  413: 'The body is larger than 1 MiB (`payload_too_large`).',
  414: 'The request target (path and query as sent, percent-encoded) is longer than 128 KiB (`uri_too_long`).',
  415: 'The body is not JSON (`unsupported_media_type`).',
  422: 'The `Idempotency-Key` was sent before with another body (`idempotency_key_reused`).',
  429: 'Too many attempts (`throttled`, with `Retry-After`).',
  502: 'The messaging platform answered with an error.',
  503: 'The messaging platform is not configured or unavailable.',
  504: 'The messaging platform did not answer in time.',
};

const IDEMPOTENT_NOTE =
  ' Honours `Idempotency-Key`: the same key and body within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) without doing it twice, across processes; the same key with another body is 422 `idempotency_key_reused`.';
const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .uuid()
    .optional()
    .meta({ description: 'A UUID of the client, one per write it means to make once.' }),
});

/** The areas of the API, declared as the document's tags. */
export const OPENAPI_TAGS = [
  { name: 'meta', description: 'Health and metrics of the service.' },
  { name: 'shops', description: 'Shop settings, sign-in, applications, stores, staff.' },
  { name: 'shippings', description: 'Shipping method groups, methods and places.' },
  { name: 'social', description: 'Messaging-platform authorization.' },
  { name: 'customers', description: 'Customers.' },
  {
    name: 'shopfront',
    description: 'The catalog: products, vendors, tags, articles, collections.',
  },
  { name: 'orders', description: 'Orders.' },
  { name: 'pick-up', description: 'Pick-up codes at the counter.' },
  { name: 'discounts', description: 'Price rules, coupons and coupon codes.' },
  { name: 'webhooks', description: 'Webhooks and their deliveries.' },
  { name: 'notifications', description: 'Pick-up notices to customers on WeChat and SMS.' },
  { name: 'loyalty', description: 'Member levels and points.' },
  { name: 'reports', description: 'Pick-up, staff and sales figures for the manager.' },
  { name: 'imports', description: 'Products and customers from CSV and xlsx files.' },
];

/** The `servers` entry: the service as `serve` starts it by default. */
export const OPENAPI_SERVERS = [
  {
    url: 'http://{host}:{port}',
    description: 'A Shopdesk service (`shopdesk serve --host … --port …`).',
    variables: { host: { default: '127.0.0.1' }, port: { default: '4350' } },
  },
];

export const SECURITY_SCHEMES = {
  staffToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Token <staff token>` from `staff_login` (a manager holds every scope).',
  },
  applicationToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An application token with scopes: `<area>:read` or `<area>:write` for the areas shippings, discounts, loyalty, shopfront, orders, customers, shops, social, webhooks, metrics (`metrics:read`: `GET /api/metrics`), or `read`/`write` for every area.',
  },
} as const;

const words = (segment: string) => segment.split(/[_-]/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (parts: string[]) =>
  parts.map((part, index) => (index === 0 ? part : capital(part))).join('');

/** A GET whose answer is a page or an array lists; any other GET retrieves. */
function isList(route: RouteOptions): boolean {
  const ok = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
  return ok instanceof z.ZodArray || (ok instanceof z.ZodObject && 'results' in ok.shape);
}

/** A paged list answers 404 for a page past the last. */
function isPaged(route: RouteOptions): boolean {
  const query = route.schema?.querystring;
  return route.method === 'GET' && query instanceof z.ZodObject && 'page' in query.shape;
}

const CRUD: Record<string, [suffix: string, verb: string]> = {
  GET: ['retrieve', 'Retrieve'],
  POST: ['create', 'Create'],
  PUT: ['update', 'Replace'],
  PATCH: ['partialUpdate', 'Update'],
  DELETE: ['destroy', 'Delete'],
};

/**
 * `operationId` and `summary` from the method and path, as drf-spectacular names Django REST
 * Framework operations: `shopfrontProductList`, `shopfrontProductRetrieve`, … ; a path ending
 * in an action after the resource (`order/{id}/cancel/`, `pick_up_code/check/`) is named after
 * the action (`ordersOrderCancel`).
 */
function derivedNames(route: RouteOptions): { operationId: string; summary: string } {
  const method = String(route.method);
  const segments = route.url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const statics = segments.filter((segment) => !segment.startsWith(':'));
  const [area, ...rest] = statics;
  const endsWithParameter = segments.at(-1)!.startsWith(':');
  const resource = (rest.length ? rest : [area!]).flatMap(words);
  const isAction = !endsWithParameter && (segments.length > 3 || statics.length > 2);
  if (isAction) {
    const [action, ...owner] = [...rest].reverse();
    const thing = owner.reverse().flatMap(words).join(' ');
    return {
      operationId: camel([area!, ...rest].flatMap(words)),
      summary: `${capital(thing)}: ${words(action!).join(' ')}`,
    };
  }
  const [suffix, verb] =
    method === 'GET' && isList(route) ? ['list', 'List'] : (CRUD[method] ?? [method, method]);
  return {
    operationId: camel([area!, ...rest.flatMap(words), suffix]),
    summary: `${verb} ${resource.join(' ')}`,
  };
}

/**
 * Who may call a route: in words, as OpenAPI `security`, and as `x-required-scopes` /
 * `x-required-role` (OpenAPI lists scopes in `security` for OAuth schemes only).
 */
function access(rule: AuthRule | undefined): {
  description: string;
  security: Record<string, string[]>[];
  extensions?: Record<string, unknown>;
} {
  if (!rule || 'public' in rule) {
    return rule?.identify
      ? {
          description:
            'Public; a caller who sends a credential is identified and may see more (unpublished or inactive items).',
          security: [{}, { staffToken: [] }, { applicationToken: [] }],
        }
      : { description: 'Public: no credential.', security: [] };
  }
  if ('scope' in rule) {
    const scopes = typeof rule.scope === 'string' ? [rule.scope] : [...rule.scope];
    return {
      description: `Needs the scope ${scopes.map((scope) => `\`${scope}\``).join(' or ')} (a manager's staff token has every scope).`,
      security: [{ staffToken: [] }, { applicationToken: [] }],
      extensions: { 'x-required-scopes': scopes },
    };
  }
  if ('staff' in rule) {
    return {
      description: 'Needs a staff token.',
      security: [{ staffToken: [] }],
      extensions: { 'x-required-role': 'staff' },
    };
  }
  return {
    description: "Needs a manager's staff token.",
    security: [{ staffToken: [] }],
    extensions: { 'x-required-role': 'manager' },
  };
}

/** The error statuses a route answers: derived from its declarations, plus `config.errors`. */
function errorStatuses(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const rule = route.config?.auth;
  const statuses = new Set<ErrorStatus>(route.config?.errors ?? []);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (rule && (!('public' in rule) || rule.identify)) statuses.add(401);
  if (rule && !('public' in rule)) statuses.add(403);
  if (schema.params || isPaged(route)) statuses.add(404);
  if (schema.querystring) statuses.add(414);
  if (schema.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.config?.idempotent) statuses.add(422);
  return [...statuses].sort();
}

/** Derives each API route's `operationId` when it gives none, and keeps them unique. */
export function registerOpenApiConventions(app: FastifyInstance) {
  const seen = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.schema || route.schema.hide || route.method === 'HEAD') return;
    // A copy: routes may share one schema object, each needs its own name.
    const operationId = route.schema.operationId ?? derivedNames(route).operationId;
    route.schema = { ...route.schema, operationId };
    const where = `${String(route.method)} ${route.url}`;
    const other = seen.get(operationId);
    if (other && other !== where)
      throw new Error(`${where} and ${other} share the operationId ${operationId}`);
    seen.set(operationId, where);
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** `@fastify/swagger`'s per-route transform: the zod schemas, then the derived documentation. */
export function openApiTransform(input: TransformInput) {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  const schema = input.schema as NonNullable<RouteOptions['schema']>;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const rule = route.config?.auth;
  const { summary } = derivedNames(route);
  const { description, security, extensions } = access(rule);
  const errors = Object.fromEntries(
    errorStatuses(route).map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: errorOut } },
      },
    ]),
  );
  const idempotent = route.config?.idempotent === true;
  return jsonSchemaTransform({
    ...input,
    schema: {
      summary,
      ...extensions,
      ...schema,
      // Documented only: the hook reads the header (http/idempotency.ts), not the validator.
      ...(idempotent && { headers: idempotencyHeader, 'x-idempotent': true }),
      description: `${schema.description ?? description}${idempotent ? IDEMPOTENT_NOTE : ''}`,
      security: schema.security ?? security,
      response: { ...errors, ...(schema.response as object) },
    },
  });
}

/** Every `#/components/schemas/<name>` referenced under `value`. */
function referencedSchemas(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        found.add(child.slice('#/components/schemas/'.length));
      else referencedSchemas(child, found);
    }
  }
}

/**
 * The whole-document transform: the named components, keeping only those in use (every named
 * zod schema yields an input and an output variant; most are used one way only).
 */
export function openApiTransformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input);
  const components = (document as { components: { schemas?: Record<string, unknown> } }).components;
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  referencedSchemas({ ...document, components: { ...components, schemas: {} } }, used);
  // Components referenced only from other components are in use too.
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
  }
  // By name, not in the order the modules happened to load their schemas: moving an import
  // must not reorder the document (docs/API.md, first paragraph).
  components.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return document;
}

/**
 * Names resource shapes as components of the document (`Product`, `PickUpCode`, …) instead of
 * inlining them anonymously at every use; each area's schemas file calls it once at its end.
 */
export function nameComponents(schemas: Record<string, z.ZodType>) {
  for (const [id, schema] of Object.entries(schemas)) z.globalRegistry.add(schema, { id });
}
