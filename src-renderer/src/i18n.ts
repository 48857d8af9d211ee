import { computed } from 'vue';
import elementEn from 'element-plus/es/locale/lang/en.mjs';
import elementZhCn from 'element-plus/es/locale/lang/zh-cn.mjs';
import { createAppI18n } from '@/shared/locale';
import { en } from '@/shared/locales/en';
import { zhCN } from '@/shared/locales/zh-CN';

export { APP_LOCALES, currentLocale, setLocale, type AppLocale } from '@/shared/locale';

/** The app's vue-i18n with both complete catalogues. */
export const i18n = createAppI18n({ 'zh-CN': zhCN, en });

const ELEMENT_LOCALES = { 'zh-CN': elementZhCn, en: elementEn } as const;

/** Element Plus's own texts (pagination, empty states, dialogs) in the app's language. */
export const elementLocale = computed(() => ELEMENT_LOCALES[i18n.global.locale.value]);
