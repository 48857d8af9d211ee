import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Collection, Document, Goods, PriceTag } from '@element-plus/icons-vue';

/** Products, collections, the taxonomy and articles: the menu's catalog group. */
export const catalogRoutes: RouteRecordRaw[] = [
  {
    path: 'products',
    name: 'products',
    component: () => import('./views/ProductListView.vue'),
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
    component: () => import('./views/ProductEditorView.vue'),
    props: { id: null },
    meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.newTitle' },
  },
  {
    path: 'products/:id(\\d+)',
    name: 'product',
    component: () => import('./views/ProductEditorView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'products', titleKey: 'catalog.editor.title' },
  },
  {
    path: 'collections',
    name: 'collections',
    component: () => import('./views/CollectionListView.vue'),
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
    component: () => import('./views/CollectionEditorView.vue'),
    props: { id: null },
    meta: { manager: true, navParent: 'collections', titleKey: 'collections.newTitle' },
  },
  {
    path: 'collections/:id(\\d+)',
    name: 'collection',
    component: () => import('./views/CollectionEditorView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'collections', titleKey: 'collections.editTitle' },
  },
  {
    // One path segment like the other listed pages: the side navigation follows the
    // router's ranking, which puts longer static paths first.
    path: 'taxonomy',
    name: 'taxonomy',
    component: () => import('./views/TaxonomyView.vue'),
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
    component: () => import('./views/ArticleListView.vue'),
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
    component: () => import('./views/ArticleEditorView.vue'),
    props: { id: null },
    meta: { manager: true, navParent: 'articles', titleKey: 'articles.newTitle' },
  },
  {
    path: 'articles/:id(\\d+)',
    name: 'article',
    component: () => import('./views/ArticleEditorView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'articles', titleKey: 'articles.editTitle' },
  },
];
