import { markRaw, watch, type Component } from 'vue';
import {
  createRouter,
  createWebHistory,
  type RouteLocationNormalized,
  type Router,
  type RouteRecordRaw,
} from 'vue-router';
import {
  Aim,
  Box,
  ChatDotRound,
  Clock,
  Collection,
  Connection,
  DataBoard,
  Discount,
  Document,
  Goods,
  List,
  Medal,
  OfficeBuilding,
  PriceTag,
  Setting,
  Ticket,
  Tickets,
  User,
  UserFilled,
  Van,
} from '@element-plus/icons-vue';
import AppLayout from '@/layout/AppLayout.vue';
import { onSessionExpired } from '@/shared/api/client';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/features/session/store';

declare module 'vue-router' {
  interface RouteMeta {
    /** Reachable without signing in. */
    public?: boolean;
    /** Only for managers; plain staff see the "not allowed" page. */
    manager?: boolean;
    /** Listed in the side navigation under this name (also its test id `nav-<name>`). */
    nav?: string;
    /** Where the side navigation highlights this page (for pages below a listed one). */
    navParent?: string;
    /** The side navigation's group of a listed page; a listed page without one stands on top. */
    navGroup?: NavGroup;
    titleKey?: string;
    icon?: Component;
  }
}

/** The side navigation's groups, in their order (each one's title is `layout.groups.<name>`). */
export const NAV_GROUPS = ['counter', 'catalog', 'marketing', 'customers', 'settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Where a manager lands; `/` sends plain staff to the counter instead (their start page). */
export const DEFAULT_ROUTE = '/dashboard';

export const routes: RouteRecordRaw[] = [
  {
    path: '/login',
    name: 'login',
    component: () => import('@/features/session/views/LoginView.vue'),
    meta: { public: true, titleKey: 'login.title' },
  },
  {
    // The desktop app's choice of shop server (DESIGN §13): before signing in too, and on a
    // first start, when the main process opens it with `?first=1`.
    path: '/connection',
    name: 'connection',
    component: () => import('@/features/connection/views/ConnectionView.vue'),
    meta: { public: true, titleKey: 'connection.title' },
  },
  {
    path: '/',
    component: AppLayout,
    children: [
      {
        path: '',
        name: 'home',
        redirect: () => (useSessionStore().isManager ? DEFAULT_ROUTE : { name: 'counter' }),
      },
      {
        // Lazy: ECharts only loads for the managers who open it.
        path: 'dashboard',
        name: 'dashboard',
        component: () => import('@/features/dashboard/views/DashboardView.vue'),
        meta: {
          manager: true,
          nav: 'dashboard',
          titleKey: 'nav.dashboard',
          icon: markRaw(DataBoard),
        },
      },
      {
        path: 'counter',
        name: 'counter',
        component: () => import('@/features/pick-up/views/CounterView.vue'),
        meta: { nav: 'counter', navGroup: 'counter', titleKey: 'nav.counter', icon: markRaw(Aim) },
      },
      {
        path: 'packages',
        name: 'packages',
        component: () => import('@/features/pick-up/views/PackagesView.vue'),
        meta: {
          nav: 'packages',
          navGroup: 'counter',
          titleKey: 'nav.packages',
          icon: markRaw(Box),
        },
      },
      {
        path: 'history',
        name: 'history',
        component: () => import('@/features/history/views/HistoryView.vue'),
        meta: {
          nav: 'history',
          navGroup: 'counter',
          titleKey: 'nav.history',
          icon: markRaw(Clock),
        },
      },
      {
        path: 'products',
        name: 'products',
        component: () => import('@/features/catalog/views/ProductListView.vue'),
        meta: {
          manager: true,
          nav: 'products',
          navGroup: 'catalog',
          titleKey: 'nav.products',
          icon: markRaw(Goods),
        },
      },
      {
        path: 'products/new',
        name: 'product-new',
        component: () => import('@/features/catalog/views/ProductEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.newTitle' },
      },
      {
        path: 'products/:id(\\d+)',
        name: 'product',
        component: () => import('@/features/catalog/views/ProductEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.title' },
      },
      {
        path: 'collections',
        name: 'collections',
        component: () => import('@/features/catalog/views/CollectionListView.vue'),
        meta: {
          manager: true,
          nav: 'collections',
          navGroup: 'catalog',
          titleKey: 'nav.collections',
          icon: markRaw(Collection),
        },
      },
      {
        path: 'collections/new',
        name: 'collection-new',
        component: () => import('@/features/catalog/views/CollectionEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'collections', titleKey: 'collections.newTitle' },
      },
      {
        path: 'collections/:id(\\d+)',
        name: 'collection',
        component: () => import('@/features/catalog/views/CollectionEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'collections', titleKey: 'collections.editTitle' },
      },
      {
        // One path segment like the other listed pages: the side navigation follows the
        // router's ranking, which puts longer static paths first.
        path: 'taxonomy',
        name: 'taxonomy',
        component: () => import('@/features/catalog/views/TaxonomyView.vue'),
        meta: {
          manager: true,
          nav: 'taxonomy',
          navGroup: 'catalog',
          titleKey: 'nav.taxonomy',
          icon: markRaw(PriceTag),
        },
      },
      {
        path: 'articles',
        name: 'articles',
        component: () => import('@/features/catalog/views/ArticleListView.vue'),
        meta: {
          manager: true,
          nav: 'articles',
          navGroup: 'catalog',
          titleKey: 'nav.articles',
          icon: markRaw(Document),
        },
      },
      {
        path: 'articles/new',
        name: 'article-new',
        component: () => import('@/features/catalog/views/ArticleEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'articles', titleKey: 'articles.newTitle' },
      },
      {
        path: 'articles/:id(\\d+)',
        name: 'article',
        component: () => import('@/features/catalog/views/ArticleEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'articles', titleKey: 'articles.editTitle' },
      },
      {
        path: 'orders',
        name: 'orders',
        component: () => import('@/features/orders/views/OrderListView.vue'),
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
        component: () => import('@/features/orders/views/OrderNewView.vue'),
        meta: { manager: true, navParent: 'orders', titleKey: 'orders.newTitle' },
      },
      {
        path: 'orders/:id(\\d+)',
        name: 'order',
        component: () => import('@/features/orders/views/OrderDetailView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'orders', titleKey: 'orders.detailTitle' },
      },
      {
        path: 'customers',
        name: 'customers',
        component: () => import('@/features/customers/views/CustomerListView.vue'),
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
        component: () => import('@/features/customers/views/CustomerDetailView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'customers', titleKey: 'customers.detailTitle' },
      },
      {
        path: 'loyalty-levels',
        name: 'loyalty-levels',
        component: () => import('@/features/loyalty/views/LevelsView.vue'),
        meta: {
          manager: true,
          nav: 'loyalty-levels',
          navGroup: 'customers',
          titleKey: 'nav.loyaltyLevels',
          icon: markRaw(Medal),
        },
      },
      {
        path: 'price-rules',
        name: 'price-rules',
        component: () => import('@/features/discounts/views/PriceRuleListView.vue'),
        meta: {
          manager: true,
          nav: 'price-rules',
          navGroup: 'marketing',
          titleKey: 'nav.priceRules',
          icon: markRaw(Discount),
        },
      },
      {
        path: 'price-rules/new',
        name: 'price-rule-new',
        component: () => import('@/features/discounts/views/PriceRuleEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'price-rules', titleKey: 'discounts.rules.newTitle' },
      },
      {
        path: 'price-rules/:id(\\d+)',
        name: 'price-rule',
        component: () => import('@/features/discounts/views/PriceRuleEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'price-rules', titleKey: 'discounts.rules.editTitle' },
      },
      {
        path: 'coupons',
        name: 'coupons',
        component: () => import('@/features/discounts/views/CouponListView.vue'),
        meta: {
          manager: true,
          nav: 'coupons',
          navGroup: 'marketing',
          titleKey: 'nav.coupons',
          icon: markRaw(Ticket),
        },
      },
      {
        path: 'coupons/new',
        name: 'coupon-new',
        component: () => import('@/features/discounts/views/CouponWizardView.vue'),
        meta: { manager: true, navParent: 'coupons', titleKey: 'discounts.wizard.title' },
      },
      {
        path: 'coupons/:id(\\d+)',
        name: 'coupon',
        component: () => import('@/features/discounts/views/CouponDetailView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'coupons', titleKey: 'discounts.coupons.detailTitle' },
      },
      {
        path: 'coupon-codes',
        name: 'coupon-codes',
        component: () => import('@/features/discounts/views/CouponCodeListView.vue'),
        meta: {
          manager: true,
          nav: 'coupon-codes',
          navGroup: 'marketing',
          titleKey: 'nav.couponCodes',
          icon: markRaw(Tickets),
        },
      },
      {
        path: 'shippings',
        name: 'shippings',
        component: () => import('@/features/shippings/views/ShippingGroupsView.vue'),
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
        component: () => import('@/features/shippings/views/ShippingMethodEditor.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'shippings', titleKey: 'shipping.editor.title' },
      },
      {
        path: 'social',
        name: 'social',
        component: () => import('@/features/social/views/SocialAuthorizationView.vue'),
        meta: {
          manager: true,
          nav: 'social',
          navGroup: 'marketing',
          titleKey: 'nav.social',
          icon: markRaw(ChatDotRound),
        },
      },
      {
        path: 'webhooks',
        name: 'webhooks',
        component: () => import('@/features/webhooks/views/WebhooksView.vue'),
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
        component: () => import('@/features/webhooks/views/WebhookDeliveriesView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'webhooks', titleKey: 'webhooks.deliveries.title' },
      },
      {
        path: 'staff',
        name: 'staff',
        component: () => import('@/features/staff/views/StaffListView.vue'),
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
        component: () => import('@/features/staff/views/StoreListView.vue'),
        meta: {
          manager: true,
          nav: 'stores',
          navGroup: 'settings',
          titleKey: 'nav.stores',
          icon: markRaw(OfficeBuilding),
        },
      },
      {
        path: 'settings',
        name: 'settings',
        component: () => import('@/features/settings/views/ShopSettingsView.vue'),
        meta: {
          manager: true,
          nav: 'settings',
          navGroup: 'settings',
          titleKey: 'nav.settings',
          icon: markRaw(Setting),
        },
      },
      {
        path: 'not-allowed',
        name: 'not-allowed',
        component: () => import('@/layout/views/NotAllowedView.vue'),
        meta: { titleKey: 'notAllowed.title' },
      },
      {
        path: ':pathMatch(.*)*',
        name: 'not-found',
        component: () => import('@/layout/views/NotFoundView.vue'),
        meta: { titleKey: 'notFound.title' },
      },
    ],
  },
];

/** A redirect target from the query, only when it is a path inside the app. */
export function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/login')
    ? value
    : '/';
}

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
