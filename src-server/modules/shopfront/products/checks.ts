import { breathe, isUniqueViolation, type Db } from '../../../db';
import { emit } from '../../../db/events';
import { conflict, invalid, notFound, type FieldMessages } from '../../../http/errors';
import { msg } from '../../../lib/i18n';
import type { Viewer } from '../shared/access';
import { findTitledIds } from '../shared/titled-repository';
import { productsChanged } from './membership';
import { addError as add } from './parts';
import * as repo from './repository';
import type { ProductDetail } from './repository';
import { presentProduct } from './schemas';
import type { ProductPatch } from './types';

/** One product with its parts; 404 when there is none (or the viewer may not see it). */
export async function requireProduct(
  handle: Db,
  id: number,
  viewer?: Viewer,
): Promise<ProductDetail> {
  const [detail] = await repo.findProducts(handle, [id]);
  if (!detail || (viewer && !viewer.seesUnpublished && detail.row.published !== 1))
    throw notFound(msg('catalog.product_not_found'));
  return detail;
}

/** Checks what a body refers to; 400 naming each missing reference. */
export async function checkReferences(handle: Db, input: ProductPatch) {
  const errors: FieldMessages = {};
  if (input.category_ids?.length) {
    const found = await findTitledIds(handle, 'category', input.category_ids);
    input.category_ids.forEach((id, index) => {
      if (!found.has(id))
        add(errors, `category_ids.${index}`, msg('catalog.category_id_not_found', { id }));
    });
  }
  if (
    input.shipping_method_group_id != null &&
    !(await repo.findShippingGroupExists(handle, input.shipping_method_group_id))
  ) {
    add(errors, 'shipping_method_group_id', msg('shipping.group_not_found'));
  }
  if (input.voucher_product) {
    for (const key of ['white_product_ids', 'black_product_ids'] as const) {
      const ids = input.voucher_product[key];
      const found = await repo.findExistingProductIds(handle, ids);
      ids.forEach((id, index) => {
        if (!found.has(id))
          add(
            errors,
            `voucher_product.${key}.${index}`,
            msg('catalog.product_id_not_found', { id }),
          );
      });
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Runs a product write; a unique index refusing it (a concurrent writer) is a 409. */
export async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('duplicate', msg('catalog.product_name_taken'));
    throw error;
  }
}

/** After the write: search and smart collections follow; publishing emits the event. */
export async function finish(handle: Db, id: number, turnedOn: boolean, zone: string, now: number) {
  await productsChanged(handle, [id], now);
  await breathe();
  const detail = await requireProduct(handle, id);
  // docs/DESIGN.md §9: the payload is the product as `GET product/{id}` shows it.
  if (turnedOn) await emit(handle, 'product_published', presentProduct(detail, zone), now);
  return detail;
}
