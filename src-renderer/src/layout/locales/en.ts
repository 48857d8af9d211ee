import type { LayoutMessages } from './zh-CN';

/** The app's frame: header, side navigation groups, the not-allowed and not-found pages. */
export const layoutEn: LayoutMessages = {
  layout: {
    groups: {
      counter: 'In store',
      catalog: 'Catalog',
      marketing: 'Marketing',
      customers: 'Sales',
      settings: 'Settings',
    },
    navigation: 'Main navigation',
    role: { manager: 'Manager', staff: 'Staff' },
    logout: 'Sign out',
    loggedOut: 'Signed out',
  },
  notAllowed: {
    title: 'Not allowed',
    body: 'This page is for store managers. Ask your manager if you need it.',
    back: 'Back to start',
    offlineTitle: 'Needs the server',
    offlineBody:
      'Signed in offline, only the counter works (from its copy). Sign in online once the server is back.',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no such page.',
    home: 'Back to start',
  },
};
