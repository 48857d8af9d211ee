import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { Discount, Ticket, Tickets } from '@element-plus/icons-vue';

/** Price rules, coupons and their codes: the menu's marketing group. */
export const discountsRoutes: RouteRecordRaw[] = [
  {
    path: 'price-rules',
    name: 'price-rules',
    component: () => import('./views/PriceRuleListView.vue'),
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
    component: () => import('./views/PriceRuleEditorView.vue'),
    props: { id: null },
    meta: { manager: true, navParent: 'price-rules', titleKey: 'discounts.rules.newTitle' },
  },
  {
    path: 'price-rules/:id(\\d+)',
    name: 'price-rule',
    component: () => import('./views/PriceRuleEditorView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'price-rules', titleKey: 'discounts.rules.editTitle' },
  },
  {
    path: 'coupons',
    name: 'coupons',
    component: () => import('./views/CouponListView.vue'),
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
    component: () => import('./views/CouponWizardView.vue'),
    meta: { manager: true, navParent: 'coupons', titleKey: 'discounts.wizard.title' },
  },
  {
    path: 'coupons/:id(\\d+)',
    name: 'coupon',
    component: () => import('./views/CouponDetailView.vue'),
    props: (route) => ({ id: Number(route.params.id) }),
    meta: { manager: true, navParent: 'coupons', titleKey: 'discounts.coupons.detailTitle' },
  },
  {
    path: 'coupon-codes',
    name: 'coupon-codes',
    component: () => import('./views/CouponCodeListView.vue'),
    meta: {
      manager: true,
      nav: 'coupon-codes',
      navGroup: 'marketing',
      titleKey: 'nav.couponCodes',
      icon: markRaw(Tickets),
    },
  },
];
