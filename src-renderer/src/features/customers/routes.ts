import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { User } from '@element-plus/icons-vue';

export const customersRoutes: RouteRecordRaw[] = [
  {
    path: 'customers',
    name: 'customers',
    component: () => import('./views/CustomerListView.vue'),
    meta: {
      manager: true,
      nav: 'customers',
      navGroup: 'customers',
      titleKey: 'nav.customers',
      icon: markRaw(User),
    },
  },
  {
    path: 'customers/:id(\\d+)',
    name: 'customer',
    component: () => import('./views/CustomerDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'customers', titleKey: 'customers.detailTitle' },
  },
];
