import { z } from 'zod';
import { readStoredObject } from '../../../http/json';
import {
  decimalInput,
  decimalText,
  formatDecimal,
  formatDecimalOrNull,
  MAX_DECIMAL,
} from '../../../lib/money';
import { pageQuery } from '../../../http/paging';
import { zodMessage } from '../../../lib/i18n';
import { storableText } from '../../../lib/text';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../../lib/time';
import {
  fieldsInput,
  htmlInput,
  idInput,
  imageSrcInput,
  metafieldInput,
  nameInput,
  parseJson,
  textInput,
  titledOut,
  titleInput,
} from '../shared/schemas';
import { PRODUCT_ORDER_FIELDS, productFilters } from './queries';
import type { ProductDetail } from './repository';
import type {
  CollectionProductRow,
  ProductImageRow,
  ProductVariantRow,
  VoucherProductRow,
} from '../../../db/tables/shopfront';
import { nameComponents } from '../../../http/openapi';

export const INVENTORY_POLICIES = ['deny', 'continue'] as const;

// Products.

const priceInput = () => decimalInput({ min: 0, max: MAX_DECIMAL });

const optionIn = z.object({
  id: idInput.optional(),
  title: titleInput,
  values: z.array(titleInput).min(1).max(100),
});

const variantIn = z.object({
  id: idInput.optional(),
  title: z.string().trim().max(255).optional(),
  sku: z.string().trim().max(255).optional(),
  barcode: z.string().trim().max(255).optional(),
  price: priceInput().optional(),
  compare_at_price: priceInput().nullable().optional(),
  grams: z.number().int().min(0).max(1_000_000_000).optional(),
  inventory_quantity: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  inventory_policy: z.enum(INVENTORY_POLICIES).optional(),
  options: z
    .array(z.object({ title: titleInput, value: titleInput }))
    .max(3)
    .optional(),
  /** The src of one of the product's images. */
  image: imageSrcInput.nullable().optional(),
  metafield: metafieldInput.optional(),
});

const imageIn = z.object({
  id: idInput.optional(),
  src: imageSrcInput,
  metafield: metafieldInput.optional(),
});

const voucherIn = z.object({
  is_enabled: z.boolean(),
  white_product_ids: z.array(idInput).max(1000).default([]),
  black_product_ids: z.array(idInput).max(1000).default([]),
  expire_days: z.number().int().min(0).max(36_500).default(0),
});

const productFields = {
  title: titleInput,
  name: nameInput.optional(),
  body_html: htmlInput.optional(),
  body_html_mobile: htmlInput.optional(),
  description: textInput.optional(),
  meta_title: z.string().max(255).optional(),
  meta_description: textInput.optional(),
  meta_image: storableText(z.string().max(2000)).optional(),
  /** The vendor's title; a new title creates the vendor; null or "" for none. */
  vendor: storableText(z.string().trim().max(255)).nullable().optional(),
  /** Tag titles; new titles create the tags. */
  tags: z.array(titleInput).max(250).optional(),
  category_ids: z.array(idInput).max(100).optional(),
  published: z.boolean().optional(),
  requires_shipping: z.boolean().optional(),
  inventory_policy: z.enum(INVENTORY_POLICIES).optional(),
  shipping_method_group_id: idInput.nullable().optional(),
  metafield: metafieldInput.optional(),
  options: z.array(optionIn).max(3).optional(),
  variants: z
    .array(variantIn)
    .min(1, { message: zodMessage('catalog.variants_needed') })
    .max(100),
  images: z.array(imageIn).max(50).optional(),
  voucher_product: voucherIn.nullable().optional(),
};

export const productCreate = z.object(productFields);
export const productPatch = z.object(productFields).partial();

export const imageOut = z.object({
  id: z.number().int(),
  src: z.string(),
  position: z.number().int(),
  metafield: z.record(z.string(), z.unknown()),
});

export const optionOut = z.object({
  id: z.number().int(),
  title: z.string(),
  values: z.array(z.string()),
});

const variantFields = {
  id: z.number().int(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  position: z.number().int(),
  price: decimalText,
  compare_at_price: decimalText.nullable(),
  grams: z.number().int(),
};
const variantTail = {
  requires_shipping: z.boolean(),
  metafield: z.record(z.string(), z.unknown()),
  created_at: timestampOut,
  updated_at: timestampOut,
  options: z.array(z.object({ title: z.string(), value: z.string() })),
  inventory_policy: z.enum(INVENTORY_POLICIES),
  inventory_quantity: z.number().int(),
  is_available: z
    .boolean()
    .meta({ description: 'inventory_policy is continue, or inventory_quantity > 0' }),
};

export const variantOut = z.object({
  ...variantFields,
  image: z.string().nullable().meta({ description: "src of the variant's image" }),
  ...variantTail,
});

export const listingVariantOut = z.object({
  ...variantFields,
  image: imageOut.nullable(),
  ...variantTail,
  productimage: z.number().int().nullable().meta({ description: "id of the variant's image" }),
  old_inventory_quantity: z.number().int(),
  inventory_quantity_adjustment: z.number().int(),
  product_id: z.number().int(),
});

export const voucherOut = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  is_enabled: z.boolean(),
  white_product_ids: z.array(z.number().int()),
  black_product_ids: z.array(z.number().int()),
  expire_days: z.number().int(),
});

const productHead = {
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  body_html: z.string(),
  body_html_mobile: z.string(),
  description: z.string(),
};
const productMiddle = {
  category_ids: z.array(z.number().int()),
  category_titles: z.array(z.string()),
  price: decimalText.meta({ description: 'price of the first variant' }),
  compare_at_price: decimalText.nullable(),
  inventory_quantity: z.number().int().meta({ description: 'sum over the variants' }),
  requires_shipping: z.boolean(),
  inventory_policy: z.enum(INVENTORY_POLICIES),
  published: z.boolean(),
  published_at: timestampOut.nullable(),
  created_at: timestampOut,
  updated_at: timestampOut,
  metafield: z.record(z.string(), z.unknown()),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image: z.string(),
};

/** The single product (`GET product/{id}`, the plain list, the `product_published` payload). */
export const productOut = z.object({
  ...productHead,
  vendor: z.string().nullable(),
  image: z.string().nullable().meta({ description: 'src of the first image' }),
  ...productMiddle,
  tags: z.array(z.string()),
  options: z.array(optionOut),
  variants: z.array(variantOut),
  images: z.array(imageOut),
  sold_quantity: z.number().int(),
  voucher_product: voucherOut.nullable(),
});

/** The product inside a collection product entry. */
export const listingProductOut = z.object({
  ...productHead,
  vendor: z.string().nullable(),
  image: imageOut.nullable(),
  ...productMiddle,
  tags: z.array(z.string()),
  options: z.array(optionOut),
  variants: z.array(listingVariantOut),
  images: z.array(imageOut),
  sold_quantity: z.number().int(),
  shipping_method_group_id: z.number().int().nullable(),
  voucher_product: voucherOut.nullable(),
});

export const entryOut = z.object({
  id: z.number().int(),
  product: listingProductOut,
  featured: z.boolean(),
  position: z.number().int(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

const PRODUCT_ORDER_VALUES = [
  ...PRODUCT_ORDER_FIELDS,
  ...PRODUCT_ORDER_FIELDS.map((field) => `-${field}` as const),
] as const;

export const productOrderInput = z.enum(PRODUCT_ORDER_VALUES, {
  message: zodMessage('filter.choice', { values: PRODUCT_ORDER_VALUES.join(', ') }),
});

export const productListQuery = z.object({
  ...pageQuery,
  ...productFilters.shape,
  q: z
    .string()
    .max(200, { message: zodMessage('field.at_most_chars', { n: 200 }) })
    .optional(),
  order_by: productOrderInput.optional(),
  fields: fieldsInput.optional(),
});

/**
 * The list answers plain products, or collection product entries with `collection`; `fields`
 * may leave keys of either out.
 */
export const productListOut = z.union([
  entryOut.extend({ product: listingProductOut.partial() }),
  productOut.partial(),
]);

export type ProductOut = z.infer<typeof productOut>;
export type ListingProductOut = z.infer<typeof listingProductOut>;
export type EntryOut = z.infer<typeof entryOut>;

function presentImage(row: ProductImageRow): z.infer<typeof imageOut> {
  return {
    id: row.id,
    src: row.src,
    position: row.position,
    metafield: readStoredObject(row.metafield),
  };
}

function presentVoucher(row: VoucherProductRow): z.infer<typeof voucherOut> {
  return {
    id: row.id,
    product_id: row.product_id,
    is_enabled: row.is_enabled === 1,
    white_product_ids: parseJson<number[]>(row.white_product_ids),
    black_product_ids: parseJson<number[]>(row.black_product_ids),
    expire_days: row.expire_days,
  };
}

function variantCommon(row: ProductVariantRow, detail: ProductDetail, zone: string) {
  return {
    id: row.id,
    barcode: row.barcode,
    sku: row.sku,
    title: row.title,
    position: row.position,
    price: formatDecimal(row.price),
    compare_at_price: formatDecimalOrNull(row.compare_at_price),
    grams: row.grams,
    requires_shipping: detail.row.requires_shipping === 1,
    metafield: readStoredObject(row.metafield),
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    options: parseJson<{ title: string; value: string }[]>(row.options),
    inventory_policy: row.inventory_policy as (typeof INVENTORY_POLICIES)[number],
    inventory_quantity: row.inventory_quantity,
    is_available: row.inventory_policy === 'continue' || row.inventory_quantity > 0,
  };
}

function productCommonOf(detail: ProductDetail, zone: string) {
  const { row, variants } = detail;
  const first = variants[0]!;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    body_html: row.body_html,
    body_html_mobile: row.body_html_mobile,
    description: row.description,
    vendor: detail.vendor,
    category_ids: detail.categories.map((category) => category.id),
    category_titles: detail.categories.map((category) => category.title),
    price: formatDecimal(first.price),
    compare_at_price: formatDecimalOrNull(first.compare_at_price),
    inventory_quantity: variants.reduce((sum, variant) => sum + variant.inventory_quantity, 0),
    requires_shipping: row.requires_shipping === 1,
    inventory_policy: row.inventory_policy as (typeof INVENTORY_POLICIES)[number],
    published: row.published === 1,
    published_at: formatTimestampOrNull(row.published_at, zone),
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    metafield: readStoredObject(row.metafield),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_image: row.meta_image,
    tags: detail.tags,
    options: detail.options.map((option) => ({
      id: option.id,
      title: option.title,
      values: parseJson<string[]>(option.values),
    })),
    images: detail.images.map(presentImage),
    sold_quantity: row.sold_quantity,
    voucher_product: detail.voucher ? presentVoucher(detail.voucher) : null,
  };
}

export function presentProduct(detail: ProductDetail, zone: string): ProductOut {
  const imageById = new Map(detail.images.map((image) => [image.id, image]));
  return {
    ...productCommonOf(detail, zone),
    image: detail.images[0]?.src ?? null,
    variants: detail.variants.map((variant) => ({
      ...variantCommon(variant, detail, zone),
      image: (variant.image_id !== null && imageById.get(variant.image_id)?.src) || null,
    })),
  };
}

export function presentListingProduct(detail: ProductDetail, zone: string): ListingProductOut {
  const { row } = detail;
  const imageById = new Map(detail.images.map((image) => [image.id, image]));
  return {
    ...productCommonOf(detail, zone),
    image: detail.images[0] ? presentImage(detail.images[0]) : null,
    shipping_method_group_id: row.shipping_method_group_id,
    variants: detail.variants.map((variant) => {
      const image = variant.image_id === null ? undefined : imageById.get(variant.image_id);
      return {
        ...variantCommon(variant, detail, zone),
        image: image ? presentImage(image) : null,
        productimage: image ? image.id : null,
        // As Shopify's variants: the quantity a client read (send it back to detect a
        // concurrent change); an adjustment is a write-side notion, zero when read.
        old_inventory_quantity: variant.inventory_quantity,
        inventory_quantity_adjustment: 0,
        product_id: row.id,
      };
    }),
  };
}

export function presentEntry(
  entry: CollectionProductRow,
  detail: ProductDetail,
  zone: string,
): EntryOut {
  return {
    id: entry.id,
    product: presentListingProduct(detail, zone),
    featured: entry.featured === 1,
    position: entry.position,
    created_at: formatTimestamp(entry.created_at, zone),
    updated_at: formatTimestamp(entry.updated_at, zone),
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Product: productOut,
  ListingProduct: listingProductOut,
  Variant: variantOut,
  ListingVariant: listingVariantOut,
  ProductImage: imageOut,
  ProductOption: optionOut,
  VoucherProduct: voucherOut,
  CollectionProductEntry: entryOut,
  TitledItem: titledOut,
});
