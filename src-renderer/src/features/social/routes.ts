import { markRaw } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import { ChatDotRound } from '@element-plus/icons-vue';

export const socialRoutes: RouteRecordRaw[] = [
  {
    path: 'social',
    name: 'social',
    component: () => import('./views/SocialAuthorizationView.vue'),
    meta: {
      manager: true,
      nav: 'social',
      navGroup: 'marketing',
      titleKey: 'nav.social',
      icon: markRaw(ChatDotRound),
    },
  },
];
