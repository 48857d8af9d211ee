import { createI18n, type I18n } from 'vue-i18n';

// The language choice, shared by the app and the customer's pick-up page. Each entry makes its
// own vue-i18n instance with the messages it needs (the pick-up page only its own few), and the
// helpers that format or translate outside components use whichever one the page made.

export const APP_LOCALES = ['zh-CN', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

const DEFAULT_LOCALE: AppLocale = 'zh-CN';
const STORAGE_KEY = 'shopdesk.locale';

function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/**
 * The browser's language on a first visit: English for an English browser, Chinese for a
 * Chinese one, and the product's home language (Chinese) for any other.
 */
export function browserLocale(languages: readonly string[] | undefined): AppLocale {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language chosen in this app before; else the browser's (docs/API.md, "Languages"). */
function readSavedLocale(): AppLocale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isAppLocale(saved)) return saved;
  } catch {
    // Storage can be unavailable (private mode): the browser's language then.
  }
  return browserLocale(navigatorLanguages());
}

// Typed loosely: each entry's instance has its own message schema.
type AnyI18n = I18n<
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
  AppLocale,
  false
>;
let active: AnyI18n | null = null;

/** The page's vue-i18n in the saved language, with these messages per language. */
export function createAppI18n<M extends object>(messages: Record<AppLocale, M>) {
  const i18n = createI18n<[M], AppLocale, false>({
    legacy: false,
    locale: readSavedLocale(),
    fallbackLocale: DEFAULT_LOCALE,
    messages,
  });
  active = i18n as unknown as AnyI18n;
  return i18n;
}

function activeI18n(): AnyI18n {
  if (!active) throw new Error('No vue-i18n instance: create one with createAppI18n first.');
  return active;
}

export function currentLocale(): AppLocale {
  return active ? (active.global.locale.value as AppLocale) : DEFAULT_LOCALE;
}

export function setLocale(locale: AppLocale): void {
  activeI18n().global.locale.value = locale;
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this window only.
  }
}

/** A message of the page's catalogue, for helpers that have no component's `t` at hand. */
export function translateMessage(key: string, named?: Record<string, unknown>): string {
  const { t } = activeI18n().global;
  return named ? t(key, named) : t(key);
}

/** Whether the page's catalogue has this message in any language. */
export function hasMessage(key: string): boolean {
  const { te } = activeI18n().global;
  return APP_LOCALES.some((locale) => te(key, locale));
}

type MessageTree = { [key: string]: string | MessageTree };

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One catalogue from each area's: their sections are merged key by key (two areas may each add
 * keys to `nav` or `common`). A key given twice is a mistake, one area's text silently hiding
 * another's, so it throws with the key's path.
 */
export function mergeMessages(...catalogues: readonly object[]): MessageTree {
  const merged: MessageTree = {};
  const mergeInto = (target: MessageTree, source: object, path: string): void => {
    for (const [key, value] of Object.entries(source)) {
      const at = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (existing === undefined) {
        target[key] = isTree(value) ? {} : (value as string);
        if (isTree(value)) mergeInto(target[key] as MessageTree, value, at);
      } else if (isTree(existing) && isTree(value)) {
        mergeInto(existing, value, at);
      } else {
        throw new Error(`The message ${at} is given by two catalogues.`);
      }
    }
  };
  for (const catalogue of catalogues) mergeInto(merged, catalogue, '');
  return merged;
}
