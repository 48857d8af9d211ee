import type { Updateable } from 'kysely';
import type { AppContext } from '../../../context';
import { breathe, type Db } from '../../../db';
import type { ProductTable } from '../../../db/tables/shopfront';
import { ApiError } from '../../../http/errors';
import { chooseName, publication } from '../shared/names';
import { findOrInsertTitles, listTitledByTitles } from '../shared/titled-repository';
import { checkReferences, finish, guardName, requireProduct } from './checks';
import { planParts, type ProductParts } from './parts';
import type { ProductDetail } from './repository';
import type { ProductPatch } from './types';
import * as writes from './write-repository';
import type { VariantReplacement, VoucherValues } from './write-repository';

/**
 * Vendor and tag titles already resolved in this transaction, with their ids: a batch of
 * updates reads the titles it names once, not once per product.
 */
type KnownTitles = Record<'vendor' | 'product_tag', Map<string, number>>;

/**
 * A batch's product rows, variants and tag lists, written after its updates are checked, with a
 * statement per batch instead of one per product (`writeUpdates`). Keyed by product: an import
 * names a product once per file (a second row is a duplicate), and were one named twice, the
 * later change would win as if written after the earlier.
 */
interface LaterWrites {
  products: Map<number, Updateable<ProductTable>>;
  variants: Map<number, VariantReplacement>;
  tags: Map<number, number[]>;
}

/** `findOrInsertTitles` that asks the database only for titles not known yet (and learns them). */
async function titleIds(
  handle: Db,
  table: 'vendor' | 'product_tag',
  titles: string[],
  now: number,
  known: KnownTitles,
): Promise<number[]> {
  const cache = known[table];
  if (titles.every((title) => cache.has(title)))
    return [...new Set(titles)].map((title) => cache.get(title)!);
  const ids = await findOrInsertTitles(handle, table, titles, now);
  [...new Set(titles)].forEach((title, index) => cache.set(title, ids[index]!));
  return ids;
}

/**
 * Writes the parts a body gives (options, images, categories, voucher) and keeps the variants
 * and tags for the batch's end (`later`).
 */
async function writeParts(
  handle: Db,
  id: number,
  input: ProductPatch,
  parts: ProductParts,
  now: number,
  batch: { known: KnownTitles; later: LaterWrites },
) {
  if (input.options !== undefined) await writes.replaceOptions(handle, id, parts.options);
  await breathe();
  const imageIds =
    input.images !== undefined
      ? await writes.replaceImages(handle, id, parts.images, now)
      : new Map(parts.images.map((image) => [image.src, image.id!]));
  // Kept variants are rewritten when the options change (their order follows the options).
  if (input.variants !== undefined || input.options !== undefined)
    batch.later.variants.set(id, { productId: id, variants: parts.variants, imageIds });
  await breathe();
  if (input.tags !== undefined)
    batch.later.tags.set(id, await titleIds(handle, 'product_tag', input.tags, now, batch.known));
  await breathe();
  if (input.category_ids !== undefined)
    await writes.replaceCategories(handle, id, [...new Set(input.category_ids)]);
  if (input.voucher_product !== undefined)
    await writes.upsertVoucher(handle, id, input.voucher_product as VoucherValues | null, now);
}

async function vendorId(
  handle: Db,
  vendor: string | null | undefined,
  now: number,
  known: KnownTitles,
) {
  if (vendor === undefined) return undefined;
  if (vendor === null || vendor === '') return null;
  return (await titleIds(handle, 'vendor', [vendor], now, known))[0]!;
}

/** The product row's columns a patch sets. */
function rowValues(
  patch: ProductPatch,
  name: string | undefined,
  vendor: number | null | undefined,
  state: { published: number; published_at: number | null },
  now: number,
): Updateable<ProductTable> {
  return {
    ...(name !== undefined && { name }),
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.body_html !== undefined && { body_html: patch.body_html }),
    ...(patch.body_html_mobile !== undefined && {
      body_html_mobile: patch.body_html_mobile,
    }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.meta_title !== undefined && { meta_title: patch.meta_title }),
    ...(patch.meta_description !== undefined && {
      meta_description: patch.meta_description,
    }),
    ...(patch.meta_image !== undefined && { meta_image: patch.meta_image }),
    ...(vendor !== undefined && { vendor_id: vendor }),
    ...(patch.requires_shipping !== undefined && {
      requires_shipping: patch.requires_shipping ? 1 : 0,
    }),
    ...(patch.inventory_policy !== undefined && {
      inventory_policy: patch.inventory_policy,
    }),
    ...(patch.metafield !== undefined && { metafield: JSON.stringify(patch.metafield) }),
    ...(patch.shipping_method_group_id !== undefined && {
      shipping_method_group_id: patch.shipping_method_group_id,
    }),
    published: state.published,
    published_at: state.published_at,
    updated_at: now,
  };
}

/**
 * Checks the patch against the product as stored (`current`, read in this transaction) and
 * writes it, its product row, variants and tags with the batch's (`writeUpdates`). A refusal
 * (400, 409) is thrown before anything is written.
 */
async function writeUpdate(
  trx: Db,
  current: ProductDetail,
  patch: ProductPatch,
  now: number,
  batch: { known: KnownTitles; later: LaterWrites },
): Promise<{ turnedOn: boolean }> {
  const id = current.row.id;
  const inventoryPolicy = patch.inventory_policy ?? current.row.inventory_policy;
  const parts = planParts(patch, current, inventoryPolicy);
  await checkReferences(trx, patch);
  const state = publication(current.row, patch.published, now);
  const name =
    patch.name === undefined
      ? undefined
      : await chooseName(trx, 'product', { name: patch.name, title: current.row.title, id });
  const vendor = await vendorId(trx, patch.vendor, now, batch.known);
  const values = rowValues(patch, name, vendor, state, now);
  batch.later.products.set(id, { ...batch.later.products.get(id), ...values });
  await writeParts(trx, id, patch, parts, now, batch);
  return { turnedOn: state.turnedOn };
}

/** The vendor and tag titles the patches name that are stored, with their ids. */
async function storedTitles(trx: Db, patches: ProductPatch[]) {
  const known: KnownTitles = { vendor: new Map(), product_tag: new Map() };
  const wanted = {
    vendor: patches.flatMap((patch) => (patch.vendor ? [patch.vendor] : [])),
    product_tag: patches.flatMap((patch) => patch.tags ?? []),
  };
  for (const table of ['vendor', 'product_tag'] as const)
    for (const row of await listTitledByTitles(trx, table, [...new Set(wanted[table])]))
      known[table].set(row.title, row.id);
  return known;
}

/**
 * Stored products changed one after the other, each from its state as the caller read it in
 * this transaction (`current`): each one's id and whether the change published it, or its
 * refusal in its place (nothing of it written). The product screen's save (one product) and
 * an import's batch are this one path. What follows the writes (search, smart collections,
 * events) is the caller's.
 */
export async function writeUpdates(
  trx: Db,
  updates: { current: ProductDetail; patch: ProductPatch }[],
  now: number,
): Promise<(ApiError | { id: number; turnedOn: boolean })[]> {
  if (updates.length === 0) return [];
  const known = await storedTitles(
    trx,
    updates.map((update) => update.patch),
  );
  const later: LaterWrites = { products: new Map(), variants: new Map(), tags: new Map() };
  const results: (ApiError | { id: number; turnedOn: boolean })[] = [];
  for (const { current, patch } of updates) {
    try {
      const { turnedOn } = await writeUpdate(trx, current, patch, now, { known, later });
      results.push({ id: current.row.id, turnedOn });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push(error);
    }
    await breathe();
  }
  await writes.replaceVariantsOf(trx, [...later.variants.values()], now);
  await writes.updateProducts(
    trx,
    [...later.products].map(([id, values]) => ({ id, values })),
  );
  await writes.replaceTagsOf(
    trx,
    [...later.tags].map(([productId, tagIds]) => ({ productId, tagIds })),
  );
  return results;
}

/** A stored product changed, as the product screen saves it. */
export async function update(
  ctx: AppContext,
  id: number,
  patch: ProductPatch,
): Promise<ProductDetail> {
  const zone = await ctx.timeZone();
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const current = await requireProduct(trx, id);
      const [updated] = await writeUpdates(trx, [{ current, patch }], now);
      if (updated instanceof ApiError) throw updated;
      return finish(trx, id, updated!.turnedOn, zone, now);
    }),
  );
}
