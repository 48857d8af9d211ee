import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Medal } from '@element-plus/icons-vue';

export const loyaltyRoutes: RouteRecordRaw[] = [
  {
    path: 'loyalty-levels',
    name: 'loyalty-levels',
    component: () => import('./views/LevelsView.vue'),
    meta: {
      manager: true,
      nav: 'loyalty-levels',
      navGroup: 'customers',
      titleKey: 'nav.loyaltyLevels',
      icon: markRaw(Medal),
    },
  },
];
