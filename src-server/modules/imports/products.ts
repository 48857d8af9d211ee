import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import {
  findProductIdsBySku,
  findProducts,
  findStoredTitles,
  productCreate,
  type ProductCreate,
  type ProductDetail,
  productUnchanged,
  type ProductWrite,
  writeProductsWith,
} from '../shopfront';
import { type Applied, fieldErrorOf, issueErrors, type Importer } from './importer';
import { bodyOf } from './product-cells';
import type { RowError } from './schemas';
import { msg, zodMessage } from '../../lib/i18n';

type Cells = Record<string, string>;
/**
 * A batch's rows matched with the stored products; `changed`: the ones its rows updated;
 * `titles`: the vendor and tag titles known to be stored (the batch's rows name them).
 */
interface Lookup {
  owners: Map<string, number[]>;
  products: Map<number, ProductDetail>;
  changed: Set<number>;
  titles: { vendors: Set<string>; tags: Set<string> };
}
type Variant = ProductCreate['variants'][number];

/** Rows are matched by their variants' SKUs; a 400 about them names the first. */
const KEY_PATH = 'variants.0.sku';

/**
 * What the file's header says of its rows: `flat`, one variant per row in flat columns (no
 * `variants` column); `grouped`, consecutive rows of one `name` are one product's variants (the
 * export's rows).
 */
interface ProductLayout {
  flat: boolean;
  grouped: boolean;
}

function checkProductColumns(layout: ProductLayout, columns: string[]) {
  layout.flat = !columns.includes('variants');
  layout.grouped = layout.flat && columns.includes('name');
  const problems: string[] = [];
  if (!columns.includes('title')) problems.push(zodMessage('imports.no_title_column'));
  if (layout.flat && !columns.includes('sku'))
    problems.push(zodMessage('imports.no_variants_column'));
  return problems;
}

function productColumnOf(layout: ProductLayout, path: string) {
  const [field, , part] = path.split('.');
  return layout.flat && field === 'variants' ? (part ?? 'sku') : field!;
}

function productKeysOf(cells: Cells) {
  if (!cells.variants?.trim()) return cells.sku?.trim() ? [cells.sku.trim()] : [];
  try {
    const variants: unknown = JSON.parse(cells.variants);
    if (!Array.isArray(variants)) return [];
    return variants
      .map((variant: unknown) => (variant as { sku?: unknown } | null)?.sku)
      .filter((sku): sku is string => typeof sku === 'string' && sku.trim() !== '');
  } catch {
    return [];
  }
}

function readProductRows(
  importer: Pick<Importer<unknown>, 'columnOf'>,
  group: Cells[],
): { input: ProductCreate; keys: string[] } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const body = bodyOf(group, errors);
  if (errors.length) return { errors };
  const parsed = productCreate.safeParse(body);
  if (!parsed.success) return { errors: issueErrors(importer, parsed.error.issues, body) };
  const input = parsed.data;
  const seen = new Set<string>();
  input.variants.forEach((variant, index) => {
    const path = `variants.${index}.sku`;
    if (!variant.sku)
      errors.push(fieldErrorOf(importer, path, 'invalid', zodMessage('imports.sku_needed')));
    else if (seen.has(variant.sku))
      errors.push(fieldErrorOf(importer, path, 'duplicate', zodMessage('imports.sku_twice')));
    seen.add(variant.sku ?? '');
  });
  if (errors.length) return { errors };
  return { input, keys: input.variants.map((variant) => variant.sku!) };
}

/** The owners of the SKUs and the stored products they belong to, for some rows at once. */
async function readOwners(trx: Db, skus: string[]) {
  const owners = await findProductIdsBySku(trx, skus);
  const ids = [...new Set([...owners.values()].flat())];
  const products = new Map((await findProducts(trx, ids)).map((detail) => [detail.row.id, detail]));
  return { owners, products };
}

/** The row as a patch of the stored product: the variants with a SKU of the row keep their ids. */
function patchOf(current: ProductDetail, input: ProductCreate): ProductCreate {
  // The stored variants with a SKU of the row are kept (their ids stay, orders name them).
  const idOfSku = new Map(current.variants.map((variant) => [variant.sku, variant.id]));
  const variants: Variant[] = input.variants.map((variant) => ({
    ...variant,
    id: idOfSku.get(variant.sku!),
  }));
  return { ...input, variants };
}

/**
 * Whether an update can be written after the new products of its batch that follow it in the
 * file without any row seeing a difference (writeProductsWith writes new products first): it
 * takes no new name, and names only vendors and tags already stored (new ones get their ids in
 * the order they first appear).
 */
function canWait(batch: Lookup, current: ProductDetail, input: ProductCreate): boolean {
  if (input.name !== undefined && input.name !== current.row.name) return false;
  if (input.vendor && !batch.titles.vendors.has(input.vendor)) return false;
  return (input.tags ?? []).every((tag) => batch.titles.tags.has(tag));
}

/**
 * The rows of a batch waiting to be written, in the file's order. They are written together
 * when a row needs what they change (a row matching a product an update changed, an update
 * that cannot wait) and at the batch's end.
 */
function pendingWrites(
  ctx: AppContext,
  trx: Db,
  inputs: ProductCreate[],
  zone: string,
  batch: Lookup,
  out: (Applied | ApiError)[],
) {
  let writes: { at: number; write: ProductWrite }[] = [];
  /** The titles of written rows are stored now: later updates naming them can wait. */
  function learnTitles(input: ProductCreate) {
    if (input.vendor) batch.titles.vendors.add(input.vendor);
    for (const tag of input.tags ?? []) batch.titles.tags.add(tag);
  }
  return {
    create: (at: number) => writes.push({ at, write: { create: inputs[at]! } }),
    update: (at: number, current: ProductDetail) =>
      writes.push({ at, write: { update: { current, patch: patchOf(current, inputs[at]!) } } }),
    async write() {
      if (writes.length === 0) return;
      const ids = await writeProductsWith(
        ctx,
        trx,
        writes.map(({ write }) => write),
        zone,
      );
      writes.forEach(({ at, write }, index) => {
        const id = ids[index]!;
        if (id instanceof ApiError) out[at] = id;
        else {
          out[at] = { action: 'create' in write ? 'create' : 'update', id };
          learnTitles(inputs[at]!);
        }
      });
      writes = [];
    },
  };
}

async function applyProductBatch(
  ctx: AppContext,
  trx: Db,
  inputs: ProductCreate[],
  zone: string,
  batch: Lookup,
): Promise<(Applied | ApiError)[]> {
  const out: (Applied | ApiError)[] = [];
  // Rows are written together, a few statements for many rows (docs/PERFORMANCE.md,
  // "Imports"), yet each row sees the rows before it as if they were written one by one.
  const pending = pendingWrites(ctx, trx, inputs, zone, batch, out);
  for (const [at, input] of inputs.entries()) {
    const skus = input.variants.map((variant) => variant.sku!);
    let { owners, products } = batch;
    // A SKU is in one row of a file, but a product an earlier row of the batch updated may
    // have lost a SKU of this row: then the rows before are written and its SKUs looked up.
    if (skus.some((sku) => owners.get(sku)?.some((id) => batch.changed.has(id)))) {
      await pending.write();
      ({ owners, products } = await readOwners(trx, skus));
    }
    const ids = [...new Set(skus.flatMap((sku) => owners.get(sku) ?? []))];
    if (ids.length > 1) {
      const message = msg('imports.skus_of_products', { ids: ids.join(', ') });
      out[at] = new ApiError(409, 'duplicate', message, {
        errors: { [KEY_PATH]: [message] },
      });
      continue;
    }
    if (ids.length === 0) {
      pending.create(at);
      continue;
    }
    const id = ids[0]!;
    const current = products.get(id)!;
    if (productUnchanged(current, input)) {
      out[at] = { action: 'unchanged', id };
      continue;
    }
    batch.changed.add(id);
    const waits = canWait(batch, current, input);
    pending.update(at, current);
    if (!waits) await pending.write();
  }
  await pending.write();
  return out;
}

/**
 * Products with their variants (docs/DESIGN.md §8), matched by their variants' SKUs: a row whose SKUs
 * are all new creates a product; one whose SKUs belong to a product updates it (its variants
 * become the row's: those with a SKU of the row are kept, the others removed). Rows use the
 * columns the product export writes (`variants`, `options`, `images`, `tags` as JSON), or one
 * variant in flat columns (`sku`, `price`, …) when the file has no `variants` column.
 */
export function productImporter(ctx: AppContext): Importer<ProductCreate, Lookup> {
  // Read from the file's header by checkColumns.
  const layout: ProductLayout = { flat: false, grouped: false };
  const importer: Importer<ProductCreate, Lookup> = {
    checkColumns: (columns) => checkProductColumns(layout, columns),
    columnOf: (path) => productColumnOf(layout, path),
    groupOf: (cells) => (layout.grouped ? cells.name?.trim() || null : null),
    keyPath: KEY_PATH,
    conflictColumn: 'name',
    keysOf: productKeysOf,
    read: (group) => readProductRows(importer, group),
    async lookUp(trx, inputs) {
      const skus = inputs.flatMap((input) => input.variants.map((variant) => variant.sku!));
      const titles = await findStoredTitles(
        trx,
        [...new Set(inputs.flatMap((input) => (input.vendor ? [input.vendor] : [])))],
        [...new Set(inputs.flatMap((input) => input.tags ?? []))],
      );
      return { ...(await readOwners(trx, skus)), changed: new Set(), titles };
    },
    applyBatch: (trx, inputs, zone, batch) => applyProductBatch(ctx, trx, inputs, zone, batch),
  };
  return importer;
}
