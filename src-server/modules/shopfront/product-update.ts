import type { Updateable } from 'kysely';
import { breathe, type Db } from '../../db';
import type { ProductTable } from '../../db/tables/shopfront';
import { ApiError } from '../../http/errors';
import { chooseName, publication } from './names';
import { planParts, type ProductParts } from './product-parts';
import { checkReferences, finish, guardName, loadProduct } from './product-save';
import type { CatalogDeps, ProductPatch } from './product-types';
import type { ProductDetail, VariantReplacement, VoucherValues } from './repository';
import { resolveTitles } from './titled';

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

/** `resolveTitles` that asks the database only for titles not known yet (and learns them). */
async function titleIds(
  deps: CatalogDeps,
  handle: Db,
  table: 'vendor' | 'product_tag',
  titles: string[],
  now: number,
  known: KnownTitles | undefined,
): Promise<number[]> {
  const cache = known?.[table];
  if (cache && titles.every((title) => cache.has(title)))
    return [...new Set(titles)].map((title) => cache.get(title)!);
  const ids = await resolveTitles(handle, deps.repo, table, titles, now);
  [...new Set(titles)].forEach((title, index) => cache?.set(title, ids[index]!));
  return ids;
}

/** Writes the parts a body gives (options, images, variants, tags, categories, voucher). */
async function writeParts(
  deps: CatalogDeps,
  handle: Db,
  id: number,
  input: ProductPatch,
  parts: ProductParts,
  now: number,
  known?: KnownTitles,
  later?: LaterWrites,
) {
  const { repo } = deps;
  if (input.options !== undefined) await repo.replaceOptions(handle, id, parts.options);
  await breathe();
  const imageIds =
    input.images !== undefined
      ? await repo.replaceImages(handle, id, parts.images, now)
      : new Map(parts.images.map((image) => [image.src, image.id!]));
  // Kept variants are rewritten when the options change (their order follows the options).
  if (input.variants !== undefined || input.options !== undefined) {
    if (later) later.variants.set(id, { productId: id, variants: parts.variants, imageIds });
    else await repo.replaceVariants(handle, id, parts.variants, imageIds, now);
  }
  await breathe();
  if (input.tags !== undefined) {
    const tagIds = await titleIds(deps, handle, 'product_tag', input.tags, now, known);
    if (later) later.tags.set(id, tagIds);
    else await repo.setProductTags(handle, id, tagIds);
  }
  await breathe();
  if (input.category_ids !== undefined)
    await repo.setProductCategories(handle, id, [...new Set(input.category_ids)]);
  if (input.voucher_product !== undefined)
    await repo.setVoucher(handle, id, input.voucher_product as VoucherValues | null, now);
}

async function vendorId(
  deps: CatalogDeps,
  handle: Db,
  vendor: string | null | undefined,
  now: number,
  known: KnownTitles | undefined,
) {
  if (vendor === undefined) return undefined;
  if (vendor === null || vendor === '') return null;
  return (await titleIds(deps, handle, 'vendor', [vendor], now, known))[0]!;
}

/**
 * Checks the patch against the product as stored (`current`, read in this transaction) and
 * writes it; what follows a write (search, smart collections, the event) is the caller's.
 * A refusal (400, 409) is thrown before anything is written.
 */
async function writeUpdate(
  deps: CatalogDeps,
  trx: Db,
  current: ProductDetail,
  patch: ProductPatch,
  now: number,
  known?: KnownTitles,
  later?: LaterWrites,
): Promise<{ turnedOn: boolean }> {
  const { repo } = deps;
  const id = current.row.id;
  const inventoryPolicy = patch.inventory_policy ?? current.row.inventory_policy;
  const parts = planParts(patch, current, inventoryPolicy);
  await checkReferences(deps, trx, patch);
  const state = publication(current.row, patch.published, now);
  const name =
    patch.name === undefined
      ? undefined
      : await chooseName(trx, repo, 'product', {
          name: patch.name,
          title: current.row.title,
          id,
        });
  const vendor = await vendorId(deps, trx, patch.vendor, now, known);
  const values: Updateable<ProductTable> = {
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
  if (later) later.products.set(id, { ...later.products.get(id), ...values });
  else await repo.updateProduct(trx, id, values);
  await writeParts(deps, trx, id, patch, parts, now, known, later);
  return { turnedOn: state.turnedOn };
}

async function updateProductWith(
  deps: CatalogDeps,
  trx: Db,
  id: number,
  patch: ProductPatch,
  zone: string,
): Promise<ProductDetail> {
  const now = deps.clock.now();
  const current = await loadProduct(deps, trx, id);
  const { turnedOn } = await writeUpdate(deps, trx, current, patch, now);
  return finish(deps, trx, id, turnedOn, zone, now);
}

/** The vendor and tag titles the patches name that are stored, with their ids. */
async function storedTitles(deps: CatalogDeps, trx: Db, patches: ProductPatch[]) {
  const known: KnownTitles = { vendor: new Map(), product_tag: new Map() };
  const wanted = {
    vendor: patches.flatMap((patch) => (patch.vendor ? [patch.vendor] : [])),
    product_tag: patches.flatMap((patch) => patch.tags ?? []),
  };
  for (const table of ['vendor', 'product_tag'] as const)
    for (const row of await deps.repo.titledByTitles(trx, table, [...new Set(wanted[table])]))
      known[table].set(row.title, row.id);
  return known;
}

/**
 * Stored products changed as `updateProductWith` changes them one after the other, each from
 * its state as the caller read it in this transaction (`current`): each one's id and whether
 * the change published it, or its refusal in its place (nothing of it written). What follows
 * the writes (search, smart collections, events) is the caller's (`writeProductsWith`).
 */
export async function writeUpdates(
  deps: CatalogDeps,
  trx: Db,
  updates: { current: ProductDetail; patch: ProductPatch }[],
  now: number,
): Promise<(ApiError | { id: number; turnedOn: boolean })[]> {
  if (updates.length === 0) return [];
  const known = await storedTitles(
    deps,
    trx,
    updates.map((update) => update.patch),
  );
  const later: LaterWrites = { products: new Map(), variants: new Map(), tags: new Map() };
  const results: (ApiError | { id: number; turnedOn: boolean })[] = [];
  for (const { current, patch } of updates) {
    try {
      const { turnedOn } = await writeUpdate(deps, trx, current, patch, now, known, later);
      results.push({ id: current.row.id, turnedOn });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push(error);
    }
    await breathe();
  }
  await deps.repo.replaceVariantsOf(trx, [...later.variants.values()], now);
  await deps.repo.updateProducts(
    trx,
    [...later.products].map(([id, values]) => ({ id, values })),
  );
  await deps.repo.setTagsOf(
    trx,
    [...later.tags].map(([productId, tagIds]) => ({ productId, tagIds })),
  );
  return results;
}

export async function updateProduct(
  deps: CatalogDeps,
  id: number,
  patch: ProductPatch,
): Promise<ProductDetail> {
  const zone = await deps.timeZone();
  return guardName(deps, () =>
    deps.database.transaction((trx) => updateProductWith(deps, trx, id, patch, zone)),
  );
}
