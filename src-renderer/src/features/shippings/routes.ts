import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Van } from '@element-plus/icons-vue';

export const shippingsRoutes: RouteRecordRaw[] = [
  {
    path: 'shippings',
    name: 'shippings',
    component: () => import('./views/ShippingGroupsView.vue'),
    meta: {
      manager: true,
      nav: 'shippings',
      navGroup: 'settings',
      titleKey: 'nav.shippings',
      icon: markRaw(Van),
    },
  },
  {
    path: 'shippings/methods/:id(\\d+)',
    name: 'shipping-method',
    component: () => import('./views/ShippingMethodEditor.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'shippings', titleKey: 'shipping.editor.title' },
  },
];
