import type { z } from 'zod';
import type { AppDatabase, Db } from '../../db';
import { ApiError, conflict, fieldError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/time';
import type { WebhookRepository } from './repository';
import type { webhookCreate, webhookPatch } from './schemas';
import { privateTargetProblem } from './targets';
import type { WebhookAttemptRow, WebhookRow } from '../../db/tables/webhooks';
import type { WebhookWorker } from './worker';

export type WebhookCreate = z.output<typeof webhookCreate>;
export type WebhookPatch = z.output<typeof webhookPatch>;

/**
 * Who is asking (docs/DESIGN.md §3): an application sees and changes only its own webhooks; a
 * manager's staff token acts as application 1 and sees every application's.
 */
export interface WebhookViewer {
  applicationId: number;
  manager: boolean;
}

export const MANAGER_APPLICATION_ID = 1;

const duplicate = () =>
  conflict('duplicate', 'This application already has a webhook for this event and URL.');

export type WebhookService = ReturnType<typeof createWebhookService>;

interface WebhookServiceDeps {
  database: AppDatabase;
  clock: Clock;
  repo: WebhookRepository;
  worker: Pick<WebhookWorker, 'redeliver'>;
}

const ownerFilter = (viewer: WebhookViewer) => (viewer.manager ? null : viewer.applicationId);

/** The webhook, or 404; another application's webhook does not exist for the viewer. */
async function requireWebhook(
  deps: WebhookServiceDeps,
  handle: Db,
  viewer: WebhookViewer,
  id: number,
) {
  const row = await deps.repo.findWebhook(handle, id);
  if (!row || (!viewer.manager && row.application_id !== viewer.applicationId))
    throw notFound('No webhook with this id.');
  return row;
}

async function requireDelivery(
  deps: WebhookServiceDeps,
  handle: Db,
  viewer: WebhookViewer,
  id: number,
) {
  const row = await deps.repo.findDelivery(handle, id);
  if (!row || (!viewer.manager && row.application_id !== viewer.applicationId))
    throw notFound('No delivery with this id.');
  return row;
}

/** Runs a webhook write; the unique index refusing it (a concurrent writer) is a 409 too. */
async function guardDuplicate<T>(deps: WebhookServiceDeps, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (deps.repo.isDuplicateWebhook(error)) throw duplicate();
    throw error;
  }
}

async function withAttempts<T extends { id: number }>(
  deps: WebhookServiceDeps,
  handle: Db,
  rows: T[],
) {
  const attempts = await deps.repo.attemptsOf(
    handle,
    rows.map((row) => row.id),
  );
  const byDelivery = new Map<number, WebhookAttemptRow[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.delivery_id) ?? [];
    list.push(attempt);
    byDelivery.set(attempt.delivery_id, list);
  }
  return rows.map((row) => ({ row, attempts: byDelivery.get(row.id) ?? [] }));
}

async function getDelivery(deps: WebhookServiceDeps, viewer: WebhookViewer, id: number) {
  const { db } = deps.database;
  const [entry] = await withAttempts(deps, db, [await requireDelivery(deps, db, viewer, id)]);
  return entry!;
}

/** docs/DESIGN.md §9: a private target is refused unless the shop allows them (400 on `url`). */
async function checkTarget(deps: WebhookServiceDeps, url: string) {
  const shop = await deps.repo.shopIdentity(deps.database.db);
  if (shop?.webhook_private_targets === 1) return;
  const problem = await privateTargetProblem(url);
  if (problem) throw fieldError('url', problem);
}

/** Registers a webhook for the viewer's application (application 1 for a manager). */
async function createWebhook(
  deps: WebhookServiceDeps,
  viewer: WebhookViewer,
  input: WebhookCreate,
): Promise<WebhookRow> {
  const { repo } = deps;
  await checkTarget(deps, input.url);
  const now = deps.clock.now();
  const values = {
    application_id: viewer.applicationId,
    event: input.event,
    url: input.url,
    metafield: JSON.stringify(input.metafield),
    created_at: now,
    updated_at: now,
  };
  return deps.database.transaction(async (trx) => {
    if (await repo.findDuplicate(trx, values)) throw duplicate();
    return guardDuplicate(deps, () => repo.insertWebhook(trx, values));
  });
}

async function updateWebhook(
  deps: WebhookServiceDeps,
  viewer: WebhookViewer,
  id: number,
  patch: WebhookPatch,
): Promise<WebhookRow> {
  const { repo } = deps;
  if (patch.url !== undefined) await checkTarget(deps, patch.url);
  return deps.database.transaction(async (trx) => {
    const current = await requireWebhook(deps, trx, viewer, id);
    const moving =
      patch.application_id !== undefined && patch.application_id !== current.application_id;
    if (moving && !viewer.manager)
      throw new ApiError(
        403,
        'permission_denied',
        'Only a shop manager may give a webhook to another application.',
      );
    if (moving && !(await repo.applicationExists(trx, patch.application_id!)))
      throw fieldError('application_id', 'No application with this id.');
    const next = {
      application_id: patch.application_id ?? current.application_id,
      event: patch.event ?? current.event,
      url: patch.url ?? current.url,
    };
    if (await repo.findDuplicate(trx, next, id)) throw duplicate();
    return guardDuplicate(deps, () =>
      repo.updateWebhook(trx, id, {
        ...next,
        ...(patch.metafield !== undefined && { metafield: JSON.stringify(patch.metafield) }),
        updated_at: deps.clock.now(),
      }),
    );
  });
}

/** Deletes the webhook with its deliveries and their log. */
async function removeWebhook(deps: WebhookServiceDeps, viewer: WebhookViewer, id: number) {
  await deps.database.transaction(async (trx) => {
    await requireWebhook(deps, trx, viewer, id);
    await deps.repo.deleteWebhook(trx, id);
  });
}

/** A webhook's deliveries, newest first (the webhook must be the viewer's). */
async function deliveryPage(deps: WebhookServiceDeps, viewer: WebhookViewer, webhookId: number) {
  const { repo } = deps;
  const { db } = deps.database;
  await requireWebhook(deps, db, viewer, webhookId);
  return {
    count: () => repo.countDeliveries(db, webhookId),
    load: async (limit: number, offset: number) =>
      withAttempts(deps, db, await repo.listDeliveries(db, webhookId, limit, offset)),
  };
}

/** A new attempt now, whatever the delivery's state; answers the delivery after it. */
async function redeliver(deps: WebhookServiceDeps, viewer: WebhookViewer, id: number) {
  await requireDelivery(deps, deps.database.db, viewer, id);
  await deps.worker.redeliver(id);
  return getDelivery(deps, viewer, id);
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { repo } = deps;
  const { db } = deps.database;
  return {
    countWebhooks: (viewer: WebhookViewer) => repo.countWebhooks(db, ownerFilter(viewer)),
    listWebhooks: (viewer: WebhookViewer, limit: number, offset: number) =>
      repo.listWebhooks(db, ownerFilter(viewer), limit, offset),
    get: (viewer: WebhookViewer, id: number) => requireWebhook(deps, db, viewer, id),
    create: (viewer: WebhookViewer, input: WebhookCreate) => createWebhook(deps, viewer, input),
    update: (viewer: WebhookViewer, id: number, patch: WebhookPatch) =>
      updateWebhook(deps, viewer, id, patch),
    remove: (viewer: WebhookViewer, id: number) => removeWebhook(deps, viewer, id),
    deliveryPage: (viewer: WebhookViewer, webhookId: number) =>
      deliveryPage(deps, viewer, webhookId),
    getDelivery: (viewer: WebhookViewer, id: number) => getDelivery(deps, viewer, id),
    redeliver: (viewer: WebhookViewer, id: number) => redeliver(deps, viewer, id),
  };
}
