// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import PlaceTreePicker from '@/features/shippings/components/PlaceTreePicker.vue';
import { i18n } from '@/i18n';
import type { CodeTreeNode } from '@/features/shippings/places';

const places: CodeTreeNode[] = [
  {
    code: '110000',
    name: '北京市',
    short_name: '北京',
    pinyin: 'bei jing',
    children: [
      { code: '110101', name: '东城区', short_name: '东城', pinyin: 'dong cheng', children: [] },
      { code: '110102', name: '西城区', short_name: '西城', pinyin: 'xi cheng', children: [] },
    ],
  },
  {
    code: '310000',
    name: '上海市',
    short_name: '上海',
    pinyin: 'shang hai',
    children: [
      { code: '310101', name: '黄浦区', short_name: '黄浦', pinyin: 'huang pu', children: [] },
    ],
  },
];

let wrapper: VueWrapper | null = null;

afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

async function mountPicker(modelValue: string[] = [], single = false) {
  wrapper = mount(PlaceTreePicker, {
    props: { places, modelValue, single },
    global: { plugins: [ElementPlus, i18n] },
    attachTo: document.body,
  });
  await flushPromises();
  return wrapper;
}

function treeNode(w: VueWrapper, label: string) {
  const node = w
    .findAll('.el-tree-node')
    .find((n) => n.find('.el-tree-node__label').text() === label);
  if (!node) throw new Error(`no tree node ${label}`);
  return node;
}

async function expand(w: VueWrapper, label: string) {
  await treeNode(w, label).find('.el-tree-node__expand-icon').trigger('click');
  await flushPromises();
}

async function check(w: VueWrapper, label: string) {
  await treeNode(w, label).find('.el-tree-node__content input[type="checkbox"]').setValue(true);
  await flushPromises();
}

function lastEmitted(w: VueWrapper): string[] | undefined {
  return (w.emitted('update:modelValue') as string[][][] | undefined)?.at(-1)?.[0];
}

function isChecked(w: VueWrapper, label: string): boolean {
  const input = treeNode(w, label).find('.el-tree-node__content input[type="checkbox"]')
    .element as HTMLInputElement;
  return input.checked;
}

describe('PlaceTreePicker', () => {
  it('emits the parent code alone once every child is checked', async () => {
    const w = await mountPicker();
    await expand(w, '北京市');

    await check(w, '东城区');
    expect(lastEmitted(w)).toEqual(['110101']);

    await check(w, '西城区');
    expect(lastEmitted(w)).toEqual(['110000']);
  });

  it('emits the province when the province itself is checked', async () => {
    const w = await mountPicker();
    await check(w, '上海市');
    expect(lastEmitted(w)).toEqual(['310000']);
  });

  it('shows a chosen province with all its children checked', async () => {
    const w = await mountPicker(['110000']);
    await expand(w, '北京市');
    expect(isChecked(w, '东城区')).toBe(true);
    expect(isChecked(w, '西城区')).toBe(true);
    expect(isChecked(w, '上海市')).toBe(false);
    expect(w.text()).toContain('已选 1 项');
  });

  it('clears every choice', async () => {
    const w = await mountPicker(['110000', '310101']);
    await w.find('[data-testid="place-clear"]').trigger('click');
    await flushPromises();
    expect(lastEmitted(w)).toEqual([]);
  });

  it('in single mode keeps one place of any level: a new tick replaces the last', async () => {
    const w = await mountPicker([], true);
    await expand(w, '北京市');
    await check(w, '东城区');
    expect(lastEmitted(w)).toEqual(['110101']);
    // A district alone does not choose its province.
    expect(isChecked(w, '北京市')).toBe(false);

    await check(w, '上海市');
    expect(lastEmitted(w)).toEqual(['310000']);
    expect(isChecked(w, '东城区')).toBe(false);
    expect(isChecked(w, '上海市')).toBe(true);
  });
});
