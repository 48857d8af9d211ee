import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { OfficeBuilding, UserFilled } from '@element-plus/icons-vue';

/** Staff accounts and the offline stores they work at. */
export const staffRoutes: RouteRecordRaw[] = [
  {
    path: 'staff',
    name: 'staff',
    component: () => import('./views/StaffListView.vue'),
    meta: {
      manager: true,
      nav: 'staff',
      navGroup: 'settings',
      titleKey: 'nav.staff',
      icon: markRaw(UserFilled),
    },
  },
  {
    path: 'stores',
    name: 'stores',
    component: () => import('./views/StoreListView.vue'),
    meta: {
      manager: true,
      nav: 'stores',
      navGroup: 'settings',
      titleKey: 'nav.stores',
      icon: markRaw(OfficeBuilding),
    },
  },
];
