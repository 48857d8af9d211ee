import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { DataBoard } from '@element-plus/icons-vue';

export const dashboardRoutes: RouteRecordRaw[] = [
  {
    // Lazy: ECharts only loads for the managers who open it.
    path: 'dashboard',
    name: 'dashboard',
    component: () => import('./views/DashboardView.vue'),
    meta: {
      manager: true,
      nav: 'dashboard',
      titleKey: 'nav.dashboard',
      icon: markRaw(DataBoard),
    },
  },
];
