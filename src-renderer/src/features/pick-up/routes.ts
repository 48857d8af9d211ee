import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Aim, Box } from '@element-plus/icons-vue';

/** The counter and the store's packages: the menu's counter group (every role). */
export const pickUpRoutes: RouteRecordRaw[] = [
  {
    path: 'counter',
    name: 'counter',
    component: () => import('./views/CounterView.vue'),
    meta: {
      nav: 'counter',
      navGroup: 'counter',
      titleKey: 'nav.counter',
      icon: markRaw(Aim),
      // Beside the verdict, where the clerk looks.
      ownBusyNotice: true,
      // Checks and hands out from the copy when signed in offline.
      worksOffline: true,
    },
  },
  {
    path: 'packages',
    name: 'packages',
    component: () => import('./views/PackagesView.vue'),
    meta: {
      nav: 'packages',
      navGroup: 'counter',
      titleKey: 'nav.packages',
      icon: markRaw(Box),
    },
  },
];
