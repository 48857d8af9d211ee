// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, reactive, resolveComponent, type Reactive } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter, RouterView } from 'vue-router';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import { ApiError } from '@/shared/api/client';
import { i18n } from '@/i18n';
import { useRecordEditor, type RecordEditorOptions } from '@/shared/composables/use-record-editor';
import { startManagerSession } from '../support/api';

const confirm = vi.fn<() => Promise<boolean>>();
vi.mock('@/shared/composables/use-confirm', () => ({ useConfirm: () => ({ confirm }) }));

interface Thing {
  id: number;
  title: string;
}
type Form = { title: string };

let things: Map<number, Thing>;
const persist = vi.fn<RecordEditorOptions<Thing, Form>['persist']>();
const destroy = vi.fn<(thing: Thing) => Promise<void>>();
let editor: Reactive<ReturnType<typeof useRecordEditor<Thing, Form>>>;

const Editor = defineComponent({
  props: { id: { type: Number, default: null } },
  setup(props) {
    editor = reactive(
      useRecordEditor<Thing, Form>({
        id: () => props.id,
        fetch: (id) => Promise.resolve(things.get(id) ?? null),
        blank: () => ({ title: '' }),
        toForm: (thing) => ({ title: thing.title }),
        isChanged: (form, saved) => form.title !== (saved?.title ?? ''),
        persist,
        destroy,
        backTo: () => ({ path: '/things' }),
        recordRoute: (thing) => ({ path: `/things/${thing.id}` }),
        messages: 'articles',
        describe: (thing) => thing.title,
      }),
    );
    return () => {
      if (!editor.form) return h('p', { class: 'failed' }, editor.loadFailed ?? 'loading');
      const form = editor.form;
      return h(resolveComponent('el-form'), { ref: editor.bindForm, model: form }, () =>
        h(
          resolveComponent('el-form-item'),
          { label: 'Title', prop: 'title', error: editor.fieldError('title') },
          () =>
            h('input', {
              value: form.title,
              onInput: (e: Event) => (form.title = (e.target as HTMLInputElement).value),
            }),
        ),
      );
    };
  },
});

async function mountAt(path: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/things', component: { render: () => h('p', 'list') } },
      { path: '/things/new', component: Editor, props: { id: null } },
      {
        path: '/things/:id',
        component: Editor,
        props: (route) => ({ id: Number(route.params.id) }),
      },
    ],
  });
  await router.push(path);
  const wrapper = mount(
    { render: () => h(RouterView) },
    { global: { plugins: [router, i18n, ElementPlus] }, attachTo: document.body },
  );
  await flushPromises();
  return { router, wrapper };
}

beforeEach(() => {
  setActivePinia(createPinia());
  sessionStorage.clear();
  document.body.innerHTML = '';
  confirm.mockReset();
  persist.mockReset();
  destroy.mockReset().mockResolvedValue(undefined);
  things = new Map([[3, { id: 3, title: 'Tea' }]]);
  startManagerSession('tok');
});

describe('useRecordEditor', () => {
  it('loads the record into the form, and a missing one is "not found"', async () => {
    const { router, wrapper } = await mountAt('/things/3');
    expect(editor.form).toEqual({ title: 'Tea' });
    expect(editor.isNew).toBe(false);
    await router.push('/things/9');
    await flushPromises();
    expect(editor.form).toBeNull();
    expect(editor.loadFailed).toBe('not_found');
    expect(wrapper.find('.failed').text()).toBe('not_found');
  });

  it('treats a 404 as not found, and another failure as an error to retry', async () => {
    things = new Map();
    const fetchSpy = vi.spyOn(things, 'get');
    fetchSpy.mockImplementationOnce(() => {
      throw new ApiError(404, 'not_found', 'Not found.');
    });
    await mountAt('/things/4');
    expect(editor.loadFailed).toBe('not_found');
    fetchSpy.mockImplementationOnce(() => {
      throw new ApiError(500, 'internal', 'Boom.');
    });
    await editor.load();
    expect(editor.loadFailed).toBe('error');
  });

  it('puts the server’s field errors on their fields and keeps the form', async () => {
    const { wrapper } = await mountAt('/things/3');
    editor.form!.title = 'Tea'.repeat(100);
    persist.mockRejectedValueOnce(
      new ApiError(400, 'invalid', 'The request body has invalid fields.', {
        title: ['At most 255 characters.'],
      }),
    );
    expect(await editor.save()).toBe(false);
    // Element Plus shows a form item's error after a short debounce.
    await new Promise((done) => setTimeout(done, 150));
    await flushPromises();
    expect(editor.fieldError('title')).toBe('At most 255 characters.');
    expect(wrapper.find('.el-form-item.is-error').text()).toContain('At most 255 characters.');
    expect(editor.form!.title).toBe('Tea'.repeat(100));
    expect(editor.dirty).toBe(true);
  });

  it('saving an unchanged record sends nothing and says there is nothing to save', async () => {
    await mountAt('/things/3');
    expect(editor.dirty).toBe(false);
    expect(await editor.save()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(i18n.global.t('common.noChanges'));
    // A new record is always sent, even untouched (its rules decide).
    editor.form!.title = 'Tea leaves';
    persist.mockResolvedValueOnce({ id: 3, title: 'Tea leaves' });
    expect(await editor.save()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('after creating, shows the saved record at its own address and is clean', async () => {
    const { router } = await mountAt('/things/new');
    expect(editor.isNew).toBe(true);
    editor.form!.title = 'Coffee';
    persist.mockImplementationOnce(async (id, form) => {
      expect(id).toBeNull();
      const thing = { id: 5, title: form.title };
      things.set(5, thing);
      return thing;
    });
    expect(await editor.save()).toBe(true);
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/things/5');
    expect(editor.dirty).toBe(false);
  });

  it('deletes only after the confirmation, then goes back', async () => {
    const { router } = await mountAt('/things/3');
    confirm.mockResolvedValueOnce(false);
    await editor.remove();
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Tea'), danger: true }),
    );
    expect(destroy).not.toHaveBeenCalled();
    expect(router.currentRoute.value.path).toBe('/things/3');

    confirm.mockResolvedValueOnce(true);
    await editor.remove();
    await flushPromises();
    expect(destroy).toHaveBeenCalledWith({ id: 3, title: 'Tea' });
    expect(router.currentRoute.value.path).toBe('/things');
  });

  it('asks before leaving unsaved changes, not when the form is clean', async () => {
    const { router } = await mountAt('/things/3');
    editor.form!.title = 'Green tea';
    confirm.mockResolvedValueOnce(false);
    editor.back();
    await flushPromises();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.currentRoute.value.path).toBe('/things/3');

    editor.form!.title = 'Tea';
    editor.back();
    await flushPromises();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.currentRoute.value.path).toBe('/things');
  });
});
