// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import type { PickUpCode } from '@/features/pick-up/api';
import { ApiError } from '@/shared/api/client';
import { i18n, setLocale } from '@/i18n';
import { setShopTimeZone, shopTimeZone } from '@/shared/utils/shop-time';
import OfflineConflicts from '@/features/offline/components/OfflineConflicts.vue';
import { closeOfflineDb } from '@/features/offline/offline-db';
import { readMeta } from '@/features/offline/offline-storage';
import { sendQueue } from '@/features/offline/sync';
import { useOfflineStore } from '@/features/offline/store';
import { useConnectivityStore } from '@/features/connection/store';
import { useCounterStore } from '@/features/pick-up/store';
import PickUpCard from '@/features/pick-up/components/PickUpCard.vue';
import CounterRecentList from '@/features/pick-up/components/CounterRecentList.vue';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

// Every time the counter shows is in the shop's zone, never the computer's (docs/DESIGN.md §14
// "Offline"): a counter once showed "提货记录 12月1日 22:12" (the computer's UTC) beside "备货时间
// 12月2日 06:03" (Asia/Shanghai) on an offline card, and a conflict line whose two hand-outs of
// one minute were 8 hours apart. The computer here is in New York, the shop in Shanghai.

const COMPUTER_ZONE = 'America/New_York';
let zoneBefore: string | undefined;
beforeAll(() => {
  zoneBefore = process.env.TZ;
  // Node follows a change of TZ at once (Date and Intl's default zone).
  process.env.TZ = COMPUTER_ZONE;
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/** 22:12 UTC on 1 December: 06:12 on 2 December in Shanghai, 17:12 on 1 December in New York. */
const HANDED_OUT_AT = Date.parse('2026-12-01T22:12:00.000Z');
const record: PickUpCode = {
  ...unusedPickUpCode,
  prepared_at: '2026-12-02T06:03:00.000+08:00',
  expires_at: '2026-12-09T19:30:00.000+08:00',
};

const fetchMock = vi.fn<(input: Request) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
let pinia: Pinia;

/** A shop server that answers health with the shop's zone and the feed with `record`. */
function serveShop(): void {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/health')
      return json({
        status: 'ok',
        version: '0.1.0',
        public_url: null,
        shop_domain: 'shop.example',
        time_zone: 'Asia/Shanghai',
      });
    if (path.endsWith('/changes/'))
      return json({ cursor: '1', results: [record], has_more: false });
    return json({ code: 'not_found', detail: 'No.' }, 404);
  });
}

/** A new page of the counter (a reload): fresh stores, the zone forgotten, IndexedDB kept. */
async function reopen(): Promise<void> {
  useConnectivityStore().$dispose();
  await closeOfflineDb();
  setShopTimeZone(null);
  pinia = createPinia();
  setActivePinia(pinia);
  startClerkSession();
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(HANDED_OUT_AT);
  await closeOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  sessionStorage.clear();
  localStorage.clear();
  setLocale('zh-CN');
  pinia = createPinia();
  setActivePinia(pinia);
  startClerkSession();
  // The computer's own reading of the instant: what the counter must not show.
  expect(new Date(HANDED_OUT_AT).getHours()).toBe(17);
});

afterEach(async () => {
  useConnectivityStore().$dispose();
  setShopTimeZone(null);
  vi.useRealTimers();
  await closeOfflineDb();
  vi.unstubAllGlobals();
});

/** Online once: the heartbeat tells the zone, the copy of the store keeps it. */
async function copyTheStore(): Promise<void> {
  serveShop();
  const stop = useConnectivityStore().watch();
  await vi.waitFor(() => expect(shopTimeZone()).toBe('Asia/Shanghai'));
  stop();
  await useOfflineStore().refresh();
  expect((await readMeta())?.time_zone).toBe('Asia/Shanghai');
}

describe('every time the counter shows is in the shop’s zone', () => {
  it('the card, the verdict and the recent list of a hand-out made offline, after a reload', async () => {
    await copyTheStore();
    // The counter is reopened during the outage: nothing but its copy knows the zone.
    await reopen();
    fetchMock.mockImplementation(unreachable);
    const offline = useOfflineStore();
    await offline.loadState();
    expect(shopTimeZone()).toBe('Asia/Shanghai');
    await useConnectivityStore().probe();
    expect(useConnectivityStore().online).toBe(false);

    const counter = useCounterStore();
    expect((await counter.check(PICK_UP_KEY))?.kind).toBe('ready');
    const verdict = await counter.consume();
    expect(verdict?.kind).toBe('handed_out_offline');
    // The counter's own time (offline_at, an ISO `Z` string) in Shanghai's wall clock.
    expect(verdict?.params.time).toBe('2026年12月2日 06:12');

    const global = { plugins: [ElementPlus, i18n, pinia] };
    const card = mount(PickUpCard, { props: { code: counter.code!, now: Date.now() }, global });
    expect(card.get('[data-testid="counter-card-used"]').text()).toContain('2026年12月2日 06:12');
    expect(card.get('[data-testid="counter-card-used"]').text()).not.toContain('22:12');
    expect(card.text()).toContain('2026年12月2日 06:03');
    const recent = mount(CounterRecentList, { props: { items: counter.recent }, global });
    expect(recent.text()).toContain('06:12:00');
    expect(recent.text()).not.toContain('17:12');
    card.unmount();
    recent.unmount();
  });

  it('the zone heard after the copy was made goes into it', async () => {
    serveShop();
    const offline = useOfflineStore();
    await offline.refresh();
    expect((await readMeta())?.time_zone).toBeNull();
    const stop = useConnectivityStore().watch();
    await vi.waitFor(async () => expect((await readMeta())?.time_zone).toBe('Asia/Shanghai'));
    stop();
  });

  it('the conflict list: two hand-outs of the same minute show the same time', async () => {
    await copyTheStore();
    const offline = useOfflineStore();
    await offline.handOut(record);
    await reopen();
    await useOfflineStore().loadState();
    // The other counter's hand-out, one minute later, as the server writes it (shop's offset).
    await sendQueue({
      send: () =>
        Promise.reject(
          new ApiError(409, 'code_already_used', 'Used.', {}, null, {
            used_at: '2026-12-02T06:13:00.000+08:00',
            used_by: { id: 4, username: 'clerk.b' },
            store: { id: 1, title: '南京西路店' },
          }),
        ),
    });
    await useOfflineStore().loadState();
    const wrapper = mount(OfflineConflicts, { global: { plugins: [ElementPlus, i18n, pinia] } });
    await flushPromises();
    const line = wrapper.get('[data-testid="offline-conflict"]').text();
    expect(line).toContain('clerk.a 于 2026年12月2日 06:12 离线交付');
    expect(line).toContain('2026年12月2日 06:13 已由 clerk.b');
    expect(line).not.toContain('22:12');
    wrapper.unmount();
  });
});
