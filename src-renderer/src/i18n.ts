import { computed } from 'vue';
import elementEn from 'element-plus/es/locale/lang/en.mjs';
import elementZhCn from 'element-plus/es/locale/lang/zh-cn.mjs';
import { catalogEn } from '@/features/catalog/locales/en';
import { catalogZhCN } from '@/features/catalog/locales/zh-CN';
import { customersEn } from '@/features/customers/locales/en';
import { customersZhCN } from '@/features/customers/locales/zh-CN';
import { dashboardEn } from '@/features/dashboard/locales/en';
import { dashboardZhCN } from '@/features/dashboard/locales/zh-CN';
import { discountsEn } from '@/features/discounts/locales/en';
import { discountsZhCN } from '@/features/discounts/locales/zh-CN';
import { historyEn } from '@/features/history/locales/en';
import { historyZhCN } from '@/features/history/locales/zh-CN';
import { loyaltyEn } from '@/features/loyalty/locales/en';
import { loyaltyZhCN } from '@/features/loyalty/locales/zh-CN';
import { ordersEn } from '@/features/orders/locales/en';
import { ordersZhCN } from '@/features/orders/locales/zh-CN';
import { offlineEn } from '@/features/offline/locales/en';
import { offlineZhCN } from '@/features/offline/locales/zh-CN';
import { pickUpEn } from '@/features/pick-up/locales/en';
import { pickUpZhCN } from '@/features/pick-up/locales/zh-CN';
import { customerEn } from '@/features/pickup-page/locales/en';
import { customerZhCN } from '@/features/pickup-page/locales/zh-CN';
import { sessionEn } from '@/features/session/locales/en';
import { sessionZhCN } from '@/features/session/locales/zh-CN';
import { settingsEn } from '@/features/settings/locales/en';
import { settingsZhCN } from '@/features/settings/locales/zh-CN';
import { shippingsEn } from '@/features/shippings/locales/en';
import { shippingsZhCN } from '@/features/shippings/locales/zh-CN';
import { socialEn } from '@/features/social/locales/en';
import { socialZhCN } from '@/features/social/locales/zh-CN';
import { notificationsEn } from '@/features/notifications/locales/en';
import { notificationsZhCN } from '@/features/notifications/locales/zh-CN';
import { staffEn } from '@/features/staff/locales/en';
import { staffZhCN } from '@/features/staff/locales/zh-CN';
import { webhooksEn } from '@/features/webhooks/locales/en';
import { webhooksZhCN } from '@/features/webhooks/locales/zh-CN';
import { layoutEn } from '@/layout/locales/en';
import { layoutZhCN } from '@/layout/locales/zh-CN';
import { createAppI18n, mergeMessages } from '@/shared/locale';
import { sharedEn } from '@/shared/locales/en';
import { sharedZhCN } from '@/shared/locales/zh-CN';

export { APP_LOCALES, currentLocale, setLocale, type AppLocale } from '@/shared/locale';

/**
 * The app's catalogue in each language: the shared texts, the frame's, every area's, and the
 * customer's pick-up page's (whose sections the app's screens show too), merged into one tree.
 */
export const messages = {
  'zh-CN': mergeMessages(
    sharedZhCN,
    layoutZhCN,
    customerZhCN,
    sessionZhCN,
    dashboardZhCN,
    pickUpZhCN,
    offlineZhCN,
    historyZhCN,
    catalogZhCN,
    ordersZhCN,
    customersZhCN,
    loyaltyZhCN,
    discountsZhCN,
    shippingsZhCN,
    socialZhCN,
    notificationsZhCN,
    webhooksZhCN,
    staffZhCN,
    settingsZhCN,
  ),
  en: mergeMessages(
    sharedEn,
    layoutEn,
    customerEn,
    sessionEn,
    dashboardEn,
    pickUpEn,
    offlineEn,
    historyEn,
    catalogEn,
    ordersEn,
    customersEn,
    loyaltyEn,
    discountsEn,
    shippingsEn,
    socialEn,
    notificationsEn,
    webhooksEn,
    staffEn,
    settingsEn,
  ),
};

/** The app's vue-i18n with both complete catalogues. */
export const i18n = createAppI18n(messages);

const ELEMENT_LOCALES = { 'zh-CN': elementZhCn, en: elementEn } as const;

/** Element Plus's own texts (pagination, empty states, dialogs) in the app's language. */
export const elementLocale = computed(() => ELEMENT_LOCALES[i18n.global.locale.value]);
