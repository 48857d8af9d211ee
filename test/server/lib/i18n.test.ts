import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src-shared/errors';
import {
  CODE_DETAILS,
  fieldMessage,
  languageOf,
  localiseErrorBody,
  zodMessage,
} from '../../../src-server/lib/i18n';
import { CJK } from '../../support/untranslated';

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
  it('gives every error code a general sentence in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(CJK.test(CODE_DETAILS[code]['zh-CN']), code).toBe(true);
      expect(CJK.test(CODE_DETAILS[code].en), code).toBe(false);
    }
  });

  it('never leaves an unknown English sentence in a Chinese answer', () => {
    const body = localiseErrorBody(
      {
        detail: 'A sentence the catalogue lacks.',
        code: 'throttled',
        params: { retry_after: 30 },
        errors: { name: ['Another sentence it lacks.', zodMessage('field.required')] },
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
