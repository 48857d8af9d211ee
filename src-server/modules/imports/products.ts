import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db';
import { readStoredObject } from '../../http/json';
import { ApiError } from '../../http/errors';
import {
  type CatalogService,
  parseJson,
  productCreate,
  type ProductCreate,
  type ProductDetail,
} from '../shopfront';
import { type Applied, differs, fieldErrorOf, issueErrors, type Importer } from './importer';
import { bodyOf, SCALAR_FIELDS } from './product-cells';
import type { RowError } from './schemas';

type Cells = Record<string, string>;
/** A batch's rows matched with the stored products; `changed`: the ones its rows updated. */
interface Lookup {
  owners: Map<string, number[]>;
  products: Map<number, ProductDetail>;
  changed: Set<number>;
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

/** Whether the stored product already is what the row describes (the fields it gives). */
function unchanged(detail: ProductDetail, input: ProductCreate): boolean {
  const { row } = detail;
  if (SCALAR_FIELDS.some((field) => differs(input[field], row[field]))) return false;
  if (input.vendor !== undefined && (input.vendor || null) !== detail.vendor) return false;
  if (differs(input.published, row.published === 1)) return false;
  if (differs(input.requires_shipping, row.requires_shipping === 1)) return false;
  if (input.tags && !isDeepStrictEqual(new Set(input.tags), new Set(detail.tags))) return false;
  if (input.metafield && !isDeepStrictEqual(input.metafield, readStoredObject(row.metafield)))
    return false;
  const options = detail.options.map((option) => ({
    title: option.title,
    values: parseJson<string[]>(option.values),
  }));
  if (input.options && !isDeepStrictEqual(input.options, options)) return false;
  if (
    input.images &&
    !isDeepStrictEqual(
      input.images.map((image) => image.src),
      detail.images.map((image) => image.src),
    )
  )
    return false;
  if (
    input.images?.some(
      (image, index) =>
        image.metafield !== undefined &&
        !isDeepStrictEqual(image.metafield, readStoredObject(detail.images[index]!.metafield)),
    )
  )
    return false;
  const srcOf = new Map(detail.images.map((image) => [image.id, image.src]));
  return (
    input.variants.length === detail.variants.length &&
    input.variants.every((variant, index) => {
      const stored = detail.variants[index]!;
      const byTitle = (list: { title: string; value: string }[]) =>
        Object.fromEntries(list.map((entry) => [entry.title, entry.value]));
      return (
        variant.sku === stored.sku &&
        !(variant.title && variant.title !== stored.title) &&
        !differs(variant.barcode, stored.barcode) &&
        !differs(variant.price, stored.price) &&
        !differs(variant.compare_at_price, stored.compare_at_price) &&
        !differs(variant.grams, stored.grams) &&
        !differs(variant.inventory_quantity, stored.inventory_quantity) &&
        !differs(variant.inventory_policy, stored.inventory_policy) &&
        !differs(
          variant.image,
          stored.image_id === null ? null : (srcOf.get(stored.image_id) ?? null),
        ) &&
        (variant.options === undefined ||
          isDeepStrictEqual(byTitle(variant.options), byTitle(parseJson(stored.options)))) &&
        (variant.metafield === undefined ||
          isDeepStrictEqual(variant.metafield, readStoredObject(stored.metafield)))
      );
    })
  );
}

function checkProductColumns(layout: ProductLayout, columns: string[]) {
  layout.flat = !columns.includes('variants');
  layout.grouped = layout.flat && columns.includes('name');
  const problems: string[] = [];
  if (!columns.includes('title')) problems.push('The file has no "title" column.');
  if (layout.flat && !columns.includes('sku'))
    problems.push('The file has neither a "variants" nor a "sku" column.');
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
  if (!parsed.success) return { errors: issueErrors(importer, parsed.error.issues) };
  const input = parsed.data;
  const seen = new Set<string>();
  input.variants.forEach((variant, index) => {
    const path = `variants.${index}.sku`;
    if (!variant.sku)
      errors.push(
        fieldErrorOf(
          importer,
          path,
          'invalid',
          'Give every variant a SKU: imports find products by it.',
        ),
      );
    else if (seen.has(variant.sku))
      errors.push(
        fieldErrorOf(importer, path, 'duplicate', 'Another variant of this row has this SKU.'),
      );
    seen.add(variant.sku ?? '');
  });
  if (errors.length) return { errors };
  return { input, keys: input.variants.map((variant) => variant.sku!) };
}

/** The owners of the SKUs and the stored products they belong to, for some rows at once. */
async function readOwners(catalog: CatalogService, trx: Db, skus: string[]) {
  const owners = await catalog.productIdsBySku(trx, skus);
  const ids = [...new Set([...owners.values()].flat())];
  const products = new Map(
    (await catalog.loadProducts(trx, ids)).map((detail) => [detail.row.id, detail]),
  );
  return { owners, products };
}

/** Updates the stored product `id` to the row; the service's refusal is the row's outcome. */
async function updateProduct(
  catalog: CatalogService,
  trx: Db,
  id: number,
  current: ProductDetail,
  input: ProductCreate,
  zone: string,
): Promise<Applied | ApiError> {
  // The stored variants with a SKU of the row are kept (their ids stay, orders name them).
  const idOfSku = new Map(current.variants.map((variant) => [variant.sku, variant.id]));
  const variants: Variant[] = input.variants.map((variant) => ({
    ...variant,
    id: idOfSku.get(variant.sku!),
  }));
  try {
    await catalog.updateProductWith(trx, id, { ...input, variants }, zone);
    return { action: 'update', id };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error;
  }
}

async function applyProductBatch(
  catalog: CatalogService,
  trx: Db,
  inputs: ProductCreate[],
  zone: string,
  batch: Lookup,
): Promise<(Applied | ApiError)[]> {
  const out: (Applied | ApiError)[] = [];
  // New products wait to be written together until the batch's end or its next write (an
  // update), so that every row sees the rows before it as one by one.
  let waiting: number[] = [];
  async function createWaiting() {
    const ids = await catalog.createProductsWith(
      trx,
      waiting.map((at) => inputs[at]!),
      zone,
    );
    waiting.forEach((at, index) => {
      const id = ids[index]!;
      out[at] = id instanceof ApiError ? id : { action: 'create', id };
    });
    waiting = [];
  }
  for (const [at, input] of inputs.entries()) {
    const skus = input.variants.map((variant) => variant.sku!);
    let { owners, products } = batch;
    // A SKU is in one row of a file, but a product an earlier row of the batch updated may
    // have lost a SKU of this row: then this row's SKUs are looked up again.
    if (skus.some((sku) => owners.get(sku)?.some((id) => batch.changed.has(id))))
      ({ owners, products } = await readOwners(catalog, trx, skus));
    const ids = [...new Set(skus.flatMap((sku) => owners.get(sku) ?? []))];
    if (ids.length > 1) {
      const message = `These SKUs belong to different products (ids ${ids.join(', ')}).`;
      out[at] = new ApiError(409, 'duplicate', message, {
        errors: { [KEY_PATH]: [message] },
      });
      continue;
    }
    if (ids.length === 0) {
      waiting.push(at);
      continue;
    }
    const id = ids[0]!;
    const current = products.get(id)!;
    if (unchanged(current, input)) {
      out[at] = { action: 'unchanged', id };
      continue;
    }
    if (waiting.length) await createWaiting();
    batch.changed.add(id);
    out[at] = await updateProduct(catalog, trx, id, current, input, zone);
  }
  if (waiting.length) await createWaiting();
  return out;
}

/**
 * Products with their variants (docs/DESIGN.md §8), matched by their variants' SKUs: a row whose SKUs
 * are all new creates a product; one whose SKUs belong to a product updates it (its variants
 * become the row's: those with a SKU of the row are kept, the others removed). Rows use the
 * columns the product export writes (`variants`, `options`, `images`, `tags` as JSON), or one
 * variant in flat columns (`sku`, `price`, …) when the file has no `variants` column.
 */
export function productImporter(catalog: CatalogService): Importer<ProductCreate, Lookup> {
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
      return { ...(await readOwners(catalog, trx, skus)), changed: new Set() };
    },
    applyBatch: (trx, inputs, zone, batch) => applyProductBatch(catalog, trx, inputs, zone, batch),
  };
  return importer;
}
