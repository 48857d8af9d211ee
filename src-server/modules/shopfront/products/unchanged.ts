import { isDeepStrictEqual } from 'node:util';
import { readStoredObject } from '../../../http/json';
import { parseJson } from '../shared/schemas';
import type { ProductDetail } from './repository';
import type { ProductCreate } from './types';

/** Text fields of the product, compared as they are stored (an import reads them as text). */
export const PRODUCT_TEXT_FIELDS = [
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

/** A field the body gives (not undefined) differs from the stored value. */
const differs = <T>(given: T | undefined, stored: T) => given !== undefined && given !== stored;

type Variant = ProductCreate['variants'][number];

/** Whether the stored variant already is what the body's variant describes (the fields it gives). */
function variantUnchanged(
  variant: Variant,
  stored: ProductDetail['variants'][number],
  srcOf: Map<number, string>,
) {
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
}

/**
 * Whether the stored product already is what a body describes (the fields it gives): an
 * import's row that changes nothing is not written (docs/PERFORMANCE.md, "Imports").
 */
export function productUnchanged(detail: ProductDetail, input: ProductCreate): boolean {
  const { row } = detail;
  if (PRODUCT_TEXT_FIELDS.some((field) => differs(input[field], row[field]))) return false;
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
    input.variants.every((variant, index) =>
      variantUnchanged(variant, detail.variants[index]!, srcOf),
    )
  );
}
