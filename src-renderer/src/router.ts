import { watch } from 'vue';
import {
  createRouter,
  createWebHistory,
  type RouteLocationNormalized,
  type Router,
  type RouteRecordRaw,
} from 'vue-router';
import { catalogRoutes } from '@/features/catalog/routes';
import { customersRoutes } from '@/features/customers/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { discountsRoutes } from '@/features/discounts/routes';
import { historyRoutes } from '@/features/history/routes';
import { loyaltyRoutes } from '@/features/loyalty/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { pickUpRoutes } from '@/features/pick-up/routes';
import { safeRedirect, useSessionStore } from '@/features/session';
import { sessionRoutes } from '@/features/session/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { shippingsRoutes } from '@/features/shippings/routes';
import { socialRoutes } from '@/features/social/routes';
import { notificationRoutes } from '@/features/notifications/routes';
import { staffRoutes } from '@/features/staff/routes';
import { webhooksRoutes } from '@/features/webhooks/routes';
import { i18n } from '@/i18n';
import AppLayout from '@/layout/AppLayout.vue';
import { fallbackRoutes, homeRoute } from '@/layout/routes';
import { onSessionExpired } from '@/shared/api/client';

// The app's routes, each area's from its routes.ts. The side navigation lists the pages in the
// order declared here (grouped by `meta.navGroup`), so an area's place below is its menu place.
export const routes: RouteRecordRaw[] = [
  ...sessionRoutes,
  {
    path: '/',
    component: AppLayout,
    children: [
      homeRoute,
      ...dashboardRoutes,
      ...pickUpRoutes,
      ...historyRoutes,
      ...catalogRoutes,
      ...ordersRoutes,
      ...customersRoutes,
      ...loyaltyRoutes,
      ...discountsRoutes,
      ...shippingsRoutes,
      ...socialRoutes,
      ...notificationRoutes,
      ...webhooksRoutes,
      ...staffRoutes,
      ...settingsRoutes,
      ...fallbackRoutes,
    ],
  },
];

function setTitle(route: RouteLocationNormalized): void {
  const app = i18n.global.t('app.name');
  document.title = route.meta.titleKey ? `${i18n.global.t(route.meta.titleKey)} · ${app}` : app;
}

function guard(to: RouteLocationNormalized) {
  const session = useSessionStore();
  const signedIn = session.ensureValid();
  if (to.meta.public) {
    return to.name === 'login' && signedIn ? safeRedirect(to.query.redirect) : true;
  }
  if (!signedIn) return { name: 'login', query: { redirect: to.fullPath } };
  // Signed in offline: only the counter works (from its copy); the others need the server.
  if (session.isOffline && !to.meta.worksOffline && to.name !== 'not-allowed')
    return { name: 'not-allowed', query: { from: to.fullPath, offline: '1' } };
  if (to.meta.manager && !session.isManager)
    return { name: 'not-allowed', query: { from: to.fullPath } };
  return true;
}

export function createAppRouter(): Router {
  const router = createRouter({ history: createWebHistory(), routes });
  router.beforeEach(guard);
  router.afterEach(setTitle);
  watch(i18n.global.locale, () => setTitle(router.currentRoute.value));
  onSessionExpired((code) => {
    const current = router.currentRoute.value;
    if (current.meta.public) return;
    // A deactivated account is told so; anything else reads as an ended session.
    const expired = code === 'account_deactivated' ? 'deactivated' : '1';
    void router.replace({ name: 'login', query: { redirect: current.fullPath, expired } });
  });
  return router;
}
