import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { List } from '@element-plus/icons-vue';

export const ordersRoutes: RouteRecordRaw[] = [
  {
    path: 'orders',
    name: 'orders',
    component: () => import('./views/OrderListView.vue'),
    meta: {
      manager: true,
      nav: 'orders',
      navGroup: 'customers',
      titleKey: 'nav.orders',
      icon: markRaw(List),
    },
  },
  {
    path: 'orders/new',
    name: 'order-new',
    component: () => import('./views/OrderNewView.vue'),
    meta: { manager: true, navParent: 'orders', titleKey: 'orders.newTitle' },
  },
  {
    path: 'orders/:id(\\d+)',
    name: 'order',
    component: () => import('./views/OrderDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'orders', titleKey: 'orders.detailTitle' },
  },
];
