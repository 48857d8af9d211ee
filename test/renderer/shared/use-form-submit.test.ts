// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ElementPlus from 'element-plus';
import { ApiError } from '@/shared/api/client';
import { useFormSubmit, type FormSubmitOptions } from '@/shared/composables/use-form-submit';
import { i18n } from '@/i18n';

// A dialog's send (components/FormDialog.vue `sending`): busy while it runs, the server's field
// errors kept for the fields, any other failure said once as a message.

let wrapper: VueWrapper | null = null;

function mountSubmit(options: FormSubmitOptions<string>) {
  let sending: ReturnType<typeof useFormSubmit<string>> | undefined;
  const Host = defineComponent({
    setup() {
      sending = useFormSubmit(options);
      return () => h('div');
    },
  });
  wrapper = mount(Host, { global: { plugins: [ElementPlus, i18n] }, attachTo: document.body });
  return sending!;
}

beforeEach(() => {
  setActivePinia(createPinia());
  i18n.global.locale.value = 'en';
});

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
  document.body.innerHTML = '';
});

describe('useFormSubmit', () => {
  it('is busy while sending and hands the answer to done', async () => {
    let finish!: (value: string) => void;
    const done: string[] = [];
    const sending = mountSubmit({
      send: () => new Promise((resolve) => (finish = resolve)),
      done: (value) => done.push(value),
    });
    const running = sending.submit();
    expect(sending.busy.value).toBe(true);
    // A second submit while the first runs sends nothing more.
    await sending.submit();
    finish('saved');
    await running;
    expect(sending.busy.value).toBe(false);
    expect(done).toEqual(['saved']);
  });

  it('keeps field errors for the fields, with the unclaimed ones apart, and no message', async () => {
    const open = ref(true);
    let fills = 0;
    const sending = mountSubmit({
      open,
      fill: () => fills++,
      send: () =>
        Promise.reject(
          new ApiError(400, 'invalid', 'The request body has invalid fields.', {
            password: ['Too short.'],
            other: ['Unknown.'],
          }),
        ),
      done: () => {},
    });
    await sending.submit();
    await flushPromises();
    expect(sending.fieldError('password')).toBe('Too short.');
    expect(sending.otherErrors(['password'])).toEqual([['other', ['Unknown.']]]);
    expect(document.querySelector('.el-message')).toBeNull();
    // Opened again: the form is filled anew and the last errors are gone.
    open.value = false;
    await nextTick();
    open.value = true;
    await nextTick();
    expect(fills).toBe(1);
    expect(sending.fieldError('password')).toBe('');
  });

  it('says a failure without field errors once', async () => {
    const sending = mountSubmit({
      send: () => Promise.reject(new ApiError(503, 'unavailable', 'Try again later.')),
      done: () => {},
    });
    await sending.submit();
    await flushPromises();
    expect(document.querySelectorAll('.el-message--error')).toHaveLength(1);
    expect(sending.fieldError('password')).toBe('');
  });
});
