import { DateTime } from 'luxon';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import {
  ApiError,
  conflict,
  fieldError,
  fieldPath,
  invalid,
  notFound,
  type FieldErrors,
} from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import * as repo from './repository';
import type { EachColumn, EachValues } from './repository';
import {
  customerContact,
  customerFilters,
  type customerCreate,
  type customerPatch,
} from './schemas';
import type { CustomerRow, CustomerTable } from '../../db/tables/customers';
import { msg } from '../../lib/i18n';

export type CustomerCreate = z.output<typeof customerCreate>;
export type CustomerPatch = z.output<typeof customerPatch>;
/** The list filters (`q`, `mobile`, `id__in`) as the list's query schema reads them. */
export type CustomerFilterValues = FilterValues & { q?: string };
/** Input of `findOrCreateByMobile`: an order's `customer{mobile, full_name, email}`. */
export type CustomerContact = z.input<typeof customerContact>;

const duplicateMobile = () => conflict('duplicate', msg('customers.mobile_taken'));

async function requireCustomer(handle: Db, id: number): Promise<CustomerRow> {
  const row = await repo.findById(handle, id);
  if (!row) throw notFound(msg('customers.not_found'));
  return row;
}

/** A birthday is a day of the past or today, as the shop's calendar (`zone`) counts days. */
function checkBirthday(ctx: AppContext, birthday: string | null | undefined, zone: string) {
  if (birthday === null || birthday === undefined) return;
  const today = DateTime.fromMillis(ctx.clock.now(), { zone }).toISODate()!;
  if (birthday > today) throw fieldError('birthday', msg('customers.birthday_in_future'));
}

/** Runs a write that may hit the unique mobile; the race with another writer is a 409 too. */
async function guardMobile<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateMobile(error)) throw duplicateMobile();
    throw error;
  }
}

/**
 * Creates customers with the caller's transaction (`zone`: the shop's, read before it), as
 * if one after the other: each new customer, or its refusal in its place (a birthday to come
 * is 400, a taken mobile — stored or an earlier one's of the list — 409). One statement for
 * all: the unique mobile is the guard (a taken mobile inserts nothing, and on PostgreSQL a
 * concurrent insert of it waits for the other's commit), no lookup before. Imports create a
 * batch's customers with it (docs/PERFORMANCE.md, "Imports").
 */
export async function createManyWith(
  ctx: AppContext,
  trx: Db,
  inputs: CustomerCreate[],
  zone: string,
): Promise<(CustomerRow | ApiError)[]> {
  const out: (CustomerRow | ApiError)[] = [];
  const fresh: { at: number; values: Insertable<CustomerTable> }[] = [];
  const mobiles = new Set<string>();
  const now = ctx.clock.now();
  for (const [at, input] of inputs.entries()) {
    try {
      checkBirthday(ctx, input.birthday, zone);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      out[at] = error;
      continue;
    }
    if (mobiles.has(input.mobile)) {
      out[at] = duplicateMobile();
      continue;
    }
    mobiles.add(input.mobile);
    fresh.push({
      at,
      values: {
        ...input,
        accepts_marketing: input.accepts_marketing ? 1 : 0,
        accepts_sms: input.accepts_sms ? 1 : 0,
        created_at: now,
        updated_at: now,
      },
    });
  }
  const rows = await guardMobile(() =>
    repo.insertUnlessMobilesTaken(
      trx,
      fresh.map((one) => one.values),
    ),
  );
  for (const { at, values } of fresh) out[at] = rows.get(values.mobile) ?? duplicateMobile();
  return out;
}

/**
 * `create` with the caller's transaction (`zone`: the shop's, read before it), for bulk
 * writers (imports).
 */
export async function createWith(ctx: AppContext, trx: Db, input: CustomerCreate, zone: string) {
  const [row] = await createManyWith(ctx, trx, [input], zone);
  if (row instanceof ApiError) throw row;
  return row!;
}

/** A patch as the customer table stores it (the flags as 0 and 1). */
function storedPatch(patch: CustomerPatch) {
  const { accepts_marketing, accepts_sms, ...fields } = patch;
  return {
    ...fields,
    ...(accepts_marketing !== undefined && { accepts_marketing: accepts_marketing ? 1 : 0 }),
    ...(accepts_sms !== undefined && { accepts_sms: accepts_sms ? 1 : 0 }),
  };
}

/** Changes a customer with the caller's transaction (`zone`: the shop's, read before it). */
async function updateWith(
  ctx: AppContext,
  trx: Db,
  id: number,
  patch: CustomerPatch,
  zone: string,
) {
  checkBirthday(ctx, patch.birthday, zone);
  // The row is read only to compare a new mobile: the UPDATE finds it (or 404s) itself.
  if (patch.mobile !== undefined) {
    const current = await requireCustomer(trx, id);
    if (patch.mobile !== current.mobile && (await repo.findByMobile(trx, patch.mobile)))
      throw duplicateMobile();
  }
  const updated = await guardMobile(() =>
    repo.update(trx, id, { ...storedPatch(patch), updated_at: ctx.clock.now() }),
  );
  if (!updated) throw notFound(msg('customers.not_found'));
  return updated;
}

/**
 * Changes customers as `updateWith` changes each, with the caller's transaction (`zone`: the
 * shop's, read before it): each one's id, or its refusal in its place. Patches that set the
 * same fields and no mobile are written together, one statement for many on PostgreSQL (an
 * import's batch; docs/PERFORMANCE.md, "Imports"); a new mobile is checked and written alone.
 */
export async function updateManyWith(
  ctx: AppContext,
  trx: Db,
  updates: { id: number; patch: CustomerPatch }[],
  zone: string,
): Promise<(number | ApiError)[]> {
  const out: (number | ApiError)[] = [];
  const bySet = new Map<string, { at: number; id: number; values: EachValues }[]>();
  for (const [at, { id, patch }] of updates.entries()) {
    try {
      if (patch.mobile !== undefined) {
        out[at] = (await updateWith(ctx, trx, id, patch, zone)).id;
        continue;
      }
      checkBirthday(ctx, patch.birthday, zone);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      out[at] = error;
      continue;
    }
    const values = storedPatch(patch);
    // A field given as undefined is left as it is (as Kysely's SET leaves it).
    const set = Object.entries(values)
      .flatMap(([column, value]) => (value === undefined ? [] : [column]))
      .sort()
      .join(',');
    const group = bySet.get(set) ?? [];
    group.push({ at, id, values });
    bySet.set(set, group);
  }
  const now = ctx.clock.now();
  for (const [set, rows] of bySet) {
    const columns = (set ? set.split(',') : []) as EachColumn[];
    const found = await repo.updateEach(trx, columns, rows, now);
    for (const row of rows)
      out[row.at] = found.has(row.id) ? row.id : notFound(msg('customers.not_found'));
  }
  return out;
}

async function conditions(ctx: AppContext, query: CustomerFilterValues) {
  const where = customerFilters.conditions(query, { timeZone: await ctx.timeZone() });
  const q = query.q?.trim();
  if (q) where.push(repo.searchCondition(q));
  return where;
}

/** Invalid contact fields as a 400 with field paths under `prefix` (`customer.mobile`). */
function invalidContact(issues: z.ZodError['issues'], prefix: string) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = prefix ? [prefix, ...issue.path] : issue.path;
    (errors[fieldPath(path)] ??= []).push(issue.message);
  }
  return invalid(errors);
}

/**
 * The customer with this mobile, created from `contact` when there is none (an existing
 * customer is returned unchanged). Call it with the handle of the caller's transaction, so
 * a new customer exists exactly when the caller's change does. Invalid contact fields are
 * 400 with field paths under `field` (default `customer`: `customer.mobile`).
 */
export async function findOrCreateByMobile(
  ctx: AppContext,
  handle: Db,
  contact: CustomerContact,
  options: { field?: string } = {},
): Promise<{ customer: CustomerRow; created: boolean }> {
  const parsed = customerContact.safeParse(contact);
  if (!parsed.success) throw invalidContact(parsed.error.issues, options.field ?? 'customer');
  const existing = await repo.findByMobile(handle, parsed.data.mobile);
  if (existing) return { customer: existing, created: false };
  // Two orders of one new customer at once: the second finds the first's (after its
  // commit), where a plain insert failed on the unique mobile (docs/RELIABILITY.md).
  const now = ctx.clock.now();
  const customer = await repo.insertUnlessMobileTaken(handle, {
    ...parsed.data,
    gender: 'unknown',
    birthday: null,
    note: '',
    accepts_marketing: 0,
    created_at: now,
    updated_at: now,
  });
  if (customer) return { customer, created: true };
  return { customer: (await repo.findByMobile(handle, parsed.data.mobile))!, created: false };
}

export const count = async (ctx: AppContext, query: CustomerFilterValues) =>
  repo.count(ctx.database.db, await conditions(ctx, query));

export const list = async (
  ctx: AppContext,
  query: CustomerFilterValues,
  limit: number,
  offset: number,
) => repo.list(ctx.database.db, await conditions(ctx, query), limit, offset);

/** The customer, or 404. */
export const get = (ctx: AppContext, id: number) => requireCustomer(ctx.database.db, id);

export async function create(ctx: AppContext, input: CustomerCreate): Promise<CustomerRow> {
  const zone = await ctx.timeZone();
  return ctx.database.transaction((trx) => createWith(ctx, trx, input, zone));
}

export async function update(
  ctx: AppContext,
  id: number,
  patch: CustomerPatch,
): Promise<CustomerRow> {
  const zone = await ctx.timeZone();
  return ctx.database.transaction((trx) => updateWith(ctx, trx, id, patch, zone));
}
