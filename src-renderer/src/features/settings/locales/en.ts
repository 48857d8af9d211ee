import type { SettingsMessages } from './zh-CN';

/** The shop's settings. */
export const settingsEn: SettingsMessages = {
  nav: {
    settings: 'Shop settings',
  },
  settings: {
    title: 'Shop settings',
    back: 'Back to start',
    saved: 'Settings saved',
    // Never shown (the settings always exist once the shop is set up); the editor page needs one.
    notFound: 'The shop settings could not be found.',
    shopSection: 'Shop',
    pickUpSection: 'Store pick-up',
    webhookSection: 'Webhook signing secret',
    name: 'Shop name',
    domain: 'Shop domain',
    timezone: 'Time zone',
    currency: 'Currency',
    paymentMode: 'Payments',
    paymentModes: {
      own: 'Own payment account',
      collected: 'Collected by the platform',
    },
    paymentModeHelp:
      'Shops whose payments the platform collects cannot authorize a messaging account.',
    pickUpExpireDays: 'Pick-up codes expire after',
    pickUpExpireDaysHelp: 'Days after payment until a pick-up code expires (1–365).',
    pickUpRollbackHours: 'Hand-outs can be undone for',
    pickUpRollbackHoursHelp:
      'Hours after a hand-out during which staff may undo it; later only a manager can (0–720).',
    offlineHandOut: 'Hand out offline',
    offlineHandOutHelp:
      'When a counter cannot reach the shop server, it goes on handing out its store’s packages and sends them when the server is back. Off: an offline counter only checks codes.',
    offlineHandOutHours: 'Offline hand-outs accepted for',
    offlineHandOutHoursHelp:
      'Hours after an offline hand-out during which the server still accepts it; later it is a conflict to settle (1–168).',
    offlineSignInDays: 'Offline sign-in for',
    offlineSignInDaysHelp:
      'Days after a clerk’s online sign-in on a counter during which they may sign in there while the server cannot be reached; 0 turns offline sign-in off (0–30).',
    webhookPrivateTargets: 'Webhooks to this network',
    webhookPrivateTargetsHelp:
      'Let webhooks reach addresses on this computer or the local network (e.g. 192.168.x.x). Off by default, so a webhook cannot probe the machines behind the shop.',
    days: 'days',
    hours: 'hours',
    webhookSecret: 'Signing secret',
    webhookSecretHelp: 'Receivers use it to check the X-Service-Sha256 signature.',
    reveal: 'Show',
    hide: 'Hide',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    copyFailed: 'The clipboard is not available; copy the secret by hand.',
    rotate: 'Rotate secret',
    rotateTitle: 'Rotate the signing secret?',
    rotateConfirm:
      'Receivers checking signatures with the old secret will fail until they use the new one.',
    rotated: 'Signing secret rotated',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
};
