import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/types';
import { msg } from '../lib/i18n';
import { ApiError, invalid } from './errors';
import './openapi';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and must store its answer under; null otherwise. */
    idempotencyKey: string | null;
  }
}

const HOUR = 60 * 60 * 1000;
/**
 * How long an answer is kept and replayed past the shop's offline window (docs/DESIGN.md §14):
 * a counter that reconnects at the end of `offline_hand_out_hours` and retries a send whose
 * answer it lost is still recognised.
 */
export const IDEMPOTENCY_MARGIN_MS = 24 * HOUR;

/** The retention for an offline window of `offlineHours`: the window plus the margin. */
export const idempotencyRetentionMs = (offlineHours: number) =>
  offlineHours * HOUR + IDEMPOTENCY_MARGIN_MS;
/** A claim whose request has not answered after this long was lost with its process. */
const LEASE_MS = 30_000;
/** How long a repeat waits for the first request's answer before answering 503 `busy`. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const principalOf = (request: FastifyRequest) =>
  request.principal?.kind === 'staff'
    ? `staff:${request.principal.staffId}`
    : request.principal?.kind === 'application'
      ? `application:${request.principal.applicationId}`
      : 'public';

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const reused = () => new ApiError(422, 'idempotency_key_reused', msg('idempotency.key_reused'));

type IdempotencyDeps = {
  database: AppDatabase;
  now: () => number;
  /** How long an answer is kept (`idempotencyRetentionMs` of the shop's settings). */
  retentionMs: () => Promise<number>;
  sweepIntervalMs?: number;
};

/**
 * `Idempotency-Key` on the routes that declare `idempotent` (docs/API.md "Idempotent writes"):
 * the first request with a key claims it with one INSERT (the primary key decides, across
 * processes), runs, and stores its answer; a repeat with the same body within the retention gets
 * that answer (`Idempotent-Replayed: true`) without running again, waiting while the first
 * runs; the same key with another body or credential is 422 `idempotency_key_reused`. A 5xx
 * answer is not kept: nothing was done, the request may be sent again.
 */
export function registerIdempotency(app: FastifyInstance, deps: IdempotencyDeps) {
  const { database, now, retentionMs } = deps;
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => claimOrReplay(deps, request, reply));
  app.addHook('onSend', async (request, reply, payload) =>
    keepAnswer(database, request, reply, payload),
  );

  const timer = setInterval(() => {
    retentionMs()
      .then((retention) => sweepIdempotencyKeys(database, now(), retention))
      .catch((error: unknown) => app.log.error({ err: error }, 'idempotency key sweep failed'));
  }, deps.sweepIntervalMs ?? HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The request's key, checked and in lower case; null: the request sent none. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header.at(-1)! : header).trim().toLowerCase();
  if (!UUID.test(key))
    throw invalid({
      'Idempotency-Key': [msg('idempotency.uuid_needed')],
    });
  return key;
}

/**
 * Claims the request's key, so that the request runs and its answer is kept, or answers with
 * the kept answer of the first request; waits while that one runs.
 */
async function claimOrReplay(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!request.routeOptions.config?.idempotent) return;
  const key = keyOf(request);
  if (key === null) return;
  const { database, now } = deps;
  const retention = await deps.retentionMs();
  const claim = { key, principal: principalOf(request), fingerprint: fingerprintOf(request) };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const at = now();
    if (await claimKey(database, claim, at)) {
      request.idempotencyKey = key;
      return;
    }
    const row = await readClaim(database, key);
    if (!row) continue;
    if (row.created_at <= at - retention) {
      // Past its retention: a new request under an old key.
      await forgetClaim(database, key, row.created_at);
      continue;
    }
    if (row.principal !== claim.principal || row.fingerprint !== claim.fingerprint) throw reused();
    if (row.status !== null) return replay(reply, row.status, row.response);
    if (row.lease_until <= at) {
      // The first request's process died before answering: this one runs instead.
      if (await takeOverClaim(database, key, row.lease_until, at)) {
        request.idempotencyKey = key;
        return;
      }
      continue;
    }
    if (Date.now() > deadline)
      throw new ApiError(503, 'busy', msg('idempotency.still_running'), {
        headers: { 'Retry-After': '1' },
        params: { retry_after: 1 },
      });
    await sleep(POLL_MS);
  }
}

/** One INSERT claims the key (the primary key decides, across processes); true: claimed. */
async function claimKey(
  database: AppDatabase,
  claim: { key: string; principal: string; fingerprint: string },
  at: number,
): Promise<boolean> {
  const claimed = await database.writeOne((handle) =>
    handle
      .insertInto('idempotency_key')
      .values({
        key: claim.key,
        principal: claim.principal,
        fingerprint: claim.fingerprint,
        status: null,
        response: null,
        lease_until: at + LEASE_MS,
        created_at: at,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst(),
  );
  return Boolean(claimed);
}

function readClaim(database: AppDatabase, key: string) {
  return database.db
    .selectFrom('idempotency_key')
    .select(['principal', 'fingerprint', 'status', 'response', 'lease_until', 'created_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

async function forgetClaim(database: AppDatabase, key: string, createdAt: number) {
  await database.writeOne((handle) =>
    handle
      .deleteFrom('idempotency_key')
      .where('key', '=', key)
      .where('created_at', '=', createdAt)
      .execute(),
  );
}

/** Takes over a claim whose lease has passed; true: this request runs. */
async function takeOverClaim(
  database: AppDatabase,
  key: string,
  leaseUntil: number,
  at: number,
): Promise<boolean> {
  const taken = await database.writeOne((handle) =>
    handle
      .updateTable('idempotency_key')
      .set({ lease_until: at + LEASE_MS })
      .where('key', '=', key)
      .where('status', 'is', null)
      .where('lease_until', '=', leaseUntil)
      .returning('key')
      .executeTakeFirst(),
  );
  return Boolean(taken);
}

function replay(reply: FastifyReply, status: number, response: string | null) {
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true');
  return reply.send(response);
}

/** Keeps the answer under the request's claimed key (a 5xx forgets the claim instead). */
async function keepAnswer(
  database: AppDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const key = request.idempotencyKey;
  if (key === null) return payload;
  request.idempotencyKey = null;
  const keep = reply.statusCode < 500 && typeof payload === 'string';
  try {
    await database.writeOne<unknown>((handle) =>
      keep
        ? handle
            .updateTable('idempotency_key')
            .set({ status: reply.statusCode, response: payload })
            .where('key', '=', key)
            .where('status', 'is', null)
            .execute()
        : handle
            .deleteFrom('idempotency_key')
            .where('key', '=', key)
            .where('status', 'is', null)
            .execute(),
    );
  } catch (error) {
    // The answer still goes out; the claim's lease lets a repeat run once it has passed.
    request.log.error({ err: error }, 'could not keep the answer of an Idempotency-Key');
  }
  return payload;
}

/** Forgets the answers older than `retentionMs`; answers how many. */
export async function sweepIdempotencyKeys(
  database: AppDatabase,
  now: number,
  retentionMs: number,
): Promise<number> {
  const result = await database.writeOne((handle) =>
    handle
      .deleteFrom('idempotency_key')
      .where('created_at', '<=', now - retentionMs)
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}
