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
  },
};
