// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocale, createAppI18n, currentLocale, setLocale } from '@/shared/locale';
import { customerEn } from '@/features/pickup-page/locales/en';
import { customerZhCN } from '@/features/pickup-page/locales/zh-CN';

const messages = { 'zh-CN': customerZhCN, en: customerEn };

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the first visit follows the browser', () => {
  it('reads the first language the app speaks from the browser’s list', () => {
    expect(browserLocale(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLocale(['en-GB'])).toBe('en');
    expect(browserLocale(['zh-TW', 'en'])).toBe('zh-CN');
    expect(browserLocale(['fr-FR', 'en-US'])).toBe('en');
    expect(browserLocale(['fr-FR', 'de'])).toBe('zh-CN');
    expect(browserLocale([])).toBe('zh-CN');
  });

  it('opens the page in English for an en-US browser when nothing was chosen', () => {
    browserSpeaks('en-US', 'en');
    createAppI18n(messages);
    expect(currentLocale()).toBe('en');
  });

  it('opens the page in Chinese for a zh-CN browser', () => {
    browserSpeaks('zh-CN');
    createAppI18n(messages);
    expect(currentLocale()).toBe('zh-CN');
  });

  it('keeps the language chosen before, whatever the browser speaks', () => {
    browserSpeaks('en-US');
    createAppI18n(messages);
    setLocale('zh-CN');
    createAppI18n(messages);
    expect(currentLocale()).toBe('zh-CN');
  });
});
