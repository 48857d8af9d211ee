import { DateTime } from 'luxon';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { AppDatabase, Db } from '../../db';
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
import type { Clock } from '../../lib/time';
import type { CustomerRepository } from './repository';
import {
  customerContact,
  customerFilters,
  type customerCreate,
  type customerPatch,
} from './schemas';
import type { CustomerRow, CustomerTable } from '../../db/tables/customers';

export type CustomerCreate = z.output<typeof customerCreate>;
export type CustomerPatch = z.output<typeof customerPatch>;
/** The list filters (`q`, `mobile`, `id__in`) as the list's query schema reads them. */
export type CustomerFilterValues = FilterValues & { q?: string };
/** Input of `findOrCreateByMobile`: an order's `customer{mobile, full_name, email}`. */
export type CustomerContact = z.input<typeof customerContact>;

const duplicateMobile = () =>
  conflict('duplicate', 'A customer with this mobile number already exists.');

export type CustomerService = ReturnType<typeof createCustomerService>;

export function createCustomerService(deps: {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: CustomerRepository;
}) {
  const { database, clock, timeZone, repo } = deps;
  const { db } = database;

  async function requireCustomer(handle: Db, id: number): Promise<CustomerRow> {
    const row = await repo.findById(handle, id);
    if (!row) throw notFound('No customer with this id.');
    return row;
  }

  /** A birthday is a day of the past or today, as the shop's calendar (`zone`) counts days. */
  function checkBirthday(birthday: string | null | undefined, zone: string) {
    if (birthday === null || birthday === undefined) return;
    const today = DateTime.fromMillis(clock.now(), { zone }).toISODate()!;
    if (birthday > today) throw fieldError('birthday', 'The birthday cannot be in the future.');
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
  async function createManyWith(
    trx: Db,
    inputs: CustomerCreate[],
    zone: string,
  ): Promise<(CustomerRow | ApiError)[]> {
    const out: (CustomerRow | ApiError)[] = [];
    const fresh: { at: number; values: Insertable<CustomerTable> }[] = [];
    const mobiles = new Set<string>();
    const now = clock.now();
    for (const [at, input] of inputs.entries()) {
      try {
        checkBirthday(input.birthday, zone);
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

  /** Creates a customer with the caller's transaction (`zone`: the shop's, read before it). */
  async function createWith(trx: Db, input: CustomerCreate, zone: string) {
    const [row] = await createManyWith(trx, [input], zone);
    if (row instanceof ApiError) throw row;
    return row!;
  }

  /** Changes a customer with the caller's transaction (`zone`: the shop's, read before it). */
  async function updateWith(trx: Db, id: number, patch: CustomerPatch, zone: string) {
    checkBirthday(patch.birthday, zone);
    const current = await requireCustomer(trx, id);
    if (patch.mobile !== undefined && patch.mobile !== current.mobile) {
      if (await repo.findByMobile(trx, patch.mobile)) throw duplicateMobile();
    }
    const { accepts_marketing, accepts_sms, ...fields } = patch;
    return guardMobile(() =>
      repo.update(trx, id, {
        ...fields,
        ...(accepts_marketing !== undefined && { accepts_marketing: accepts_marketing ? 1 : 0 }),
        ...(accepts_sms !== undefined && { accepts_sms: accepts_sms ? 1 : 0 }),
        updated_at: clock.now(),
      }),
    );
  }

  async function conditions(query: CustomerFilterValues) {
    const where = customerFilters.conditions(query, { timeZone: await timeZone() });
    const q = query.q?.trim();
    if (q) where.push(repo.search(q));
    return where;
  }

  return {
    async count(query: CustomerFilterValues) {
      return repo.count(db, await conditions(query));
    },
    async list(query: CustomerFilterValues, limit: number, offset: number) {
      return repo.list(db, await conditions(query), limit, offset);
    },

    /** The customer, or 404. */
    get: (id: number) => requireCustomer(db, id),

    async create(input: CustomerCreate): Promise<CustomerRow> {
      const zone = await timeZone();
      return database.transaction((trx) => createWith(trx, input, zone));
    },
    async update(id: number, patch: CustomerPatch): Promise<CustomerRow> {
      const zone = await timeZone();
      return database.transaction((trx) => updateWith(trx, id, patch, zone));
    },
    // For other areas (orders, loyalty, discounts), inside the caller's transaction.

    /** The customer with this id, or undefined; `handle` is the caller's transaction or db. */
    findById: (handle: Db, id: number) => repo.findById(handle, id),

    /** `create` and `update` with the caller's transaction, for bulk writers (imports). */
    createWith,
    createManyWith,
    updateWith,
    /** The customer with this mobile, or undefined. */
    findByMobile: (handle: Db, mobile: string) => repo.findByMobile(handle, mobile),
    /** The customers with these mobiles, by mobile (one query: imports look a batch up). */
    findByMobiles: (handle: Db, mobiles: readonly string[]) => repo.findByMobiles(handle, mobiles),

    /** The customers with these ids (unknown ids are left out), in id order. */
    findByIds: (handle: Db, ids: readonly number[]) => repo.findByIds(handle, ids),

    /**
     * The customer with this mobile, created from `contact` when there is none (an existing
     * customer is returned unchanged). Call it with the handle of the caller's transaction, so
     * a new customer exists exactly when the caller's change does. Invalid contact fields are
     * 400 with field paths under `field` (default `customer`: `customer.mobile`).
     */
    async findOrCreateByMobile(
      handle: Db,
      contact: CustomerContact,
      options: { field?: string } = {},
    ): Promise<{ customer: CustomerRow; created: boolean }> {
      const parsed = customerContact.safeParse(contact);
      if (!parsed.success) {
        const errors: FieldErrors = {};
        const prefix = options.field ?? 'customer';
        for (const issue of parsed.error.issues) {
          const path = prefix ? [prefix, ...issue.path] : issue.path;
          (errors[fieldPath(path)] ??= []).push(issue.message);
        }
        throw invalid(errors);
      }
      const existing = await repo.findByMobile(handle, parsed.data.mobile);
      if (existing) return { customer: existing, created: false };
      // Two orders of one new customer at once: the second finds the first's (after its
      // commit), where a plain insert failed on the unique mobile (docs/RELIABILITY.md).
      const now = clock.now();
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
    },
  };
}
