// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import ElementPlus from 'element-plus';
import { ApiError } from '@/shared/api/client';
import { i18n, setLocale } from '@/i18n';
import OfflineConflicts from '@/features/offline/components/OfflineConflicts.vue';
import { closeOfflineDb } from '@/features/offline/offline-db';
import { enqueueHandOut, listConflicts } from '@/features/offline/offline-storage';
import { sendQueue } from '@/features/offline/sync';
import { useOfflineStore } from '@/features/offline/store';
import { useConnectivityStore } from '@/features/connection/store';
import { PICK_UP_KEY, startClerkSession, unusedPickUpCode } from '../../support/pick-up-code';

let pinia: Pinia;

beforeEach(async () => {
  await closeOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
  sessionStorage.clear();
  setLocale('en');
  pinia = createPinia();
  setActivePinia(pinia);
  startClerkSession();
});

afterEach(async () => {
  useConnectivityStore().$dispose();
  setLocale('zh-CN');
  await closeOfflineDb();
  vi.unstubAllGlobals();
});

describe('"Not accepted by the server"', () => {
  it('lists a refused offline hand-out with key, customer, clerk and reason until it is marked seen', async () => {
    await enqueueHandOut({
      idempotency_key: 'idem-1',
      key: PICK_UP_KEY,
      offline_at: '2026-11-27T08:00:00.000Z',
      staff_id: 2,
      staff_username: 'clerk.a',
      counter_id: 'counter-0000abcd',
      record: unusedPickUpCode,
    });
    await sendQueue({
      send: () =>
        Promise.reject(
          new ApiError(409, 'code_already_used', 'Used.', {}, null, {
            used_at: '2026-11-27T07:58:00.000Z',
            used_by: { id: 4, username: 'clerk.b' },
            store: { id: 1, title: '南京西路店' },
          }),
        ),
    });
    await useOfflineStore().loadState();
    const wrapper = mount(OfflineConflicts, { global: { plugins: [ElementPlus, i18n, pinia] } });
    await flushPromises();

    const line = wrapper.get('[data-testid="offline-conflict"]');
    expect(wrapper.text()).toContain('Not accepted by the server');
    expect(line.attributes('data-key')).toBe(PICK_UP_KEY);
    expect(line.text()).toContain('2945 6318 5101');
    expect(line.text()).toContain('王芳');
    expect(line.text()).toContain('clerk.a');
    expect(line.get('[data-testid="offline-conflict-reason"]').text()).toContain(
      'This pick-up key was already used.',
    );
    expect(line.text()).toContain('clerk.b');

    await line.get('[data-testid="offline-conflict-seen"]').trigger('click');
    await vi.waitFor(async () => expect(await listConflicts()).toEqual([]));
    await flushPromises();
    expect(wrapper.find('[data-testid="offline-conflicts"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
