import type { FieldErrors } from '@/shared/api/client';
import type {
  InventoryPolicy,
  Product,
  ProductBody,
  ProductImage,
  ProductOption,
  Variant,
} from './api';
import { messagesFor } from '@/shared/utils/errors';
import { checkDecimalText, normalizeDecimal } from '@/shared/utils/money';
import { saveErrorsOf } from '@/shared/utils/errors';

/** The server's limits (a product has at most 3 options, 100 variants and 50 images). */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 50;

export interface OptionForm {
  /** Stable key for rendering; new rows have no id yet. */
  key: string;
  id?: number;
  title: string;
  values: string[];
}

export interface VariantForm {
  key: string;
  id?: number;
  title: string;
  sku: string;
  barcode: string;
  price: string;
  /** Empty for none. */
  compare_at_price: string;
  grams: number | null;
  inventory_quantity: number | null;
  inventory_policy: InventoryPolicy;
  /** One value per option of the form, in the same order; '' while not chosen. */
  values: string[];
}

export interface ImageForm {
  key: string;
  id?: number;
  src: string;
  /** Sent back unchanged: an image written without it loses it. */
  metafield: Record<string, unknown>;
}

export interface ProductForm {
  title: string;
  /** Empty: the server makes one from the title. */
  name: string;
  /** A vendor's title; empty for none. */
  vendor: string;
  tags: string[];
  category_ids: number[];
  body_html: string;
  published: boolean;
  requires_shipping: boolean;
  inventory_policy: InventoryPolicy;
  options: OptionForm[];
  variants: VariantForm[];
  images: ImageForm[];
}

let keyCounter = 0;
function newKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-new-${keyCounter}`;
}

export function newOption(): OptionForm {
  return { key: newKey('option'), title: '', values: [] };
}

/** A new variant row; its prices and weight start from `from` (usually the first variant). */
export function newVariant(
  optionCount: number,
  from?: Partial<Pick<VariantForm, 'price' | 'compare_at_price' | 'grams' | 'inventory_policy'>>,
): VariantForm {
  return {
    key: newKey('variant'),
    title: '',
    sku: '',
    barcode: '',
    price: from?.price ?? '',
    compare_at_price: from?.compare_at_price ?? '',
    grams: from?.grams ?? 0,
    inventory_quantity: 0,
    inventory_policy: from?.inventory_policy ?? 'deny',
    values: Array.from({ length: optionCount }, () => ''),
  };
}

export function newImage(src: string): ImageForm {
  return { key: newKey('image'), src: src.trim(), metafield: {} };
}

/** The form of a new product: one variant, no options. */
export function newProductForm(): ProductForm {
  return {
    title: '',
    name: '',
    vendor: '',
    tags: [],
    category_ids: [],
    body_html: '',
    published: false,
    requires_shipping: true,
    inventory_policy: 'deny',
    options: [],
    variants: [newVariant(0)],
    images: [],
  };
}

function optionToForm(option: ProductOption): OptionForm {
  return {
    key: `option-${option.id}`,
    id: option.id,
    title: option.title,
    values: [...option.values],
  };
}

function variantToForm(variant: Variant, options: ProductOption[]): VariantForm {
  const byTitle = new Map(variant.options.map((entry) => [entry.title, entry.value]));
  return {
    key: `variant-${variant.id}`,
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    price: variant.price,
    compare_at_price: variant.compare_at_price ?? '',
    grams: variant.grams,
    inventory_quantity: variant.inventory_quantity,
    inventory_policy: variant.inventory_policy,
    values: options.map((option) => byTitle.get(option.title) ?? ''),
  };
}

function imageToForm(image: ProductImage): ImageForm {
  return {
    key: `image-${image.id}`,
    id: image.id,
    src: image.src,
    metafield: { ...image.metafield },
  };
}

export function productToForm(product: Product): ProductForm {
  return {
    title: product.title,
    name: product.name,
    vendor: product.vendor ?? '',
    tags: [...product.tags],
    category_ids: [...product.category_ids],
    body_html: product.body_html,
    published: product.published,
    requires_shipping: product.requires_shipping,
    inventory_policy: product.inventory_policy,
    options: product.options.map(optionToForm),
    variants: product.variants.map((variant) => variantToForm(variant, product.options)),
    images: product.images.map(imageToForm),
  };
}

/** Money as the API writes it: two decimals when valid; otherwise as typed, for the server to refuse. */
function money(text: string): string {
  const value = text.trim();
  return checkDecimalText(value) === null ? normalizeDecimal(value) : value;
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/**
 * The POST/PATCH body for a form. The option, variant and image lists are sent whole (the
 * server updates listed ids, adds rows without id and deletes the rest), in the form's order,
 * so that an error path such as `variants.1.price` names the form's second variant row.
 */
export function formToBody(form: ProductForm): ProductBody {
  const options = form.options.map((option) => ({
    ...(option.id === undefined ? {} : { id: option.id }),
    title: option.title.trim(),
    values: option.values.map((value) => value.trim()),
  }));
  const name = form.name.trim();
  const vendor = form.vendor.trim();
  return {
    title: form.title.trim(),
    ...(name ? { name } : {}),
    body_html: form.body_html,
    vendor: vendor || null,
    tags: unique(form.tags),
    category_ids: [...new Set(form.category_ids)],
    published: form.published,
    requires_shipping: form.requires_shipping,
    inventory_policy: form.inventory_policy,
    options,
    variants: form.variants.map((variant) => {
      const compareAt = variant.compare_at_price.trim();
      return {
        ...(variant.id === undefined ? {} : { id: variant.id }),
        title: variant.title.trim(),
        sku: variant.sku.trim(),
        barcode: variant.barcode.trim(),
        price: money(variant.price),
        compare_at_price: compareAt === '' ? null : money(compareAt),
        grams: variant.grams ?? 0,
        inventory_quantity: variant.inventory_quantity ?? 0,
        inventory_policy: variant.inventory_policy,
        options: options.map((option, index) => ({
          title: option.title,
          value: (variant.values[index] ?? '').trim(),
        })),
      };
    }),
    images: form.images.map((image) => ({
      ...(image.id === undefined ? {} : { id: image.id }),
      src: image.src.trim(),
      metafield: image.metafield,
    })),
  };
}

/** True when saving the form would change the saved product (or, new, the empty form). */
export function isProductFormChanged(form: ProductForm, saved: Product | null): boolean {
  const base = saved ? productToForm(saved) : newProductForm();
  return JSON.stringify(formToBody(form)) !== JSON.stringify(formToBody(base));
}

// Options and the variants' values move together: values[i] belongs to options[i].

export function addOption(form: ProductForm): void {
  if (form.options.length >= MAX_OPTIONS) return;
  form.options.push(newOption());
  for (const variant of form.variants) variant.values.push('');
}

export function removeOption(form: ProductForm, index: number): void {
  form.options.splice(index, 1);
  for (const variant of form.variants) variant.values.splice(index, 1);
}

/** After an option lost values: variants that had one of them must choose again. */
export function clearMissingValues(form: ProductForm): void {
  form.options.forEach((option, index) => {
    for (const variant of form.variants) {
      if (variant.values[index] && !option.values.includes(variant.values[index]))
        variant.values[index] = '';
    }
  });
}

/** The title the server gives a variant sent without one. */
export function automaticTitle(values: string[]): string {
  const chosen = values.filter(Boolean);
  return chosen.length ? chosen.join(' / ') : 'Default Title';
}

/**
 * Chooses a variant's value for one option. A title that was the automatic one (from the old
 * values) is emptied so the server names the variant by its new values instead of keeping a
 * stale name.
 */
export function setVariantValue(variant: VariantForm, option: number, value: string): void {
  if (variant.title.trim() === automaticTitle(variant.values)) variant.title = '';
  variant.values[option] = value;
}

/** Every combination of the options' values, first option slowest (红/S, 红/M, 蓝/S, 蓝/M). */
export function optionCombinations(options: Pick<OptionForm, 'values'>[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** A variant whose chosen values agree with the combination (unchosen ones agree with any). */
function fits(variant: VariantForm, combo: string[]): boolean {
  return combo.every((value, index) => !variant.values[index] || variant.values[index] === value);
}

/**
 * One variant per combination of option values. Existing variants are kept where their values
 * match a combination exactly, then where the values they have agree (a variant from before an
 * option was added takes that option's first value), so their ids, prices and SKUs survive;
 * the other combinations get new rows priced like the first variant. Variants matching no
 * combination are left out. Without options: one variant (the first).
 */
export function generateVariants(options: OptionForm[], variants: VariantForm[]): VariantForm[] {
  const template = variants[0];
  if (options.length === 0) return [template ?? newVariant(0)];
  const combos = optionCombinations(options);
  const used = new Set<VariantForm>();
  const result: (VariantForm | null)[] = combos.map((combo) => {
    const exact = variants.find((v) => !used.has(v) && sameValues(v.values, combo));
    if (exact) used.add(exact);
    return exact ?? null;
  });
  return combos.map((combo, index) => {
    let variant = result[index];
    if (!variant) {
      const partial = variants.find((v) => !used.has(v) && fits(v, combo));
      if (partial) {
        used.add(partial);
        // The server names a variant by its values when its title is empty.
        variant = { ...partial, title: '', values: [...combo] };
      }
    }
    return variant ?? { ...newVariant(options.length, template), values: [...combo] };
  });
}

/** Why the variants cannot be saved as they are (checked before sending), or null. */
export function variantsProblem(form: ProductForm): 'none' | 'needsOption' | 'tooMany' | null {
  if (form.variants.length === 0) return 'none';
  if (form.options.length === 0 && form.variants.length > 1) return 'needsOption';
  if (form.variants.length > MAX_VARIANTS) return 'tooMany';
  return null;
}

/** The field errors of a failed product save; a 409 `duplicate` is about the `name`. */
export function productSaveErrors(error: unknown): FieldErrors {
  return saveErrorsOf(error, 'name');
}

/**
 * The messages for a variant's option cell: `variants.1.options.0…` belongs to the first
 * option's cell; messages about the row's options as a whole (`variants.1.options`, "Another
 * variant has the same options.") go to the first cell.
 */
export function variantOptionMessages(errors: FieldErrors, row: number, option: number): string[] {
  const own = messagesFor(errors, `variants.${row}.options.${option}`);
  const whole = option === 0 ? (errors[`variants.${row}.options`] ?? []) : [];
  return [...whole, ...own];
}
