import type { ProductVariantRow } from '../../../db/tables/shopfront';
import { invalid, type FieldMessages } from '../../../http/errors';
import { type Message, msg } from '../../../lib/i18n';
import type { ProductDetail } from './repository';
import type { ImageInput, OptionInput, VariantInput } from './types';
import type { ImageValues, OptionValues, VariantValues } from './write-repository';

export const addError = (errors: FieldMessages, field: string, message: Message) =>
  (errors[field] ??= []).push(message);
const add = addError;

/** The option values of a variant, in the product's option order; null when they do not fit. */
function fitOptions(
  options: OptionInput[],
  given: { title: string; value: string }[],
  field: string,
  errors: FieldMessages,
): { title: string; value: string }[] | null {
  if (options.length === 0) {
    if (given.length) add(errors, field, msg('catalog.no_options'));
    return given.length ? null : [];
  }
  const byTitle = new Map(given.map((entry) => [entry.title, entry.value]));
  let fits = byTitle.size === given.length;
  if (!fits) add(errors, field, msg('catalog.option_twice'));
  for (const entry of given) {
    if (!options.some((option) => option.title === entry.title)) {
      add(errors, field, msg('catalog.no_such_option', { option: entry.title }));
      fits = false;
    }
  }
  const out = options.map((option) => {
    const value = byTitle.get(option.title);
    if (value === undefined) {
      add(errors, field, msg('catalog.option_value_needed', { option: option.title }));
      fits = false;
    } else if (!option.values.includes(value)) {
      add(errors, field, msg('catalog.no_such_value', { option: option.title, value }));
      fits = false;
    }
    return { title: option.title, value: value ?? '' };
  });
  return fits ? out : null;
}

type PartsInput = { options?: OptionInput[]; images?: ImageInput[]; variants?: VariantInput[] };

/** Ids in the body must be the product's own, each once. */
function checkPartIds(input: PartsInput, current: ProductDetail | null, errors: FieldMessages) {
  const ownIds = (rows: { id: number }[] | undefined) => new Set((rows ?? []).map((r) => r.id));

  const checkIds = (
    list: { id?: number }[] | undefined,
    own: Set<number>,
    field: string,
    notOwn: Message,
  ) => {
    const seen = new Set<number>();
    list?.forEach((item, index) => {
      if (item.id === undefined) return;
      if (!own.has(item.id) || seen.has(item.id)) add(errors, `${field}.${index}.id`, notOwn);
      seen.add(item.id);
    });
  };
  checkIds(input.options, ownIds(current?.options), 'options', msg('catalog.option_not_own'));
  checkIds(input.images, ownIds(current?.images), 'images', msg('catalog.image_not_own'));
  checkIds(input.variants, ownIds(current?.variants), 'variants', msg('catalog.variant_not_own'));
}

/** The options the product is left with: unique titles, each value once. */
function planOptions(
  given: OptionInput[] | undefined,
  current: ProductDetail | null,
  errors: FieldMessages,
): OptionInput[] {
  const options: OptionInput[] =
    given ??
    (current?.options ?? []).map((row) => ({
      id: row.id,
      title: row.title,
      values: JSON.parse(row.values) as string[],
    }));
  const titles = new Set<string>();
  options.forEach((option, index) => {
    if (titles.has(option.title))
      add(errors, `options.${index}.title`, msg('catalog.option_title_taken'));
    titles.add(option.title);
    if (new Set(option.values).size !== option.values.length)
      add(errors, `options.${index}.values`, msg('catalog.value_twice'));
  });
  return options;
}

/** The images the product is left with. */
function planImages(given: ImageInput[] | undefined, current: ProductDetail | null) {
  const images: ImageValues[] =
    given?.map((image) => ({
      id: image.id,
      src: image.src,
      metafield: JSON.stringify(image.metafield ?? {}),
    })) ??
    (current?.images ?? []).map((row) => ({
      id: row.id,
      src: row.src,
      metafield: row.metafield,
    }));
  return images;
}

/** What the variants are checked against: the planned options and images, the current rows. */
interface VariantContext {
  options: OptionInput[];
  srcs: Set<string>;
  srcOfImage: Map<number, string>;
  inventoryPolicy: string;
}

/** A variant names its image by src; one the body does not send keeps its image if it stays. */
function variantImage(
  variant: VariantInput,
  before: ProductVariantRow | undefined,
  context: VariantContext,
  field: string,
  errors: FieldMessages,
) {
  const beforeSrc =
    before?.image_id == null ? null : (context.srcOfImage.get(before.image_id) ?? null);
  let imageSrc = variant.image !== undefined ? variant.image : beforeSrc;
  if (imageSrc !== null && !context.srcs.has(imageSrc)) {
    if (variant.image !== undefined)
      add(errors, `${field}.image`, msg('catalog.image_src_unknown'));
    imageSrc = null;
  }
  return imageSrc;
}

/** A variant's stored values: the body's fields, else the current row's, else the defaults. */
function variantValues(
  variant: VariantInput,
  before: ProductVariantRow | undefined,
  fitted: { title: string; value: string }[] | null,
  chosen: { price: number | undefined; imageSrc: string | null; inventoryPolicy: string },
): VariantValues {
  const values = (fitted ?? []).map((entry) => entry.value);
  return {
    id: before?.id,
    title:
      variant.title ||
      (variant.options === undefined && before
        ? before.title
        : values.length
          ? values.join(' / ')
          : 'Default Title'),
    sku: variant.sku ?? before?.sku ?? '',
    barcode: variant.barcode ?? before?.barcode ?? '',
    price: chosen.price ?? 0,
    compare_at_price:
      variant.compare_at_price !== undefined
        ? variant.compare_at_price
        : (before?.compare_at_price ?? null),
    grams: variant.grams ?? before?.grams ?? 0,
    inventory_quantity: variant.inventory_quantity ?? before?.inventory_quantity ?? 0,
    inventory_policy:
      variant.inventory_policy ?? before?.inventory_policy ?? chosen.inventoryPolicy,
    image_src: chosen.imageSrc,
    options: JSON.stringify(fitted ?? []),
    metafield:
      variant.metafield !== undefined
        ? JSON.stringify(variant.metafield)
        : (before?.metafield ?? '{}'),
  };
}

/** The variants the product is left with, each fitted to the options. */
function planVariants(
  given: VariantInput[] | undefined,
  current: ProductDetail | null,
  context: VariantContext,
  errors: FieldMessages,
): VariantValues[] {
  const existing = new Map((current?.variants ?? []).map((row) => [row.id, row]));
  const combinations = new Set<string>();
  const variants: VariantValues[] = [];
  // Variants the body does not send must fit options it changes; their problems are summed up.
  const sent = given !== undefined;
  const keptErrors: FieldMessages = {};
  const list: VariantInput[] = given ?? (current?.variants ?? []).map((row) => ({ id: row.id }));
  list.forEach((variant, index) => {
    const field = `variants.${index}`;
    const before = variant.id === undefined ? undefined : existing.get(variant.id);
    const givenOptions =
      variant.options ??
      (before ? (JSON.parse(before.options) as { title: string; value: string }[]) : []);
    const fitted = fitOptions(
      context.options,
      givenOptions,
      `${field}.options`,
      sent ? errors : keptErrors,
    );
    if (fitted) {
      const key = JSON.stringify(fitted.map((entry) => entry.value));
      if (combinations.has(key))
        add(errors, `${field}.options`, msg('catalog.variant_options_taken'));
      combinations.add(key);
    }
    const price = variant.price ?? before?.price;
    if (price === undefined) add(errors, `${field}.price`, msg('catalog.price_needed'));
    const imageSrc = variantImage(variant, before, context, field, errors);
    variants.push(
      variantValues(variant, before, fitted, {
        price,
        imageSrc,
        inventoryPolicy: context.inventoryPolicy,
      }),
    );
  });
  if (Object.keys(keptErrors).length) add(errors, 'variants', msg('catalog.variants_do_not_fit'));
  return variants;
}

/** The product's options, images and variants as stored, checked against each other. */
export interface ProductParts {
  options: OptionValues[];
  images: ImageValues[];
  variants: VariantValues[];
}

/**
 * Checks the options, images and variants a write leaves the product with (the body's, or the
 * current ones it does not replace) and builds their stored values; 400 with every problem.
 */
export function planParts(
  input: PartsInput,
  current: ProductDetail | null,
  inventoryPolicy: string,
): ProductParts {
  const errors: FieldMessages = {};
  checkPartIds(input, current, errors);
  const options = planOptions(input.options, current, errors);
  const images = planImages(input.images, current);
  const variants = planVariants(
    input.variants,
    current,
    {
      options,
      srcs: new Set(images.map((image) => image.src)),
      srcOfImage: new Map((current?.images ?? []).map((row) => [row.id, row.src])),
      inventoryPolicy,
    },
    errors,
  );
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    options: options.map((option) => ({
      id: option.id,
      title: option.title,
      values: option.values,
    })),
    images,
    variants,
  };
}
