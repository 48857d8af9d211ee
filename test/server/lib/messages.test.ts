import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src-shared/errors';
import {
  CATALOGUES,
  EN,
  isMessage,
  type MessageCode,
  msg,
  render,
  ZH_CN,
} from '../../../src-shared/messages';
import { fieldMessage, messageOf, zodMessage } from '../../../src-server/lib/i18n';
import { CJK, untranslated } from '../../support/untranslated';

const codes = Object.keys(EN) as MessageCode[];
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogues (src-shared/messages/)', () => {
  it('have the same codes in every language', () => {
    for (const catalogue of Object.values(CATALOGUES))
      expect(Object.keys(catalogue).sort()).toEqual([...codes].sort());
  });

  it('name the same params in both languages', () => {
    const differing = codes.filter((code) => names(EN[code]).join() !== names(ZH_CN[code]).join());
    expect(differing).toEqual([]);
  });

  it('say English in English and Chinese, with no English phrase, in Chinese', () => {
    expect(codes.filter((code) => CJK.test(EN[code]))).toEqual([]);
    expect(codes.filter((code) => untranslated(ZH_CN[code]))).toEqual([]);
  });

  it('give every error code a general sentence, error.<code>', () => {
    expect(ERROR_CODES.filter((code) => !(`error.${code}` in EN))).toEqual([]);
  });

  it('use codes of an area and a name in snake case', () => {
    expect(codes.filter((code) => !/^[a-z_]+\.[a-z0-9_]+$/.test(code))).toEqual([]);
  });
});

describe('a message', () => {
  it('is said in a language, its params filled, a message param said in the same language', () => {
    const used = msg('pick_up.not_used', { status: msg('word.expired') });
    expect(render(used, 'en')).toBe('This code is expired, not used: nothing to roll back.');
    expect(render(used, 'zh-CN')).toBe('此取货码已过期，未被使用：无需撤销。');
    expect(render(msg('request.not_found'), 'zh-CN')).toBe('未找到。');
    expect(render(msg('json.at_most_levels', { n: 32 }), 'en')).toBe(
      'Nest objects and lists at most 32 levels deep.',
    );
    expect(isMessage(used)).toBe(true);
    expect(isMessage({ code: 'No such code.' })).toBe(false);
  });

  it('takes exactly the params its English names (checked by the compiler)', () => {
    // @ts-expect-error: `orders.stock_short` names line, left, title and n.
    msg('orders.stock_short', { line: 1 });
    // @ts-expect-error: `request.not_found` takes none.
    msg('request.not_found', { id: 1 });
    // Prose braces are no param: "customer {mobile, full_name, email}".
    expect(render(msg('orders.customer_needed'), 'en')).toBe(
      'Give customer_id or customer {mobile, full_name, email}.',
    );
  });

  it('goes through zod as its code and params, and is said from them', () => {
    const text = zodMessage('field.at_most', { n: '100.00' });
    expect(text).toBe('field.at_most {"n":"100.00"}');
    expect(messageOf(text)).toEqual(msg('field.at_most', { n: '100.00' }));
    expect(messageOf('field.at_most')).toEqual({ code: 'field.at_most' });
    expect(messageOf('Too small: expected string to have >=2 characters')).toBeNull();
    expect(messageOf('nothing.known')).toBeNull();
    expect(fieldMessage(text, 'zh-CN')).toBe('不能大于 100.00。');
    expect(fieldMessage(text, 'en')).toBe('Must be at most 100.00.');
    // An import's row error names the nested field first.
    expect(fieldMessage(`variants.0.price: ${zodMessage('money.two_decimals')}`, 'zh-CN')).toBe(
      'variants.0.price: 请输入最多两位小数的数字。',
    );
  });
});
