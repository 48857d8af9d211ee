import { z } from 'zod';
import type { ExportRows } from '../../../http/exports';
import { decimalText } from '../../../lib/money';
import { timestampOut } from '../../../lib/time';
import { imageOut, INVENTORY_POLICIES, optionOut } from './schemas';

/**
 * The product export's row: one per variant, the product's columns then the variant's
 * (docs/API.md "Exports"). The product import reads exactly these columns back, rows of one
 * product (same `name`, one after the other) as its variants.
 */
export const productExportRow = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  vendor: z.string().nullable(),
  tags: z.array(z.string()),
  category_titles: z.array(z.string()),
  published: z.boolean(),
  requires_shipping: z.boolean(),
  inventory_policy: z.enum(INVENTORY_POLICIES),
  body_html: z.string(),
  body_html_mobile: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_image: z.string(),
  metafield: z.record(z.string(), z.unknown()),
  options: z.array(optionOut),
  images: z.array(imageOut),
  variant_id: z.number().int().nullable(),
  variant_title: z.string().nullable(),
  option1: z.string().nullable(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: decimalText.nullable(),
  compare_at_price: decimalText.nullable(),
  grams: z.number().int().nullable(),
  inventory_quantity: z.number().int().nullable(),
  variant_image: z.string().nullable(),
  sold_quantity: z.number().int(),
  published_at: timestampOut.nullable(),
  created_at: timestampOut,
  updated_at: timestampOut,
});

interface ShownVariant {
  id: number;
  title: string;
  sku: string;
  barcode: string;
  price: string;
  compare_at_price: string | null;
  grams: number;
  inventory_quantity: number;
  options: { title: string; value: string }[];
  image: string | { src: string } | null;
}

/** A variant's columns; its option values in the order of the product's options. */
function variantColumns(variant: ShownVariant | undefined, optionTitles: string[]) {
  const value = (index: number) =>
    variant?.options.find((option) => option.title === optionTitles[index])?.value ?? null;
  const image = variant?.image;
  return {
    variant_id: variant?.id ?? null,
    variant_title: variant?.title ?? null,
    option1: value(0),
    option2: value(1),
    option3: value(2),
    sku: variant?.sku ?? null,
    barcode: variant?.barcode ?? null,
    price: variant?.price ?? null,
    compare_at_price: variant?.compare_at_price ?? null,
    grams: variant?.grams ?? null,
    inventory_quantity: variant?.inventory_quantity ?? null,
    variant_image: (typeof image === 'object' ? image?.src : image) ?? null,
  };
}

/** A product of the list (or a collection entry's product), one row per variant. */
export const productExportRows: ExportRows = {
  item: productExportRow,
  rows(item) {
    const shown = item as Record<string, unknown>;
    const product = (
      shown.product && typeof shown.product === 'object' ? shown.product : shown
    ) as Record<string, unknown> & {
      options?: { title: string }[];
      variants?: ShownVariant[];
    };
    const titles = (product.options ?? []).map((option) => option.title);
    const variants = product.variants?.length ? product.variants : [undefined];
    return variants.map((variant) => ({ ...product, ...variantColumns(variant, titles) }));
  },
};
