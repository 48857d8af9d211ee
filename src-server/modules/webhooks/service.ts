import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, conflict, fieldError, notFound } from '../../http/errors';
import * as repo from './repository';
import type { webhookCreate, webhookPatch } from './schemas';
import { privateTargetProblem } from './targets';
import type { WebhookAttemptRow, WebhookRow } from '../../db/tables/webhooks';
import { redeliver as redeliverNow } from './worker';
import { msg } from '../../lib/i18n';

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

const duplicate = () => conflict('duplicate', msg('webhooks.duplicate'));

const ownerFilter = (viewer: WebhookViewer) => (viewer.manager ? null : viewer.applicationId);

/** The webhook, or 404; another application's webhook does not exist for the viewer. */
async function requireWebhook(handle: Db, viewer: WebhookViewer, id: number) {
  const row = await repo.findWebhook(handle, id);
  if (!row || (!viewer.manager && row.application_id !== viewer.applicationId))
    throw notFound(msg('webhooks.not_found'));
  return row;
}

async function requireDelivery(handle: Db, viewer: WebhookViewer, id: number) {
  const row = await repo.findDelivery(handle, id);
  if (!row || (!viewer.manager && row.application_id !== viewer.applicationId))
    throw notFound(msg('webhooks.delivery_not_found'));
  return row;
}

/** Runs a webhook write; the unique index refusing it (a concurrent writer) is a 409 too. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateWebhook(error)) throw duplicate();
    throw error;
  }
}

async function withAttempts<T extends { id: number }>(handle: Db, rows: T[]) {
  const attempts = await repo.listAttempts(
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

export async function getDelivery(ctx: AppContext, viewer: WebhookViewer, id: number) {
  const { db } = ctx.database;
  const [entry] = await withAttempts(db, [await requireDelivery(db, viewer, id)]);
  return entry!;
}

/** docs/DESIGN.md §9: a private target is refused unless the shop allows them (400 on `url`). */
async function checkTarget(ctx: AppContext, url: string) {
  const shop = await repo.findShopIdentity(ctx.database.db);
  if (shop?.webhook_private_targets === 1) return;
  const problem = await privateTargetProblem(url);
  if (problem) throw fieldError('url', problem);
}

/** Registers a webhook for the viewer's application (application 1 for a manager). */
export async function create(
  ctx: AppContext,
  viewer: WebhookViewer,
  input: WebhookCreate,
): Promise<WebhookRow> {
  await checkTarget(ctx, input.url);
  // Registration times share the app's clock with the events they are matched against.
  const now = ctx.clock.now();
  const values = {
    application_id: viewer.applicationId,
    event: input.event,
    url: input.url,
    metafield: JSON.stringify(input.metafield),
    created_at: now,
    updated_at: now,
  };
  return ctx.database.transaction(async (trx) => {
    if (await repo.findDuplicate(trx, values)) throw duplicate();
    return guardDuplicate(() => repo.insertWebhook(trx, values));
  });
}

export async function update(
  ctx: AppContext,
  viewer: WebhookViewer,
  id: number,
  patch: WebhookPatch,
): Promise<WebhookRow> {
  if (patch.url !== undefined) await checkTarget(ctx, patch.url);
  return ctx.database.transaction(async (trx) => {
    const current = await requireWebhook(trx, viewer, id);
    const moving =
      patch.application_id !== undefined && patch.application_id !== current.application_id;
    if (moving && !viewer.manager)
      throw new ApiError(403, 'permission_denied', msg('webhooks.manager_only'));
    if (moving && !(await repo.applicationExists(trx, patch.application_id!)))
      throw fieldError('application_id', msg('shops.application_not_found'));
    const next = {
      application_id: patch.application_id ?? current.application_id,
      event: patch.event ?? current.event,
      url: patch.url ?? current.url,
    };
    if (await repo.findDuplicate(trx, next, id)) throw duplicate();
    return guardDuplicate(() =>
      repo.updateWebhook(trx, id, {
        ...next,
        ...(patch.metafield !== undefined && { metafield: JSON.stringify(patch.metafield) }),
        updated_at: ctx.clock.now(),
      }),
    );
  });
}

/** Deletes the webhook with its deliveries and their log. */
export async function remove(ctx: AppContext, viewer: WebhookViewer, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireWebhook(trx, viewer, id);
    await repo.deleteWebhook(trx, id);
  });
}

/** A webhook's deliveries, newest first (the webhook must be the viewer's). */
export async function deliveryPage(ctx: AppContext, viewer: WebhookViewer, webhookId: number) {
  const { db } = ctx.database;
  await requireWebhook(db, viewer, webhookId);
  return {
    count: () => repo.countDeliveries(db, webhookId),
    load: async (limit: number, offset: number) =>
      withAttempts(db, await repo.listDeliveries(db, webhookId, limit, offset)),
  };
}

/** A new attempt now, whatever the delivery's state; answers the delivery after it. */
export async function redeliver(ctx: AppContext, viewer: WebhookViewer, id: number) {
  await requireDelivery(ctx.database.db, viewer, id);
  await redeliverNow(ctx, id);
  return getDelivery(ctx, viewer, id);
}

export const countWebhooks = (ctx: AppContext, viewer: WebhookViewer) =>
  repo.countWebhooks(ctx.database.db, ownerFilter(viewer));

export const listWebhooks = (
  ctx: AppContext,
  viewer: WebhookViewer,
  limit: number,
  offset: number,
) => repo.listWebhooks(ctx.database.db, ownerFilter(viewer), limit, offset);

/** The webhook, or 404. */
export const get = (ctx: AppContext, viewer: WebhookViewer, id: number) =>
  requireWebhook(ctx.database.db, viewer, id);
