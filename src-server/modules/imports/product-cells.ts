import { readBoolText } from '../../http/filters';
import { PRODUCT_TEXT_FIELDS, productCreate } from '../shopfront';
import type { RowError } from './schemas';
import { zodMessage } from '../../lib/i18n';

type Cells = Record<string, string>;

/** Columns copied as text, as the product export writes them. */
const TEXT_COLUMNS = [...PRODUCT_TEXT_FIELDS, 'vendor'] as const;
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
    errors.push({ column, code: 'invalid', message: zodMessage('imports.json_cell') });
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
export function bodyOf(group: Cells[], errors: RowError[]) {
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
