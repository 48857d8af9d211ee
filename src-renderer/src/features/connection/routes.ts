import type { RouteRecordRaw } from 'vue-router';

/** Outside the app's frame, reachable before signing in. */
export const connectionRoutes: RouteRecordRaw[] = [
  {
    // The desktop app's choice of shop server (DESIGN §13): before signing in too, and on a
    // first start, when the main process opens it with `?first=1`.
    path: '/connection',
    name: 'connection',
    component: () => import('./views/ConnectionView.vue'),
    meta: { public: true, titleKey: 'connection.title' },
  },
];
