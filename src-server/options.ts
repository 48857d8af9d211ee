import type { OutboxTimers } from './db/outbox';
import type { Clock } from './lib/time';

/**
 * What the process was started with, beside the database and the clock: flags and environment
 * read by the entry points (server.ts, cli-main.ts) or set by tests. The modules read their
 * part from `ctx.options`.
 */
export interface AppOptions {
  /** The reverse proxy's addresses or ranges, if the service runs behind one (docs/DESIGN.md §3). */
  trustedProxy?: string[];
  /** Where customers reach the shop (the pick-up link of a notice). */
  publicUrl?: string;
  /** Messaging-platform settings from the environment (the social settings win over them). */
  social?: SocialEnvConfig;
  /** The webhook delivery worker's clock, timeout, retry delay and timers (tests move them). */
  webhooks?: WebhookWorkerOptions;
  /** Pick-up notices: SHOPDESK_SMS_ENDPOINT and the worker's clock and timers (tests). */
  notifications?: NotificationWorkerOptions & { env?: NotificationEnv };
}

export interface SocialEnvConfig {
  componentAppid?: string;
  componentSecret?: string;
  verifyTicket?: string;
  apiBase?: string;
  authPage?: string;
  /** HTTP timeout of each platform call in milliseconds (default 10 s). */
  timeoutMs?: number;
}

export type WebhookTimers = OutboxTimers;

export interface WebhookWorkerOptions {
  /** Times of attempts and retries (default: the app's clock). */
  clock?: Clock;
  /** How long a receiver has to answer (default 10 s). */
  timeoutMs?: number;
  /** Delay of the one retry after a failed first attempt (default 5 minutes). */
  retryDelayMs?: number;
  /** Schedules due retries; defaults to the global timers (unref'd). */
  timers?: WebhookTimers;
  /** Deliveries sent at once (default 8); one webhook gets at most 2 of them. */
  concurrency?: number;
  /** How long a webhook whose receiver keeps timing out is paused (default 5 minutes). */
  breakerPauseMs?: number;
}

export type NotificationTimers = OutboxTimers;

export interface NotificationWorkerOptions {
  /** Times of attempts, reminders and quiet hours (default: the app's clock). */
  clock?: Clock;
  timers?: NotificationTimers;
  retryDelaysMs?: readonly number[];
}

/** The SHOPDESK_SMS_* variables of an environment (the entry points pass theirs in). */
export interface NotificationEnv {
  /** SHOPDESK_SMS_ENDPOINT: where SendSms goes (a proxy, or a fake in tests). */
  smsEndpoint?: string;
}
