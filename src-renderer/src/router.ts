import { markRaw, watch, type Component } from 'vue';
import {
  createRouter,
  createWebHistory,
  type RouteLocationNormalized,
  type Router,
  type RouteRecordRaw,
} from 'vue-router';
import {
  ChatDotRound,
  Collection,
  Document,
  Goods,
  PriceTag,
  Setting,
  User,
  Van,
} from '@element-plus/icons-vue';
import AppLayout from '@/components/AppLayout.vue';
import { onSessionExpired } from '@/api/client';
import { i18n } from '@/i18n';
import { useSessionStore } from '@/stores/session';

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
    titleKey?: string;
    icon?: Component;
  }
}

/** Where a manager lands; `/` sends plain staff to the welcome page instead. */
export const DEFAULT_ROUTE = '/shippings';

export const routes: RouteRecordRaw[] = [
  {
    path: '/login',
    name: 'login',
    component: () => import('@/views/LoginView.vue'),
    meta: { public: true, titleKey: 'login.title' },
  },
  {
    path: '/',
    component: AppLayout,
    children: [
      {
        path: '',
        name: 'home',
        redirect: () => (useSessionStore().isManager ? DEFAULT_ROUTE : { name: 'welcome' }),
      },
      {
        path: 'welcome',
        name: 'welcome',
        component: () => import('@/views/WelcomeView.vue'),
        meta: { titleKey: 'home.title' },
      },
      {
        path: 'products',
        name: 'products',
        component: () => import('@/views/catalog/ProductListView.vue'),
        meta: { manager: true, nav: 'products', titleKey: 'nav.products', icon: markRaw(Goods) },
      },
      {
        path: 'products/new',
        name: 'product-new',
        component: () => import('@/views/catalog/ProductEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.newTitle' },
      },
      {
        path: 'products/:id(\\d+)',
        name: 'product',
        component: () => import('@/views/catalog/ProductEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.title' },
      },
      {
        path: 'collections',
        name: 'collections',
        component: () => import('@/views/catalog/CollectionListView.vue'),
        meta: {
          manager: true,
          nav: 'collections',
          titleKey: 'nav.collections',
          icon: markRaw(Collection),
        },
      },
      {
        path: 'collections/new',
        name: 'collection-new',
        component: () => import('@/views/catalog/CollectionEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'collections', titleKey: 'collections.newTitle' },
      },
      {
        path: 'collections/:id(\\d+)',
        name: 'collection',
        component: () => import('@/views/catalog/CollectionEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'collections', titleKey: 'collections.editTitle' },
      },
      {
        // One path segment like the other listed pages: the side navigation follows the
        // router's ranking, which puts longer static paths first.
        path: 'taxonomy',
        name: 'taxonomy',
        component: () => import('@/views/catalog/TaxonomyView.vue'),
        meta: { manager: true, nav: 'taxonomy', titleKey: 'nav.taxonomy', icon: markRaw(PriceTag) },
      },
      {
        path: 'articles',
        name: 'articles',
        component: () => import('@/views/catalog/ArticleListView.vue'),
        meta: { manager: true, nav: 'articles', titleKey: 'nav.articles', icon: markRaw(Document) },
      },
      {
        path: 'articles/new',
        name: 'article-new',
        component: () => import('@/views/catalog/ArticleEditorView.vue'),
        props: { id: null },
        meta: { manager: true, navParent: 'articles', titleKey: 'articles.newTitle' },
      },
      {
        path: 'articles/:id(\\d+)',
        name: 'article',
        component: () => import('@/views/catalog/ArticleEditorView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'articles', titleKey: 'articles.editTitle' },
      },
      {
        path: 'customers',
        name: 'customers',
        component: () => import('@/views/customers/CustomerListView.vue'),
        meta: { manager: true, nav: 'customers', titleKey: 'nav.customers', icon: markRaw(User) },
      },
      {
        path: 'customers/:id(\\d+)',
        name: 'customer',
        component: () => import('@/views/customers/CustomerDetailView.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'customers', titleKey: 'customers.detailTitle' },
      },
      {
        path: 'shippings',
        name: 'shippings',
        component: () => import('@/views/shippings/ShippingGroupsView.vue'),
        meta: { manager: true, nav: 'shippings', titleKey: 'nav.shippings', icon: markRaw(Van) },
      },
      {
        path: 'shippings/methods/:id(\\d+)',
        name: 'shipping-method',
        component: () => import('@/views/shippings/ShippingMethodEditor.vue'),
        props: (route) => ({ id: Number(route.params.id) }),
        meta: { manager: true, navParent: 'shippings', titleKey: 'shipping.editor.title' },
      },
      {
        path: 'social',
        name: 'social',
        component: () => import('@/views/social/SocialAuthorizationView.vue'),
        meta: { manager: true, nav: 'social', titleKey: 'nav.social', icon: markRaw(ChatDotRound) },
      },
      {
        path: 'settings',
        name: 'settings',
        component: () => import('@/views/settings/ShopSettingsView.vue'),
        meta: { manager: true, nav: 'settings', titleKey: 'nav.settings', icon: markRaw(Setting) },
      },
      {
        path: 'not-allowed',
        name: 'not-allowed',
        component: () => import('@/views/NotAllowedView.vue'),
        meta: { titleKey: 'notAllowed.title' },
      },
      {
        path: ':pathMatch(.*)*',
        name: 'not-found',
        component: () => import('@/views/NotFoundView.vue'),
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
  onSessionExpired(() => {
    const current = router.currentRoute.value;
    if (current.meta.public) return;
    void router.replace({ name: 'login', query: { redirect: current.fullPath, expired: '1' } });
  });
  return router;
}
