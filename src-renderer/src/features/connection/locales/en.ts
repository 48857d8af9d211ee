import type { ConnectionMessages } from './zh-CN';

/** The banner shown while the shop server does not answer. */
export const connectionEn: ConnectionMessages = {
  offline: {
    title: 'No connection to the shop server',
    body: 'Retrying automatically in {seconds} s (attempt {attempt}).',
    checking: 'Checking the connection…',
    retryNow: 'Retry now',
  },
};
