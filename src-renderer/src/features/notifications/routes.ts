import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Bell } from '@element-plus/icons-vue';

export const notificationRoutes: RouteRecordRaw[] = [
  {
    path: 'notifications',
    name: 'notifications',
    component: () => import('./views/NotificationSettingsView.vue'),
    meta: {
      manager: true,
      nav: 'notifications',
      navGroup: 'marketing',
      titleKey: 'nav.notifications',
      icon: markRaw(Bell),
    },
  },
];
