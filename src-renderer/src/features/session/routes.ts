import type { RouteRecordRaw } from 'vue-router';

/** Outside the app's frame: signing in. */
export const sessionRoutes: RouteRecordRaw[] = [
  {
    path: '/login',
    name: 'login',
    component: () => import('./views/LoginView.vue'),
    meta: { public: true, titleKey: 'login.title' },
  },
];
