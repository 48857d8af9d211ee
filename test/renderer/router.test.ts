// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { Router } from 'vue-router';
import { call } from '@/shared/api/client';
import type { Staff } from '@/features/session/api';
import { createAppRouter } from '@/router';
import { safeRedirect } from '@/features/session/redirect';
import { useSessionStore } from '@/features/session/store';
import { messages } from '@/i18n';

const manager: Staff = { id: 1, username: 'admin', role: 'manager', offline_shop: null };
const clerk: Staff = {
  id: 2,
  username: 'clerk',
  role: 'staff',
  offline_shop: { id: 1, title: '徐汇店' },
};

function signIn(staff: Staff): void {
  useSessionStore().start({
    token: 'tok',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    staff,
  });
}

let router: Router;

beforeEach(async () => {
  sessionStorage.clear();
  setActivePinia(createPinia());
  window.history.replaceState(null, '', '/');
  router = createAppRouter();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guard', () => {
  it('sends a visitor to the login page, remembering where they were going', async () => {
    await router.push('/shippings/methods/3');
    expect(router.currentRoute.value.name).toBe('login');
    expect(router.currentRoute.value.query.redirect).toBe('/shippings/methods/3');
  });

  it('lets a manager into manager pages', async () => {
    signIn(manager);
    await router.push('/settings');
    expect(router.currentRoute.value.name).toBe('settings');
    await router.push('/');
    expect(router.currentRoute.value.name).toBe('dashboard');
  });

  it('shows plain staff the not-allowed page for manager pages, and the counter at /', async () => {
    signIn(clerk);
    await router.push('/shippings');
    expect(router.currentRoute.value.name).toBe('not-allowed');
    await router.push('/');
    expect(router.currentRoute.value.name).toBe('counter');
    await router.push('/staff');
    expect(router.currentRoute.value.name).toBe('not-allowed');
    await router.push('/dashboard');
    expect(router.currentRoute.value.name).toBe('not-allowed');
    await router.push('/packages');
    expect(router.currentRoute.value.name).toBe('packages');
  });

  it('sends a signed-in user away from the login page to the requested page', async () => {
    signIn(manager);
    await router.push({ path: '/login', query: { redirect: '/settings' } });
    expect(router.currentRoute.value.name).toBe('settings');
  });

  it('treats an expired session as signed out', async () => {
    useSessionStore().start({
      token: 'tok',
      expires_at: new Date(Date.now() - 1000).toISOString(),
      staff: manager,
    });
    await router.push('/settings');
    expect(router.currentRoute.value.name).toBe('login');
    expect(useSessionStore().token).toBeNull();
  });

  it('returns to the login page with an expiry notice when the server refuses the token', async () => {
    signIn(manager);
    await router.push('/settings');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ detail: 'Expired.', code: 'not_authenticated' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(call('get', 'shops/shop_settings/')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('login'));
    expect(router.currentRoute.value.query).toMatchObject({ expired: '1', redirect: '/settings' });
  });

  it('lists navigation from the routes', () => {
    const nav = router
      .getRoutes()
      .filter((r) => r.meta.nav)
      .map((r) => [r.meta.nav, r.path, r.meta.manager]);
    expect(nav).toEqual(
      expect.arrayContaining([
        ['dashboard', '/dashboard', true],
        ['shippings', '/shippings', true],
        ['settings', '/settings', true],
        ['counter', '/counter', undefined],
        ['staff', '/staff', true],
      ]),
    );
  });
});

describe('menu labels', () => {
  /** A dotted key's text in a catalogue. */
  function text(catalogue: unknown, key: string): unknown {
    return key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  }

  it('never names a page like its group (no "Counter › Counter")', () => {
    const listed = router.getRoutes().filter((r) => r.meta.nav && r.meta.navGroup);
    expect(listed.length).toBeGreaterThan(0);
    for (const catalogue of Object.values(messages)) {
      for (const route of listed) {
        const group = text(catalogue, `layout.groups.${route.meta.navGroup}`);
        expect(typeof group).toBe('string');
        expect(text(catalogue, route.meta.titleKey!)).not.toBe(group);
      }
    }
  });
});

describe('safeRedirect', () => {
  it('only follows paths inside the app', () => {
    expect(safeRedirect('/shippings/methods/3?x=1')).toBe('/shippings/methods/3?x=1');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/a'])).toBe('/');
  });
});
