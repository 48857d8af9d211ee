import type { CustomerMessages } from './zh-CN';

/**
 * What the customer's pick-up page says: its own small bundle (features/pickup-page) loads only
 * this; the app's catalogue takes these sections from here.
 */
export const customerEn: CustomerMessages = {
  common: {
    retry: 'Retry',
  },
  errors: {
    unreachable: 'The shop cannot be reached just now. Please try again in a moment.',
    network: 'Cannot reach the Shopdesk service. Check that it is running.',
    timeout: 'The service took too long to answer. Please try again.',
    unexpected: 'Something went wrong. Please try again.',
    http: 'Request failed ({status})',
  },
  counter: {
    units: { day: '{n} d', hour: '{n} h', minute: '{n} min' },
    expiry: { left: '{time} ({span} left)', past: '{time} ({span} ago)' },
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
  },
  pickUpImages: {
    qrAlt: 'QR code of pick-up key {key}',
    code128Alt: 'Barcode of pick-up key {key}',
    failed: 'The codes could not be drawn; use the digits above.',
  },
  orderAmounts: {
    items: 'Items',
    discountWithCode: '{title} ({code})',
    shipping: 'Shipping',
    points: 'Points',
    total: 'Paid total',
    totalDue: 'Total due',
  },
  pickupPage: {
    title: 'Store pick-up',
    heading: 'Store pick-up',
    notFound: 'This pick-up order was not found: check that the link is complete.',
    codeLabel: 'Pick-up key: show it at the counter',
    codeLabelVoid: 'Pick-up key (no longer valid)',
    usedAt: 'Picked up on {time}.',
    collectedBy: 'Collected by {name} on {time}.',
    collectedByRelation: 'Collected by {name} ({relation}) on {time}.',
    relation: {
      family: 'family',
      friend: 'friend',
      colleague: 'colleague',
      neighbour: 'neighbour',
      courier: 'courier',
      other: 'other',
    },
    expires: 'Valid until {when}',
    hours: 'Open {hours}',
    order: 'Order #{number}',
    footnote: 'Come within the validity and show the QR code, the barcode or the digits.',
    state: {
      ready: {
        title: 'Ready for pick-up',
        body: 'Your package is ready: show the key at the store.',
      },
      preparing: {
        title: 'Being prepared',
        body: 'The store is preparing your package; you may come and show the key anyway.',
      },
      used: { title: 'Picked up', body: 'This order has been picked up. Thank you!' },
      expired: { title: 'Key expired', body: 'Please contact the store.' },
      canceled: { title: 'Order canceled', body: 'This order was canceled; the key is void.' },
    },
  },
};
