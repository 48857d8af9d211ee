import { breathe, type Db } from '../../db';
import { chooseName, publication } from './names';
import { planParts, type ProductParts } from './product-parts';
import { checkReferences, finish, guardName, loadProduct } from './product-save';
import type { CatalogDeps, ProductPatch } from './product-types';
import type { ProductDetail, VoucherValues } from './repository';
import { resolveTitles } from './titled';

/** Writes the parts a body gives (options, images, variants, tags, categories, voucher). */
async function writeParts(
  deps: CatalogDeps,
  handle: Db,
  id: number,
  input: ProductPatch,
  parts: ProductParts,
  now: number,
) {
  const { repo } = deps;
  if (input.options !== undefined) await repo.replaceOptions(handle, id, parts.options);
  await breathe();
  const imageIds =
    input.images !== undefined
      ? await repo.replaceImages(handle, id, parts.images, now)
      : new Map(parts.images.map((image) => [image.src, image.id!]));
  // Kept variants are rewritten when the options change (their order follows the options).
  if (input.variants !== undefined || input.options !== undefined)
    await repo.replaceVariants(handle, id, parts.variants, imageIds, now);
  await breathe();
  if (input.tags !== undefined)
    await repo.setProductTags(
      handle,
      id,
      await resolveTitles(handle, repo, 'product_tag', input.tags, now),
    );
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
) {
  if (vendor === undefined) return undefined;
  if (vendor === null || vendor === '') return null;
  return (await resolveTitles(handle, deps.repo, 'vendor', [vendor], now))[0]!;
}

export async function updateProductWith(
  deps: CatalogDeps,
  trx: Db,
  id: number,
  patch: ProductPatch,
  zone: string,
): Promise<ProductDetail> {
  const { repo } = deps;
  const now = deps.clock.now();
  const current = await loadProduct(deps, trx, id);
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
  const vendor = await vendorId(deps, trx, patch.vendor, now);
  await repo.updateProduct(trx, id, {
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
  });
  await writeParts(deps, trx, id, patch, parts, now);
  return finish(deps, trx, id, state.turnedOn, zone, now);
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
