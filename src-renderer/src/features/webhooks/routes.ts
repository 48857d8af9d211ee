import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Connection } from '@element-plus/icons-vue';

export const webhooksRoutes: RouteRecordRaw[] = [
  {
    path: 'webhooks',
    name: 'webhooks',
    component: () => import('./views/WebhooksView.vue'),
    meta: {
      manager: true,
      nav: 'webhooks',
      navGroup: 'settings',
      titleKey: 'nav.webhooks',
      icon: markRaw(Connection),
    },
  },
  {
    path: 'webhooks/:id(\\d+)/deliveries',
    name: 'webhook-deliveries',
    component: () => import('./views/WebhookDeliveriesView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'webhooks', titleKey: 'webhooks.deliveries.title' },
  },
];
