import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../db';
import { readStoredObject } from '../../http/json';
import { ApiError } from '../../http/errors';
import { readBoolText } from '../../http/filters';
import {
  type CatalogService,
  parseJson,
  productCreate,
  type ProductCreate,
  type ProductDetail,
} from '../shopfront';
import { type Applied, differs, fieldErrorOf, issueErrors, type Importer } from './importer';
import type { RowError } from './schemas';

type Cells = Record<string, string>;
/** A batch's rows matched with the stored products; `changed`: the ones its rows updated. */
interface Lookup {
  owners: Map<string, number[]>;
  products: Map<number, ProductDetail>;
  changed: Set<number>;
}
type Variant = ProductCreate['variants'][number];

/** Text fields of the product, compared as they are stored. */
const SCALAR_FIELDS = [
  'title',
  'name',
  'body_html',
  'body_html_mobile',
  'description',
  'meta_title',
  'meta_description',
  'meta_image',
  'inventory_policy',
] as const;
/** Columns copied as text, as the product export writes them. */
const TEXT_COLUMNS = [...SCALAR_FIELDS, 'vendor'] as const;
const BOOL_COLUMNS = ['published', 'requires_shipping'] as const;
/** A file without a `variants` column describes one variant per row in these. */
const FLAT_VARIANT_COLUMNS = [
  'sku',
  'barcode',
  'price',
  'compare_at_price',
  'grams',
  'inventory_quantity',
] as const;
const INTEGER_COLUMNS = new Set(['grams', 'inventory_quantity']);
/**
 * The parts of a variant, option and image a file sets: the product body's own fields, without
 * the read-only ones the export also writes (ids, dates, `is_available`…).
 */
const writable = (shape: object) => Object.keys(shape).filter((key) => key !== 'id');
const VARIANT_FIELDS = writable(productCreate.shape.variants.element.shape);
const OPTION_FIELDS = writable(productCreate.shape.options.unwrap().element.shape);
const IMAGE_FIELDS = writable(productCreate.shape.images.unwrap().element.shape);

const pick = (value: unknown, keys: readonly string[]) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        keys.filter((key) => key in value).map((key) => [key, (value as Cells)[key]]),
      )
    : value;

/** JSON cells (lists and objects, as the export writes them). */
function readJson(cells: Cells, column: string, errors: RowError[]): unknown {
  try {
    return JSON.parse(cells[column]!);
  } catch {
    errors.push({ column, code: 'invalid', message: 'Enter JSON, as the export writes it.' });
    return undefined;
  }
}

/** Tags: a JSON list as the export writes, or titles separated by commas. */
function readTags(text: string): unknown {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      // Not JSON after all: commas split it.
    }
  }
  return text
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** JSON as the export for machines writes it, or the export for people's text, read by `read`. */
function jsonOr(cells: Cells, column: string, errors: RowError[], read: (text: string) => unknown) {
  return cells[column]!.trim().startsWith('[')
    ? readJson(cells, column, errors)
    : read(cells[column]!);
}

/** Options as people's export writes them: "颜色: 白, 黑; Size: M, L". */
const readOptionText = (text: string) =>
  text
    .split(/[;；]/)
    .filter((part) => part.trim())
    .map((part) => {
      const colon = part.search(/[:：]/);
      return {
        title: part.slice(0, Math.max(colon, 0)).trim(),
        values: part
          .slice(colon + 1)
          .split(/[,，]/)
          .map((value) => value.trim())
          .filter(Boolean),
      };
    });

/** Images as people's export writes them: their addresses, separated by semicolons. */
const readImageText = (text: string) =>
  text
    .split(/[;；\s]+/)
    .filter(Boolean)
    .map((src) => ({ src }));

const numberOr = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

/** A variant in flat columns (one a row), its option values under the product's option titles. */
function flatVariant(cells: Cells, optionTitles: string[]) {
  const given = (column: string) => (cells[column]?.trim() ? column : undefined);
  const variant: Record<string, unknown> = {};
  for (const column of FLAT_VARIANT_COLUMNS)
    if (given(column))
      variant[column] = INTEGER_COLUMNS.has(column) ? numberOr(cells[column]!) : cells[column];
  if (given('variant_title')) variant.title = cells.variant_title;
  if (given('variant_image')) variant.image = cells.variant_image!.trim();
  const options = optionTitles
    .map((title, index) => ({ title, value: cells[`option${index + 1}`]?.trim() ?? '' }))
    .filter((option) => option.value);
  if (options.length) variant.options = options;
  return variant;
}

/** The product body a row, or a group of rows one a variant, describes (before validation). */
function bodyOf(group: Cells[], errors: RowError[]) {
  const cells = group[0]!;
  const given = (column: string) => (cells[column]?.trim() ? column : undefined);
  const body: Record<string, unknown> = {};
  for (const column of TEXT_COLUMNS) if (given(column)) body[column] = cells[column];
  for (const column of BOOL_COLUMNS)
    if (given(column)) body[column] = readBoolText(cells[column]!.trim()) ?? cells[column];
  if (given('tags')) body.tags = readTags(cells.tags!);
  if (given('metafield')) body.metafield = readJson(cells, 'metafield', errors);
  if (given('options')) {
    const options = jsonOr(cells, 'options', errors, readOptionText);
    body.options = Array.isArray(options)
      ? options.map((option) => pick(option, OPTION_FIELDS))
      : options;
  }
  if (given('images')) {
    const images = jsonOr(cells, 'images', errors, readImageText);
    body.images = Array.isArray(images) ? images.map((image) => pick(image, IMAGE_FIELDS)) : images;
  }
  if (given('variants')) {
    const variants = readJson(cells, 'variants', errors);
    body.variants = Array.isArray(variants)
      ? variants.map((variant) => pick(variant, VARIANT_FIELDS))
      : variants;
  } else {
    const titles = Array.isArray(body.options)
      ? body.options.map((option: unknown) => String((option as { title?: unknown }).title))
      : [];
    body.variants = group.map((row) => flatVariant(row, titles));
  }
  return body;
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

/**
 * Products with their variants (docs/DESIGN.md §8), matched by their variants' SKUs: a row whose SKUs
 * are all new creates a product; one whose SKUs belong to a product updates it (its variants
 * become the row's: those with a SKU of the row are kept, the others removed). Rows use the
 * columns the product export writes (`variants`, `options`, `images`, `tags` as JSON), or one
 * variant in flat columns (`sku`, `price`, …) when the file has no `variants` column.
 */
export function productImporter(catalog: CatalogService): Importer<ProductCreate, Lookup> {
  // Whether the file gives one variant per row in flat columns, and whether consecutive rows
  // of one `name` are one product's variants (the export's rows): read from its header.
  let flat = false;
  let grouped = false;

  /** The owners of the SKUs and the stored products they belong to, for some rows at once. */
  async function read(trx: Db, skus: string[]) {
    const owners = await catalog.productIdsBySku(trx, skus);
    const ids = [...new Set([...owners.values()].flat())];
    const products = new Map(
      (await catalog.loadProducts(trx, ids)).map((detail) => [detail.row.id, detail]),
    );
    return { owners, products };
  }

  const importer: Importer<ProductCreate, Lookup> = {
    checkColumns(columns) {
      flat = !columns.includes('variants');
      grouped = flat && columns.includes('name');
      const problems: string[] = [];
      if (!columns.includes('title')) problems.push('The file has no "title" column.');
      if (flat && !columns.includes('sku'))
        problems.push('The file has neither a "variants" nor a "sku" column.');
      return problems;
    },
    columnOf(path) {
      const [field, , part] = path.split('.');
      return flat && field === 'variants' ? (part ?? 'sku') : field!;
    },
    groupOf: (cells) => (grouped ? cells.name?.trim() || null : null),
    keyPath: 'variants.0.sku',
    conflictColumn: 'name',
    keysOf(cells) {
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
    },
    read(group) {
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
    },
    async lookUp(trx, inputs) {
      const skus = inputs.flatMap((input) => input.variants.map((variant) => variant.sku!));
      return { ...(await read(trx, skus)), changed: new Set() };
    },
    async applyBatch(trx, inputs, zone, batch) {
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
          ({ owners, products } = await read(trx, skus));
        const ids = [...new Set(skus.flatMap((sku) => owners.get(sku) ?? []))];
        if (ids.length > 1) {
          const message = `These SKUs belong to different products (ids ${ids.join(', ')}).`;
          out[at] = new ApiError(409, 'duplicate', message, {
            errors: { [importer.keyPath]: [message] },
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
        // The stored variants with a SKU of the row are kept (their ids stay, orders name them).
        const idOfSku = new Map(current.variants.map((variant) => [variant.sku, variant.id]));
        const variants: Variant[] = input.variants.map((variant) => ({
          ...variant,
          id: idOfSku.get(variant.sku!),
        }));
        try {
          await catalog.updateProductWith(trx, id, { ...input, variants }, zone);
          out[at] = { action: 'update', id };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          out[at] = error;
        }
      }
      if (waiting.length) await createWaiting();
      return out;
    },
  };
  return importer;
}
