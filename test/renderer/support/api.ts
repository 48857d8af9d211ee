import { useSessionStore } from '@/features/session/store';

/** A JSON answer as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Signs in (in the active Pinia) a manager of the whole shop, with `token`. */
export function startManagerSession(token = 'tok-manager'): void {
  useSessionStore().start({
    token,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    staff: { id: 1, username: 'admin', role: 'manager', offline_shop: null },
  });
}
