import type { SocialMessages } from './zh-CN';

/** The messaging platform's settings and authorizations. */
export const socialEn: SocialMessages = {
  nav: {
    social: 'Messaging platform',
  },
  social: {
    title: 'Messaging platform',
    subtitle:
      "Authorize WeChat official accounts and mini programs for the shop's third-party platform.",
    paymentMode: 'Payment mode:',
    collectedTitle: 'This shop uses collected payment: accounts cannot be authorized',
    collectedBody:
      'Messaging-platform authorization is only for shops with their own payment configuration. To authorize an account, switch the payment mode to own payment in the shop settings first.',
    settingsSection: 'Third-party platform settings',
    configured: 'Configured',
    notConfigured: 'Not configured',
    componentAppid: 'Platform app ID',
    componentSecret: 'Platform app secret',
    secretSet: 'A secret is saved (never shown).',
    secretNotSet: 'No secret saved.',
    secretKeep: 'Leave empty to keep the saved secret',
    clearSecret: 'Clear the saved secret',
    verifyTicket: 'Verify ticket (component_verify_ticket)',
    verifyTicketHelp: 'The latest ticket from the platform’s message server; see below.',
    verifyTicketAbout: {
      title: 'What is the verify ticket?',
      what: 'A short code WeChat’s open platform sends to your third-party platform about every 10 minutes. With it (and the app ID and secret) the shop proves to WeChat that it speaks for the platform; without a recent one, authorizing fails.',
      where:
        'It arrives at the “authorization event URL” set for the platform on open.weixin.qq.com, that is at whoever runs that server (often your developer or IT provider) — not in this app, and not on the counter.',
      todo: 'Clerks need not do anything here. A manager asks whoever runs that server for the newest ticket, pastes it above and saves. If authorizing later fails because the ticket is too old, paste a newer one the same way.',
    },
    apiBase: 'API base URL',
    authPage: 'Authorization page URL',
    defaultValue: 'Default {value}',
    fromEnv: "Supplied by the service's environment",
    settingsHelp:
      "Values entered here win over the service's SHOPDESK_SOCIAL_* environment; empty a field to use the environment value again.",
    authorizeSection: 'Authorize an account',
    authType: 'Account type',
    authTypes: { 1: 'Official account', 2: 'Mini program', 3: 'Either' },
    successUrl: 'Page after authorization',
    successUrlHelp:
      'The browser goes here after a successful authorization, with authorizer_appid added.',
    needsSettings: 'Enter the platform app ID, app secret and verify ticket first.',
    authorize: 'Authorize in the browser',
    opened: 'The authorization page is open in your browser; come back here when done.',
    linkHint: 'Browser did not open? Copy this link (valid for 30 minutes):',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Cannot copy; select the link by hand.',
    accountsSection: 'Authorized accounts',
    refresh: 'Refresh',
    noAccounts: 'No account is authorized yet',
    appid: 'App ID',
    createdAt: 'First authorized',
    updatedAt: 'Last authorized',
    checkSection: 'Check by app ID',
    checkPlaceholder: 'App ID of the official account or mini program',
    check: 'Check',
    found: '{appid} is authorized',
    foundDates: 'First authorized {created}, last authorized {updated}',
    notFound: 'This app ID is not authorized for the shop.',
  },
};
