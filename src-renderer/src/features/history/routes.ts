import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Clock } from '@element-plus/icons-vue';

export const historyRoutes: RouteRecordRaw[] = [
  {
    path: 'history',
    name: 'history',
    component: () => import('./views/HistoryView.vue'),
    meta: {
      nav: 'history',
      navGroup: 'counter',
      titleKey: 'nav.history',
      icon: markRaw(Clock),
    },
  },
];
