import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src-shared/errors';
import {
  CODE_DETAILS,
  fieldMessage,
  languageOf,
  localiseErrorBody,
  translateSentence,
} from '../../../src-server/lib/i18n';
import { SENTENCES } from '../../../src-server/lib/i18n/sentences';
import { CJK, untranslated } from '../../support/untranslated';

describe('the request language', () => {
  it('reads Accept-Language by preference; English without a language it names', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('zh-CN')).toBe('zh-CN');
    expect(languageOf('zh')).toBe('zh-CN');
    expect(languageOf('zh-Hans-CN,zh;q=0.9')).toBe('zh-CN');
    expect(languageOf('en-US,en;q=0.9')).toBe('en');
    expect(languageOf('fr-FR, en;q=0.5, zh;q=0.8')).toBe('zh-CN');
    expect(languageOf('zh;q=0, en')).toBe('en');
    expect(languageOf('fr, de')).toBe('en');
    expect(languageOf('*')).toBe('en');
  });
});

describe('the catalogue', () => {
  it('has a Chinese sentence with no English phrase for every English one', () => {
    const left = SENTENCES.filter(([, zh]) => untranslated(zh)).map(([en]) => en);
    expect(left).toEqual([]);
  });

  it('has the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const differing = SENTENCES.filter(([en, zh]) => names(en).join() !== names(zh).join());
    expect(differing).toEqual([]);
  });

  it('gives every error code a general sentence in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(CJK.test(CODE_DETAILS[code]['zh-CN']), code).toBe(true);
      expect(CJK.test(CODE_DETAILS[code].en), code).toBe(false);
    }
  });

  it('translates sentences with their varying parts, the parts themselves too', () => {
    expect(translateSentence('Payment received.', 'zh-CN')).toBe('已收款。');
    expect(translateSentence('Payment received.', 'en')).toBe('Payment received.');
    expect(translateSentence('No product tag with this id.', 'zh-CN')).toBe(
      '没有此 id 的商品标签。',
    );
    expect(
      translateSentence('This code is expired, not used: nothing to roll back.', 'zh-CN'),
    ).toBe('此取货码已过期，未被使用：无需撤销。');
    expect(translateSentence('Cancelled: 顾客不要了', 'zh-CN')).toBe('已取消：顾客不要了');
    expect(translateSentence('Cancelled.', 'zh-CN')).toBe('已取消。');
    expect(
      translateSentence(
        'price: variants.0.price: Enter a number with at most two decimals.',
        'zh-CN',
      ),
    ).toBe('price: variants.0.price: 请输入最多两位小数的数字。');
    expect(
      translateSentence(
        '192.168.1.50 is a loopback, link-local or private address; a manager may allow private targets in the shop settings.',
        'zh-CN',
      ),
    ).toBe('192.168.1.50 是本机回环、链路本地或私有地址；店长可以在店铺设置中允许私有目标。');
    expect(translateSentence('Something new nobody wrote down.', 'zh-CN')).toBeNull();
  });

  it('never leaves an unknown English sentence in a Chinese answer', () => {
    const body = localiseErrorBody(
      {
        detail: 'A sentence the catalogue lacks.',
        code: 'throttled',
        params: { retry_after: 30 },
        errors: { name: ['Another sentence it lacks.', 'This field is required.'] },
      },
      'zh-CN',
    );
    expect(body).toEqual({
      detail: '请求过于频繁：请在 30 秒后重试。',
      code: 'throttled',
      params: { retry_after: 30 },
      errors: { name: ['此项的值无效。', '此项为必填项。'] },
    });
    expect(
      fieldMessage('Too small: expected string to have >=2 characters', 'zh-CN', {
        code: 'too_small',
        facts: { origin: 'string', minimum: 2, inclusive: true },
      }),
    ).toBe('至少 2 个字符。');
  });
});
