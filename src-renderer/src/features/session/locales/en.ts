import type { SessionMessages } from './zh-CN';

/** Signing in. */
export const sessionEn: SessionMessages = {
  login: {
    title: 'Sign in',
    subtitle: 'Store pick-up and shop administration',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    expired: 'Your session has expired. Please sign in again.',
    deactivated: 'Your account was deactivated by a manager. Ask a manager to reactivate it.',
    retryIn: 'Try again in {minutes} min.',
    signInOnline: 'The server is back: sign in online to send the hand-outs made offline.',
  },
  offlineLogin: {
    title: 'Offline sign-in',
    body: 'The server cannot be reached. A clerk who signed in online on this counter in the last {days} days can sign in with their password: only the counter works, and hand-outs are sent when the server is back.',
    submit: 'Sign in offline',
    refused:
      'Offline sign-in failed: wrong username or password, or this clerk has not signed in online on this counter recently.',
    wait: 'Too many wrong passwords. Try again in {time}.',
    unavailable:
      'Offline sign-in is off on this computer: it cannot keep the sign-in data encrypted.',
    off: 'Offline sign-in is turned off for this shop.',
    noStore: 'No clerk has signed in online on this counter yet: offline sign-in is not possible.',
  },
  offlineSession: {
    signedIn: 'Signed in offline ({name}): only the counter works; hand-outs wait in the queue.',
    serverBack: 'The server is back. Sign in online to send the hand-outs made offline.',
    signInOnline: 'Sign in online',
  },
};
