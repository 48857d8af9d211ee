import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fetch } from 'undici';
import type { Clock } from '../../lib/time';
import type { SendableDelivery } from './repository';
import { literalTargetProblem, PrivateTargetError, publicTargetsOnly } from './targets';

/** docs/SPECIFICATION.md §6: the receiver must answer within 10 seconds … */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** How much of the answer's body the log keeps. */
export const EXCERPT_BYTES = 500;

/** `X-Service-Sha256`: upper-case hex SHA-256 of the body bytes followed by the secret's. */
export function webhookSignature(body: Uint8Array, secret: string): string {
  return createHash('sha256')
    .update(body)
    .update(Buffer.from(secret, 'utf8'))
    .digest('hex')
    .toUpperCase();
}

export interface ShopIdentity {
  id: number;
  name: string;
  domain: string;
  webhook_secret: string;
  /** 0/1: webhooks may reach private addresses (docs/DESIGN.md §9). */
  webhook_private_targets: number;
}

export interface AttemptOutcome {
  attempted_at: number;
  duration_ms: number;
  status_code: number | null;
  succeeded: boolean;
  /** No answer came in time (the circuit breaker counts these). */
  timed_out: boolean;
  error: string | null;
  response_excerpt: string | null;
}

export const STOPPED = Symbol('stopped');

/** What a send needs besides the delivery: the attempt's time and the receiver's deadline. */
export interface SenderConfig {
  clock: Clock;
  timeoutMs: number;
}

/**
 * The first `limit` bytes of the body as text, at most `limit` bytes as UTF-8 too (a character
 * cut in two is left out); a body cut off or timed out keeps what came.
 */
async function readExcerpt(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // The rest of the body does not decide anything: success is the status.
  } finally {
    reader.cancel().catch(() => {});
  }
  // Streaming mode keeps an incomplete last character back instead of writing U+FFFD for it.
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit), { stream: true });
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof PrivateTargetError) return `Refused: ${cause.message}`;
  const inner = cause instanceof Error ? cause : error instanceof Error ? error : null;
  const message = inner?.message || String(error);
  return `The request failed: ${message}`;
}

function signedHeaders(delivery: SendableDelivery, shop: ShopIdentity, body: Uint8Array) {
  return {
    'content-type': 'application/json',
    'user-agent': 'Shopdesk-Webhooks',
    'x-service-shop-domain': shop.domain,
    'x-service-shop-id': String(shop.id),
    // Header values are Latin-1: the name (often Chinese) is sent percent-encoded UTF-8.
    'x-service-shop': encodeURIComponent(shop.name),
    'x-service-event': delivery.event,
    // The secret is read for this very send: a rotation applies to the next delivery.
    'x-service-sha256': webhookSignature(body, shop.webhook_secret),
    'x-service-delivery-id': String(delivery.id),
  };
}

/** The outcome of an answer: only 2xx counts as delivered. */
async function answered(
  response: Response,
  attemptedAt: number,
  durationMs: () => number,
): Promise<AttemptOutcome> {
  const excerpt = await readExcerpt(response, EXCERPT_BYTES);
  const status = response.status;
  const succeeded = status >= 200 && status < 300;
  const location = response.headers.get('location');
  return {
    attempted_at: attemptedAt,
    duration_ms: durationMs(),
    status_code: status,
    succeeded,
    timed_out: false,
    error: succeeded
      ? null
      : status >= 300 && status < 400
        ? `The receiver redirected (HTTP ${status}${location ? ` to ${location}` : ''}); redirects are not followed.`
        : `The receiver answered HTTP ${status}; only 2xx counts as delivered.`,
    response_excerpt: excerpt,
  };
}

function refusedOutcome(attemptedAt: number, problem: string): AttemptOutcome {
  return {
    attempted_at: attemptedAt,
    duration_ms: 0,
    status_code: null,
    succeeded: false,
    timed_out: false,
    // The delivery log keeps the receiver's side in English, as written: not a message.
    // eslint-disable-next-line no-restricted-syntax
    error: `Refused: ${problem}`,
    response_excerpt: null,
  };
}

/** POSTs one delivery; STOPPED when the worker shut down before an answer came. */
export async function sendDelivery(
  config: SenderConfig,
  delivery: SendableDelivery,
  shop: ShopIdentity,
  stop: AbortSignal,
): Promise<AttemptOutcome | typeof STOPPED> {
  const body = Buffer.from(delivery.payload, 'utf8');
  const headers = signedHeaders(delivery, shop, body);
  const timeout = new AbortController();
  const timeoutTimer = setTimeout(() => timeout.abort(), config.timeoutMs);
  const signal = AbortSignal.any([timeout.signal, stop]);
  const attemptedAt = config.clock.now();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const privateAllowed = shop.webhook_private_targets === 1;
  const refused = privateAllowed ? null : literalTargetProblem(delivery.url);
  if (refused) {
    clearTimeout(timeoutTimer);
    return refusedOutcome(attemptedAt, refused);
  }
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers,
      body,
      // A redirect is an answer that is not 2xx: it is not followed and counts as failed.
      redirect: 'manual',
      signal,
      // Names are resolved and checked right before connecting (DNS rebinding).
      ...(!privateAllowed && { dispatcher: publicTargetsOnly }),
    });
    return await answered(response, attemptedAt, elapsed);
  } catch (error) {
    if (stop.aborted) return STOPPED;
    return {
      attempted_at: attemptedAt,
      duration_ms: elapsed(),
      status_code: null,
      succeeded: false,
      timed_out: timeout.signal.aborted,
      error: timeout.signal.aborted
        ? `No answer within ${config.timeoutMs / 1000} s.`
        : describeFailure(error),
      response_excerpt: null,
    };
  } finally {
    clearTimeout(timeoutTimer);
  }
}
