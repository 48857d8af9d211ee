// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/errors';
import { ApiError } from '@/shared/api/client';
import { i18n, setLocale } from '@/i18n';
import { sharedEn as en } from '@/shared/locales/en';
import { sharedZhCN as zhCN } from '@/shared/locales/zh-CN';
import { appTranslate, errorMessage } from '@/shared/utils/errors';

afterEach(() => setLocale('zh-CN'));

describe('every error code the server can send has a sentence in both languages', () => {
  // ERROR_CODES is the one list `ApiError` accepts on the server, so a code missing here is one
  // a user would otherwise read in English.
  for (const [name, catalogue] of [
    ['en', en],
    ['zh-CN', zhCN],
  ] as const) {
    it(`${name} has every code, and no code the server does not send`, () => {
      const messages: Record<string, string> = catalogue.apiErrors;
      const missing = ERROR_CODES.filter((code) => !messages[code]?.trim());
      expect(missing).toEqual([]);
      expect(Object.keys(messages).filter((code) => !ERROR_CODES.includes(code as never))).toEqual(
        [],
      );
    });
  }

  it('the two languages say different things (no English left in the Chinese catalogue)', () => {
    for (const code of ERROR_CODES) {
      const zh: string = zhCN.apiErrors[code];
      expect(zh, code).not.toBe(en.apiErrors[code]);
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('errorMessage speaks the user’s language', () => {
  it('shows a refusal from its code, not from the English detail', () => {
    const error = new ApiError(409, 'duplicate', 'Another product has this name.');
    expect(errorMessage(error, appTranslate)).toBe('已存在相同内容，请换一个。');
    setLocale('en');
    expect(errorMessage(error, appTranslate)).toBe(
      'Something with this value already exists: choose another one.',
    );
  });

  it('falls back to the detail for a code it does not know (a newer server)', () => {
    const error = new ApiError(409, 'brand_new_code', 'A sentence from a newer server.');
    expect(errorMessage(error, appTranslate)).toBe('A sentence from a newer server.');
    // Without a detail, the status (a 502/503/504 reads as the server unreachable instead).
    expect(errorMessage(new ApiError(418, 'brand_new_code', ''), appTranslate)).toBe(
      i18n.global.t('errors.http', { status: 418 }),
    );
  });

  it('tells a deactivated clerk so', () => {
    const error = new ApiError(401, 'account_deactivated', 'This staff account was deactivated.');
    expect(errorMessage(error, appTranslate)).toBe('你的账号已被店长停用，请联系店长重新启用。');
  });
});
