import type { RouteRecordRaw } from 'vue-router';
import { useSessionStore } from '@/features/session';

/** Where a manager lands; `/` sends plain staff to the counter instead (their start page). */
export const DEFAULT_ROUTE = '/dashboard';

/** The frame's start: `/` leads to the role's first screen. */
export const homeRoute: RouteRecordRaw = {
  path: '',
  name: 'home',
  redirect: () => (useSessionStore().isManager ? DEFAULT_ROUTE : { name: 'counter' }),
};

/** Inside the frame, after every area's routes: the pages for a refused or unknown path. */
export const fallbackRoutes: RouteRecordRaw[] = [
  {
    path: 'not-allowed',
    name: 'not-allowed',
    component: () => import('./views/NotAllowedView.vue'),
    meta: { titleKey: 'notAllowed.title' },
  },
  {
    path: ':pathMatch(.*)*',
    name: 'not-found',
    component: () => import('./views/NotFoundView.vue'),
    meta: { titleKey: 'notFound.title' },
  },
];
