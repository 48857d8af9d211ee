// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter, RouterView } from 'vue-router';
import { mount, flushPromises } from '@vue/test-utils';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/features/session/store';
import { useLeaveGuard } from '@/shared/composables/use-leave-guard';
import { startManagerSession } from '../support/api';

const confirm = vi.fn<() => Promise<boolean>>();
vi.mock('@/shared/composables/use-confirm', () => ({ useConfirm: () => ({ confirm }) }));

const changed = ref(false);
const Editor = defineComponent({
  setup() {
    useLeaveGuard(() => changed.value);
    return () => h('p', 'editor');
  },
});

async function mountAtEditor() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/edit', component: Editor },
      { path: '/elsewhere', component: { render: () => h('p', 'elsewhere') } },
    ],
  });
  await router.push('/edit');
  mount({ render: () => h(RouterView) }, { global: { plugins: [router, i18n] } });
  await flushPromises();
  return router;
}

beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  confirm.mockReset();
  changed.value = false;
  startManagerSession('tok');
});

describe('useLeaveGuard', () => {
  it('leaves without asking when nothing changed', async () => {
    const router = await mountAtEditor();
    await router.push('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
    expect(router.currentRoute.value.path).toBe('/elsewhere');
  });

  it('asks when there are unsaved changes, and stays when the answer is no', async () => {
    const router = await mountAtEditor();
    changed.value = true;
    confirm.mockResolvedValueOnce(false);
    await router.push('/elsewhere');
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ cancelText: expect.any(String) }),
    );
    expect(router.currentRoute.value.path).toBe('/edit');

    confirm.mockResolvedValueOnce(true);
    await router.push('/elsewhere');
    expect(router.currentRoute.value.path).toBe('/elsewhere');
  });

  it('does not hold a user whose session has ended', async () => {
    const router = await mountAtEditor();
    changed.value = true;
    useSessionStore().clear();
    await router.push('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
    expect(router.currentRoute.value.path).toBe('/elsewhere');
  });
});
