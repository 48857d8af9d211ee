import type { AppContext } from '../../../context';
import { breathe, type Db } from '../../../db';
import { emit } from '../../../db/events';
import { ApiError } from '../../../http/errors';
import { guardName } from './checks';
import { insertProductsWith } from './create';
import { productsChanged } from './membership';
import * as repo from './repository';
import type { ProductDetail } from './repository';
import { presentProduct } from './schemas';
import type { ProductCreate, ProductPatch } from './types';
import { writeUpdates } from './update';

/** One write of a batch: a new product, or a stored one (as read in this transaction) changed. */
export type ProductWrite =
  { create: ProductCreate } | { update: { current: ProductDetail; patch: ProductPatch } };

type Written = ApiError | { id: number; turnedOn: boolean };

/**
 * A batch of product writes, in their order, with the caller's transaction (an import's rows,
 * docs/PERFORMANCE.md, "Imports"): the new products are written together (a few multi-row
 * INSERTs), then the changed ones. Each write's answer is its product's id, or its refusal in
 * its place. Search and smart collections follow for all at once, products joining a smart
 * collection in the writes' order, and the `product_published` events are emitted in that
 * order too. What the caller must keep: a change that takes a new name, or a vendor or tag not
 * stored yet, comes last in its batch (new products are named, and new titles numbered, before
 * the changes are written).
 */
export function writeProductsWith(
  ctx: AppContext,
  trx: Db,
  writes: ProductWrite[],
  zone: string,
): Promise<(number | ApiError)[]> {
  return guardName(() => writeBatch(trx, writes, zone, ctx.clock.now()));
}

async function writeBatch(
  trx: Db,
  writes: ProductWrite[],
  zone: string,
  now: number,
): Promise<(number | ApiError)[]> {
  const results: Written[] = [];
  const creates = writes.flatMap((write, at) => ('create' in write ? [{ at, write }] : []));
  const updates = writes.flatMap((write, at) => ('update' in write ? [{ at, write }] : []));
  const created = await insertProductsWith(
    trx,
    creates.map(({ write }) => write.create),
    now,
  );
  creates.forEach(({ at }, index) => (results[at] = created[index]!));
  await breathe();
  const updated = await writeUpdates(
    trx,
    updates.map(({ write }) => write.update),
    now,
  );
  updates.forEach(({ at }, index) => (results[at] = updated[index]!));
  const written = results.flatMap((result) => (result instanceof ApiError ? [] : [result]));
  await productsChanged(
    trx,
    written.map((product) => product.id),
    now,
  );
  await breathe();
  const published = written.filter((product) => product.turnedOn).map((product) => product.id);
  // docs/DESIGN.md §9: the payload is the product as `GET product/{id}` shows it.
  for (const detail of await repo.findProducts(trx, published))
    await emit(trx, 'product_published', presentProduct(detail, zone), now);
  return results.map((result) => (result instanceof ApiError ? result : result.id));
}
