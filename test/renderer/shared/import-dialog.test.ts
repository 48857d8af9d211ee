// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ElementPlus from 'element-plus';
import ImportDialog from '@/shared/components/ImportDialog.vue';
import { i18n } from '@/i18n';
import { startManagerSession } from '../support/api';

// The import dialog says why the server refused a file (its code's sentence and the server's
// messages about the file), never the forms' "check the marked fields" with nothing marked; and
// a preview's row errors under the file's own column headers.

let answer: () => Response;
let requested: Request[] = [];

beforeEach(() => {
  setActivePinia(createPinia());
  startManagerSession('tok-import-dialog');
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requested.push(request);
      return Promise.resolve(answer());
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  i18n.global.locale.value = 'zh-CN';
});

const refusedWith = (status: number, body: object) => () =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

async function choose(name: string, text = 'x') {
  const wrapper = mount(ImportDialog, {
    props: { kind: 'products' },
    global: { plugins: [ElementPlus, i18n] },
    attachTo: document.body,
  });
  await wrapper.get('[data-testid="import-button"]').trigger('click');
  await flushPromises();
  const input = document.querySelector<HTMLInputElement>('[data-testid="import-file"]')!;
  Object.defineProperty(input, 'files', { value: [new File([text], name)], configurable: true });
  input.dispatchEvent(new Event('change'));
  await vi.waitFor(() => {
    if (!document.querySelector('[data-testid="import-refusal"], [data-testid="import-preview"]'))
      throw new Error('not answered yet');
  });
  await flushPromises();
  return wrapper;
}

const refusalText = () =>
  document.querySelector('[data-testid="import-refusal"]')?.textContent?.replace(/\s+/g, ' ');

describe('the import dialog', () => {
  it('lists the server’s reasons for a file it refused, not the generic form message', async () => {
    answer = refusedWith(400, {
      code: 'invalid',
      detail: '文件缺少列。',
      errors: {
        columns: ['文件中没有 "title" 列。', '文件中既没有 "variants" 列，也没有 "sku" 列。'],
      },
    });
    await choose('products.csv', '名字\n茶杯\n');
    const text = refusalText();
    expect(text).toContain('无法导入此文件');
    expect(text).toContain('文件中没有 "title" 列。');
    expect(text).toContain('文件中既没有 "variants" 列，也没有 "sku" 列。');
    expect(document.body.textContent).not.toContain('有些内容填写不正确');
    expect(document.querySelectorAll('[data-testid="import-refusal"] li')).toHaveLength(2);
    // The server says its reasons in the app's language: the app asks in it.
    expect(requested[0]!.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('a file-level reason (an open quote, an empty file) is shown as the server says it', async () => {
    answer = refusedWith(400, {
      code: 'invalid',
      detail: '请求中有无效的字段。',
      errors: { file: ['第 3 行有一个引号没有闭合。'] },
    });
    await choose('products.csv');
    expect(refusalText()).toContain('第 3 行有一个引号没有闭合。');
  });

  it('says a refusal with its code’s facts, and a file of another type without asking', async () => {
    i18n.global.locale.value = 'en';
    answer = refusedWith(400, {
      code: 'too_many_rows',
      detail: 'The file has more than 10,000 rows.',
      params: { limit: 10000 },
    });
    await choose('big.csv');
    expect(refusalText()).toContain('10,000');
    document.body.innerHTML = '';
    requested = [];
    await choose('notes.txt');
    expect(requested).toEqual([]);
    expect(refusalText()).toContain('Choose a CSV or .xlsx file.');
  });

  it('shows a preview’s row errors under the file’s column headers', async () => {
    const result = {
      kind: 'products',
      dry_run: true,
      encoding: 'utf-8',
      batch_size: 500,
      batches: 1,
      totals: { rows: 1, create: 0, update: 0, unchanged: 0, error: 1 },
      rows: [
        {
          row: 2,
          action: 'error',
          key: 'A-3',
          id: null,
          errors: [{ column: '价格', code: 'invalid', message: '不能小于 0.00。' }],
        },
      ],
    };
    answer = () =>
      new Response(`${JSON.stringify({ result })}\n`, {
        headers: { 'Content-Type': 'application/x-ndjson' },
      });
    await choose('products.csv');
    const preview = document.querySelector('[data-testid="import-preview"]')!.textContent!;
    expect(preview.replace(/\s+/g, ' ')).toContain('价格: 不能小于 0.00。');
    expect(document.querySelector('[data-testid="import-refusal"]')).toBeNull();
  });
});
