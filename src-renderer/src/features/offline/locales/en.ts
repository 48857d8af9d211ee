import type { OfflineMessages } from './zh-CN';

/** The counter's offline work: the banner (with its count), the "not accepted" list. */
export const offlineEn: OfflineMessages = {
  offline: {
    title: 'No connection to the shop server',
    body: 'Retrying automatically in {seconds} s (attempt {attempt}).',
    checking: 'Checking the connection…',
    retryNow: 'Retry now',
  },
  offlineQueue: {
    bannerTitle: 'Offline — hand-outs are saved on this computer and sent when the server is back',
    bannerCheckOnly:
      'Offline — offline hand-out is turned off for this shop: this counter only checks keys until the server is back',
    waiting: 'Hand-outs waiting to be sent: {n}',
    sending: 'Sending the offline hand-outs ({n} left)…',
    conflicts: {
      title: 'Not accepted by the server',
      hint: 'These packages were handed out offline, but the server refused the hand-out: find out what happened (call the customer or a manager), then mark each one seen.',
      line: 'Order #{order} · {customer} · handed out offline by {by} at {time}',
      usedBy: '(used at {time} by {by} at {store})',
      seen: 'Mark seen',
    },
  },
};
