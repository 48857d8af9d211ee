import { computed } from 'vue';
import { createI18n } from 'vue-i18n';
import elementEn from 'element-plus/es/locale/lang/en.mjs';
import elementZhCn from 'element-plus/es/locale/lang/zh-cn.mjs';
import { en } from './locales/en';
import { zhCN, type Messages } from './locales/zh-CN';

export const APP_LOCALES = ['zh-CN', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

const DEFAULT_LOCALE: AppLocale = 'zh-CN';
const STORAGE_KEY = 'shopdesk.locale';

function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

function readSavedLocale(): AppLocale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isAppLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = createI18n<[Messages], AppLocale, false>({
  legacy: false,
  locale: readSavedLocale(),
  fallbackLocale: DEFAULT_LOCALE,
  messages: { 'zh-CN': zhCN, en },
});

const ELEMENT_LOCALES = { 'zh-CN': elementZhCn, en: elementEn } as const;

/** Element Plus's own texts (pagination, empty states, dialogs) in the app's language. */
export const elementLocale = computed(() => ELEMENT_LOCALES[i18n.global.locale.value]);

export function currentLocale(): AppLocale {
  return i18n.global.locale.value;
}

export function setLocale(locale: AppLocale): void {
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this window only.
  }
}
