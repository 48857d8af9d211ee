import type { AppContext } from '../../../context';
import { breathe, type Db } from '../../../db';
import { ApiError } from '../../../http/errors';
import { chooseNames, publication } from '../shared/names';
import { findOrInsertTitles } from '../shared/titled-repository';
import { checkReferences, finish, guardName } from './checks';
import { planParts } from './parts';
import type { ProductDetail } from './repository';
import type { ProductCreate } from './types';
import * as writes from './write-repository';
import type { VoucherValues } from './write-repository';

/** A new product's body checked: its stored parts, or its refusal (400). */
async function planNew(trx: Db, input: ProductCreate) {
  // Ids in a new product's parts mean nothing: they are ignored like other read-only fields.
  const body: ProductCreate = {
    ...input,
    options: input.options?.map(({ id: _id, ...option }) => option),
    images: input.images?.map(({ id: _id, ...image }) => image),
    variants: input.variants.map(({ id: _id, ...variant }) => variant),
  };
  const inventoryPolicy = body.inventory_policy ?? 'deny';
  try {
    const parts = planParts(body, null, inventoryPolicy);
    await checkReferences(trx, body);
    return { body, inventoryPolicy, parts };
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** The ids of these titles (creating the missing ones, in their order), by title. */
async function titleIds(trx: Db, table: 'vendor' | 'product_tag', titles: string[], now: number) {
  const wanted = [...new Set(titles)];
  const ids = await findOrInsertTitles(trx, table, wanted, now);
  return new Map(wanted.map((title, index) => [title, ids[index]!]));
}

/**
 * New products and their parts, as if written one after the other (each is named seeing the
 * names the ones before took; new vendors and tags get ids in the order they first appear),
 * with one multi-row INSERT per table: the product screen's save (one product) and an
 * import's batch (docs/PERFORMANCE.md, "Imports") are this one path. A refused product (400,
 * 409) is its error, in its place, and the others are written. Search, smart collections and
 * the event remain to be done.
 */
export async function insertProductsWith(trx: Db, inputs: ProductCreate[], now: number) {
  const results: (ApiError | { id: number; turnedOn: boolean })[] = [];
  const plans = [];
  for (const [at, input] of inputs.entries()) {
    const plan = await planNew(trx, input);
    if (plan instanceof ApiError) results[at] = plan;
    else plans.push({ ...plan, at });
  }
  const names = await chooseNames(
    trx,
    'product',
    plans.map((plan) => plan.body),
  );
  const named = plans.flatMap((plan, index) => {
    const name = names[index]!;
    if (name instanceof ApiError) {
      results[plan.at] = name;
      return [];
    }
    return [{ ...plan, name, state: publication(null, plan.body.published, now) }];
  });
  if (named.length === 0) return results;
  const vendors = await titleIds(
    trx,
    'vendor',
    named.flatMap(({ body }) => (body.vendor ? [body.vendor] : [])),
    now,
  );
  const ids = await writes.insertProducts(
    trx,
    named.map(({ body, name, state, inventoryPolicy }) => ({
      name,
      title: body.title,
      body_html: body.body_html ?? '',
      body_html_mobile: body.body_html_mobile ?? '',
      description: body.description ?? '',
      vendor_id: body.vendor ? vendors.get(body.vendor)! : null,
      requires_shipping: body.requires_shipping === false ? 0 : 1,
      inventory_policy: inventoryPolicy,
      published: state.published,
      published_at: state.published_at,
      metafield: JSON.stringify(body.metafield ?? {}),
      meta_title: body.meta_title ?? '',
      meta_description: body.meta_description ?? '',
      meta_image: body.meta_image ?? '',
      shipping_method_group_id: body.shipping_method_group_id ?? null,
      sold_quantity: 0,
      created_at: now,
      updated_at: now,
    })),
  );
  await breathe();
  const tags = await titleIds(
    trx,
    'product_tag',
    named.flatMap(({ body }) => body.tags ?? []),
    now,
  );
  await writes.insertParts(
    trx,
    named.map(({ body, parts }, index) => ({
      productId: ids[index]!,
      ...parts,
      tagIds: [...new Set(body.tags ?? [])].map((tag) => tags.get(tag)!),
      categoryIds: [...new Set(body.category_ids ?? [])],
    })),
    now,
  );
  await breathe();
  for (const [index, { body, at, state }] of named.entries()) {
    if (body.voucher_product !== undefined)
      await writes.upsertVoucher(
        trx,
        ids[index]!,
        body.voucher_product as VoucherValues | null,
        now,
      );
    results[at] = { id: ids[index]!, turnedOn: state.turnedOn };
  }
  return results;
}

/** A new product, as the product screen saves it (one path with an import's batch). */
export async function create(ctx: AppContext, input: ProductCreate): Promise<ProductDetail> {
  const zone = await ctx.timeZone();
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const [created] = await insertProductsWith(trx, [input], now);
      if (created instanceof ApiError) throw created;
      return finish(trx, created!.id, created!.turnedOn, zone, now);
    }),
  );
}
