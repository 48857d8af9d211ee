import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Setting } from '@element-plus/icons-vue';

export const settingsRoutes: RouteRecordRaw[] = [
  {
    path: 'settings',
    name: 'settings',
    component: () => import('./views/ShopSettingsView.vue'),
    meta: {
      manager: true,
      nav: 'settings',
      navGroup: 'settings',
      titleKey: 'nav.settings',
      icon: markRaw(Setting),
    },
  },
];
