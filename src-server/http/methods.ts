import type { FastifyInstance } from 'fastify';

/**
 * The methods of each route path, for the 405 of a known path asked with another method
 * (docs/API.md, "Errors"): Fastify answers an unrouted method as an unknown path.
 */
export interface MethodTable {
  /** The methods `path` (a request's path, no query) has, sorted; null: no route has the path. */
  allowed(path: string): string[] | null;
}

/** `/api/shopfront/product/:id/` → a regular expression of the paths it matches. */
function patternOf(url: string): RegExp {
  const parts = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The router ignores a trailing slash (app.ts), so the table does too.
  return new RegExp(`^${parts.join('/')}/?$`);
}

/**
 * Collects every route's methods as it is registered (an `onRoute` hook: register it before
 * the routes). Wildcard routes (the static files, the API docs' assets) name no path of their
 * own: a path only they match stays unknown, 404 for every other method.
 */
export function registerMethodTable(app: FastifyInstance): MethodTable {
  const byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const key = route.url.replace(/\/+$/, '') || '/';
    let entry = byUrl.get(key);
    if (!entry) {
      entry = { pattern: patternOf(route.url), methods: new Set() };
      byUrl.set(key, entry);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) entry.methods.add(method.toUpperCase());
    // Fastify answers HEAD for every GET route.
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
  });
  return {
    allowed(path) {
      const methods = new Set<string>();
      for (const { pattern, methods: own } of byUrl.values())
        if (pattern.test(path)) for (const method of own) methods.add(method);
      return methods.size > 0 ? [...methods].sort() : null;
    },
  };
}
