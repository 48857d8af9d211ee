import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/tables/shops';
import { type Message, msg } from '../lib/i18n';
import { ApiError } from './errors';

/**
 * What a route requires (docs/DESIGN.md §3): nothing, a scope (`shippings:read`; several mean any of
 * them), any staff token, or a manager's staff token. A public route with `identify` also
 * identifies a caller who sends a credential (an unknown one is 401 as anywhere), for public
 * reads that show such callers more (the shop front's unpublished items).
 */
export type AuthRule =
  | { public: true; identify?: true }
  | { scope: string | readonly string[] }
  | { staff: true }
  | { manager: true };

export interface ApplicationPrincipal {
  kind: 'application';
  applicationId: number;
  scopes: ReadonlySet<string>;
}

export interface StaffPrincipal {
  kind: 'staff';
  staffId: number;
  username: string;
  role: StaffRole;
  storeId: number | null;
  tokenId: number;
}

export type Principal = ApplicationPrincipal | StaffPrincipal;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Looks a token up by its hash; null when unknown, revoked or expired; `deactivated` when it
 * is a live token of an account a manager deactivated (the user is told so, not "expired").
 */
export interface CredentialResolver {
  findStaff(tokenHash: string, now: number): Promise<StaffPrincipal | 'deactivated' | null>;
  findApplication(tokenHash: string): Promise<ApplicationPrincipal | null>;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `area:read` is satisfied by itself or by the general `read` (likewise for write). */
export function hasScope(
  granted: ReadonlySet<string>,
  required: string | readonly string[],
): boolean {
  const options = typeof required === 'string' ? [required] : required;
  return options.some(
    (scope) => granted.has(scope) || granted.has(scope.slice(scope.indexOf(':') + 1)),
  );
}

const notAuthenticated = (
  detail: Message,
  code: 'not_authenticated' | 'account_deactivated' = 'not_authenticated',
) =>
  new ApiError(401, code, detail, {
    headers: { 'WWW-Authenticate': 'Token realm="shopdesk", Bearer realm="shopdesk"' },
  });

const permissionDenied = (detail: Message) => new ApiError(403, 'permission_denied', detail);

/**
 * The `Authorization` header when its scheme is one we issue; a header of another scheme
 * (an existing client's `CustomerToken …`, `Basic …`) is no credential at all (docs/DESIGN.md §2).
 */
function ourCredential(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header && /^\s*(?:Token|Bearer)(?:\s|$)/i.test(header) ? header : undefined;
}

async function authenticate(
  request: FastifyRequest,
  resolver: CredentialResolver,
  now: number,
): Promise<Principal> {
  const header = ourCredential(request);
  if (!header) throw notAuthenticated(msg('auth.no_credentials'));
  const match = /^\s*(Token|Bearer)\s+(\S+)\s*$/i.exec(header);
  if (!match) throw notAuthenticated(msg('auth.credential_format'));
  const scheme = match[1]!.toLowerCase();
  const hash = hashToken(match[2]!);
  // "Token" is the staff scheme; "Bearer" is the application scheme and takes staff tokens too.
  const principal =
    (scheme === 'bearer' ? await resolver.findApplication(hash) : null) ??
    (await resolver.findStaff(hash, now));
  if (principal === 'deactivated')
    throw notAuthenticated(msg('auth.account_deactivated'), 'account_deactivated');
  if (!principal) throw notAuthenticated(msg('auth.credential_unknown'));
  return principal;
}

/** Whether a caller (null: anonymous) holds a scope; a manager holds every scope. */
export function grants(principal: Principal | null, scope: string): boolean {
  if (!principal) return false;
  if (principal.kind === 'staff') return principal.role === 'manager';
  return hasScope(principal.scopes, scope);
}

function authorize(principal: Principal, rule: Exclude<AuthRule, { public: true }>) {
  const manager = principal.kind === 'staff' && principal.role === 'manager';
  if ('scope' in rule) {
    // A manager acts as the shop owner: every scope.
    if (manager) return;
    if (principal.kind === 'application' && hasScope(principal.scopes, rule.scope)) return;
    const needed = typeof rule.scope === 'string' ? rule.scope : rule.scope.join(' or ');
    throw permissionDenied(msg('auth.scope_needed', { scope: needed }));
  }
  if ('staff' in rule) {
    if (principal.kind === 'staff') return;
    throw permissionDenied(msg('auth.staff_token_needed'));
  }
  if (manager) return;
  throw permissionDenied(msg('auth.manager_only'));
}

/** The largest body a route open to anyone reads (the others take up to 1 MiB). */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/** One hook enforces every route's declared rule; API routes must declare one. */
export function registerAuth(
  app: FastifyInstance,
  resolver: CredentialResolver,
  now: () => number,
) {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, auth: { public: true } };
      return;
    }
    if (!route.config?.auth)
      throw new Error(`Route ${route.method} ${route.url} declares no auth rule`);
    // What anyone may send before signing in is small (docs/SECURITY.md): a sign-in or a
    // pick-up confirmation is a few fields, and a body's cost grows with its size.
    if ('public' in route.config.auth) route.bodyLimit ??= PUBLIC_BODY_LIMIT;
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.auth;
    if (!rule) return;
    if ('public' in rule) {
      if (rule.identify && ourCredential(request))
        request.principal = await authenticate(request, resolver, now());
      return;
    }
    const principal = await authenticate(request, resolver, now());
    // Known before the rule is checked: a refused request's log line names who was refused.
    request.principal = principal;
    authorize(principal, rule);
  });
}

/** The principal of a route that declared a non-public rule. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf() on a public route');
  return request.principal;
}

/** Who does something at a counter, and from where (a staff token's holder). */
export interface Actor {
  staffId: number;
  username: string;
  role: StaffRole;
  /** The staff member's store; a manager may have none (he sees every store). */
  storeId: number | null;
  ip: string;
}

/** The actor of a route with a staff rule (`{ staff: true }` or `{ manager: true }`). */
export function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  if (principal.kind !== 'staff') throw new Error('actorOf() on a route open to applications');
  return {
    staffId: principal.staffId,
    username: principal.username,
    role: principal.role,
    storeId: principal.storeId,
    ip: request.ip,
  };
}

export const isManager = (actor: Actor) => actor.role === 'manager';
