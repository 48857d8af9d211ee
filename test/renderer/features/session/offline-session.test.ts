// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { Router } from 'vue-router';
import type { PickUpCode } from '@/features/pick-up/api';
import { i18n, setLocale } from '@/i18n';
import { createAppRouter } from '@/router';
import { closeOfflineDb } from '@/features/offline/offline-db';
import { queuedHandOut } from '@/features/offline/offline-storage';
import { useOfflineStore } from '@/features/offline/store';
import { useConnectivityStore } from '@/features/connection/store';
import { useCounterStore } from '@/features/pick-up/store';
import { rememberClerk, resetPruneClock } from '@/features/session/offline-sign-in';
import { closeVerifierDb } from '@/features/session/offline-verifiers';
import { useSessionStore } from '@/features/session/store';
import LoginView from '@/features/session/views/LoginView.vue';
import {
  PICK_UP_KEY,
  startClerkSession,
  unusedPickUpCode as fixture,
} from '../../support/pick-up-code';

// An offline session (docs/DESIGN.md §14 "Starting offline"): the sign-in screen with the
// server away, the counter from the copy with the offline clerk's hand-outs, and the queue sent
// with the next online clerk's token, each hand-out naming the clerk who made it.

const unusedPickUpCode: PickUpCode = {
  ...fixture,
  expires_at: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
};
const STORE = { id: 1, title: '南京西路店' };
const CLERK_B = { id: 5, username: 'clerk.b', role: 'staff' as const, offline_shop: STORE };
const PASSWORD = 'clerk-b-pass';

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const consumed: unknown[] = [];

/** The shop server: its changes feed, the store's clerks, the sign-in, the hand-out. */
function serve() {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/changes/'))
      return json(200, { cursor: '1', results: [unusedPickUpCode], has_more: false });
    if (path === '/api/shops/offline_sign_in/')
      return json(200, {
        offline_sign_in_days: 7,
        clerks: [
          { id: 2, username: 'clerk.a', stamp: 's-2' },
          { id: 5, username: 'clerk.b', stamp: 's-5' },
        ],
      });
    if (path.endsWith('/consume/')) {
      const body = (await request.json()) as { offline_at: string };
      consumed.push(body);
      return json(200, {
        ...unusedPickUpCode,
        key_status: 'used',
        used_at: body.offline_at,
        used_by: { id: 5, username: 'clerk.b' },
      });
    }
    return json(200, { status: 'ok', version: '0.1.0', public_url: null });
  });
}

let router: Router;
let pinia: Pinia;
let wrapper: VueWrapper | null = null;

beforeEach(async () => {
  await closeOfflineDb();
  await closeVerifierDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  consumed.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  setLocale('en');
  pinia = createPinia();
  setActivePinia(pinia);
  window.history.replaceState(null, '', '/');
  router = createAppRouter();
  resetPruneClock();
  serve();
  // Earlier, online: clerk B signed in on this counter, clerk A's session copied the store.
  await rememberClerk({ staff: CLERK_B }, PASSWORD, { iterations: 1_000 });
  startClerkSession();
  await useOfflineStore().refresh();
  useSessionStore().clear();
});

afterEach(async () => {
  wrapper?.unmount();
  wrapper = null;
  useConnectivityStore().$dispose();
  await closeOfflineDb();
  await closeVerifierDb();
  vi.unstubAllGlobals();
});

async function mountLogin() {
  await router.push('/login?redirect=/counter');
  wrapper = mount(LoginView, {
    global: { plugins: [ElementPlus, i18n, pinia, router] },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

async function signIn(w: VueWrapper, username: string, password: string) {
  await w.find('[data-testid="login-username"]').setValue(username);
  await w.find('[data-testid="login-password"]').setValue(password);
  await w.find('form').trigger('submit');
  // Done when the password was emptied (refused) or the page left (signed in).
  await vi.waitFor(() => {
    const field = w.find<HTMLInputElement>('[data-testid="login-password"]');
    expect(router.currentRoute.value.name !== 'login' || field.element.value === '').toBe(true);
  }, 5_000);
  await flushPromises();
}

describe('the sign-in screen with the server away', () => {
  it('signs a clerk in offline with the same form, says so, and keeps the password field for a wrong one', async () => {
    fetchMock.mockImplementation(unreachable);
    const w = await mountLogin();
    await signIn(w, 'clerk.b', 'wrong-pass');
    await vi.waitFor(() => expect(w.find('[data-testid="login-offline"]').exists()).toBe(true));
    expect(w.find('[data-testid="login-offline"]').text()).toContain('Offline sign-in');
    await vi.waitFor(() => expect(w.find('[data-testid="login-error"]').exists()).toBe(true));
    expect(w.find('[data-testid="login-submit"]').text()).toBe('Sign in offline');
    expect(document.activeElement).toBe(w.find('[data-testid="login-password"]').element);

    await signIn(w, 'clerk.b', PASSWORD);
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('counter'));
    const session = useSessionStore();
    expect(session.isOffline).toBe(true);
    expect(session.token).toBeNull();
    expect(session.staff).toEqual(CLERK_B);
    // Every other screen needs the server.
    await router.push('/packages');
    expect(router.currentRoute.value.name).toBe('not-allowed');
    expect(router.currentRoute.value.query.offline).toBe('1');
  });

  it('shows the wait after three wrong passwords as a countdown, kept across a reload', async () => {
    fetchMock.mockImplementation(unreachable);
    let w = await mountLogin();
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(w, 'clerk.b', 'wrong-pass');
    await vi.waitFor(() =>
      expect(w.find('[data-testid="login-offline-wait"]').text()).toMatch(/0:(30|29)/),
    );
    expect(w.find('[data-testid="login-submit"]').attributes('disabled')).toBeDefined();
    w.unmount();
    w = await mountLogin();
    await w.find('[data-testid="login-username"]').setValue('clerk.b');
    await vi.waitFor(() => expect(w.find('[data-testid="login-offline"]').exists()).toBe(true));
    expect(w.find('[data-testid="login-offline-wait"]').exists()).toBe(true);
  });

  it('says offline sign-in is off on a computer that cannot keep the verifiers', async () => {
    vi.stubGlobal('shopdesk', {
      apiBaseUrl: '',
      offlineVerifiers: {
        read: async () => ({ available: false }),
        save: async () => ({ saved: false, reason: 'unavailable' }),
        remove: async () => ({ saved: false, reason: 'unavailable' }),
      },
    });
    fetchMock.mockImplementation(unreachable);
    const w = await mountLogin();
    await signIn(w, 'clerk.b', PASSWORD);
    await vi.waitFor(() =>
      expect(w.find('[data-testid="login-offline"]').text()).toContain('off on this computer'),
    );
    expect(useSessionStore().isSignedIn).toBe(false);
  });
});

describe('an offline session at the counter', () => {
  it('hands out from the copy as its clerk; the next online clerk’s sync sends that staff_id', async () => {
    const session = useSessionStore();
    session.startOffline(CLERK_B);
    const counter = useCounterStore();
    // The server answers (the heartbeat): the counter still works from the copy, no token.
    expect(counter.fromCopy).toBe(true);
    expect((await counter.check(PICK_UP_KEY))?.kind).toBe('ready');
    expect((await counter.consume())?.kind).toBe('handed_out_offline');
    const queued = await queuedHandOut(PICK_UP_KEY);
    expect(queued).toMatchObject({ staff_id: 5, staff_username: 'clerk.b' });
    const offline = useOfflineStore();
    expect(await offline.sync()).toBe('signed_out');
    expect(consumed).toEqual([]);

    // Clerk A signs in online: the queue goes out with A's token, naming B.
    startClerkSession();
    await useConnectivityStore().probe();
    await offline.sync();
    await vi.waitFor(() => expect(offline.waiting).toBe(0));
    expect(consumed).toEqual([
      {
        key: PICK_UP_KEY,
        offline_at: queued!.offline_at,
        counter_id: queued!.counter_id,
        staff_id: 5,
      },
    ]);
    const sent = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => new URL(request.url).pathname.endsWith('/consume/'));
    expect(sent?.headers.get('Authorization')).toBe('Token tok');
  });
});
