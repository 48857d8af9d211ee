import type { Expression, SqlBool } from 'kysely';
import type { z } from 'zod';
import { breathe, type AppDatabase, type Db } from '../../db';
import { ApiError, conflict, invalid, notFound, type FieldErrors } from '../../http/errors';
import { emit } from '../../db/events';
import type { FilterValues } from '../../http/filters';
import type { Clock } from '../../lib/time';
import type { CollectionRepository } from './collections/repository';
import type { Membership } from './membership';
import { chooseName, chooseNames, publication } from './names';
import { parseProductOrder, productFilters, publishedOnly, type ProductOrder } from './queries';
import type {
  CatalogRepository,
  ImageValues,
  OptionValues,
  ProductDetail,
  VariantValues,
  VoucherValues,
} from './repository';
import { presentProduct, type productCreate, type productPatch } from './schemas';
import { productSearch } from './search';
import { createTitledService, resolveTitles } from './titled';

export type ProductCreate = z.output<typeof productCreate>;
export type ProductPatch = z.output<typeof productPatch>;
type VariantInput = ProductCreate['variants'][number];
type OptionInput = NonNullable<ProductCreate['options']>[number];
type ImageInput = NonNullable<ProductCreate['images']>[number];

/** The product list's query as its schema reads it. */
export type ProductListQuery = FilterValues & {
  q?: string;
  order_by?: string;
  collection?: number;
};

/** Who reads: only callers with `shopfront:read` (or a manager) see unpublished items. */
export interface Viewer {
  seesUnpublished: boolean;
}

const DEFAULT_ORDER: ProductOrder = { field: 'id', descending: false };

const add = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

/** The option values of a variant, in the product's option order; null when they do not fit. */
function fitOptions(
  options: OptionInput[],
  given: { title: string; value: string }[],
  field: string,
  errors: FieldErrors,
): { title: string; value: string }[] | null {
  if (options.length === 0) {
    if (given.length) add(errors, field, 'The product has no options.');
    return given.length ? null : [];
  }
  const byTitle = new Map(given.map((entry) => [entry.title, entry.value]));
  let fits = byTitle.size === given.length;
  if (!fits) add(errors, field, 'Give each option once.');
  for (const entry of given) {
    if (!options.some((option) => option.title === entry.title)) {
      add(errors, field, `The product has no option "${entry.title}".`);
      fits = false;
    }
  }
  const out = options.map((option) => {
    const value = byTitle.get(option.title);
    if (value === undefined) {
      add(errors, field, `Give a value for "${option.title}".`);
      fits = false;
    } else if (!option.values.includes(value)) {
      add(errors, field, `"${option.title}" has no value "${value}".`);
      fits = false;
    }
    return { title: option.title, value: value ?? '' };
  });
  return fits ? out : null;
}

/** The product's options, images and variants as stored, checked against each other. */
interface ProductParts {
  options: OptionValues[];
  images: ImageValues[];
  variants: VariantValues[];
}

/**
 * Checks the options, images and variants a write leaves the product with (the body's, or the
 * current ones it does not replace) and builds their stored values; 400 with every problem.
 */
function planParts(
  input: { options?: OptionInput[]; images?: ImageInput[]; variants?: VariantInput[] },
  current: ProductDetail | null,
  inventoryPolicy: string,
): ProductParts {
  const errors: FieldErrors = {};
  const ownIds = (rows: { id: number }[] | undefined) => new Set((rows ?? []).map((r) => r.id));

  const checkIds = (list: { id?: number }[] | undefined, own: Set<number>, field: string) => {
    const seen = new Set<number>();
    list?.forEach((item, index) => {
      if (item.id === undefined) return;
      if (!own.has(item.id) || seen.has(item.id))
        add(errors, `${field}.${index}.id`, `Not one of this product's ${field}.`);
      seen.add(item.id);
    });
  };
  checkIds(input.options, ownIds(current?.options), 'options');
  checkIds(input.images, ownIds(current?.images), 'images');
  checkIds(input.variants, ownIds(current?.variants), 'variants');

  const options: OptionInput[] =
    input.options ??
    (current?.options ?? []).map((row) => ({
      id: row.id,
      title: row.title,
      values: JSON.parse(row.values) as string[],
    }));
  const titles = new Set<string>();
  options.forEach((option, index) => {
    if (titles.has(option.title))
      add(errors, `options.${index}.title`, 'Another option has this title.');
    titles.add(option.title);
    if (new Set(option.values).size !== option.values.length)
      add(errors, `options.${index}.values`, 'Give each value once.');
  });

  const images: ImageValues[] =
    input.images?.map((image) => ({
      id: image.id,
      src: image.src,
      metafield: JSON.stringify(image.metafield ?? {}),
    })) ??
    (current?.images ?? []).map((row) => ({
      id: row.id,
      src: row.src,
      metafield: row.metafield,
    }));
  const srcs = new Set(images.map((image) => image.src));
  const srcOfImage = new Map((current?.images ?? []).map((row) => [row.id, row.src]));
  const existing = new Map((current?.variants ?? []).map((row) => [row.id, row]));

  const combinations = new Set<string>();
  const variants: VariantValues[] = [];
  // Variants the body does not send must fit options it changes; their problems are summed up.
  const sent = input.variants !== undefined;
  const keptErrors: FieldErrors = {};
  const list: VariantInput[] =
    input.variants ?? (current?.variants ?? []).map((row) => ({ id: row.id }));
  list.forEach((variant, index) => {
    const field = `variants.${index}`;
    const before = variant.id === undefined ? undefined : existing.get(variant.id);
    const givenOptions =
      variant.options ??
      (before ? (JSON.parse(before.options) as { title: string; value: string }[]) : []);
    const fitted = fitOptions(
      options,
      givenOptions,
      `${field}.options`,
      sent ? errors : keptErrors,
    );
    if (fitted) {
      const key = JSON.stringify(fitted.map((entry) => entry.value));
      if (combinations.has(key))
        add(errors, `${field}.options`, 'Another variant has the same options.');
      combinations.add(key);
    }
    const price = variant.price ?? before?.price;
    if (price === undefined) add(errors, `${field}.price`, 'Give the price of a new variant.');

    // A variant names its image by src; one the body does not send keeps its image if it stays.
    const beforeSrc = before?.image_id == null ? null : (srcOfImage.get(before.image_id) ?? null);
    let imageSrc = variant.image !== undefined ? variant.image : beforeSrc;
    if (imageSrc !== null && !srcs.has(imageSrc)) {
      if (variant.image !== undefined)
        add(errors, `${field}.image`, "Not the src of one of the product's images.");
      imageSrc = null;
    }

    const values = (fitted ?? []).map((entry) => entry.value);
    variants.push({
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
      price: price ?? 0,
      compare_at_price:
        variant.compare_at_price !== undefined
          ? variant.compare_at_price
          : (before?.compare_at_price ?? null),
      grams: variant.grams ?? before?.grams ?? 0,
      inventory_quantity: variant.inventory_quantity ?? before?.inventory_quantity ?? 0,
      inventory_policy: variant.inventory_policy ?? before?.inventory_policy ?? inventoryPolicy,
      image_src: imageSrc,
      options: JSON.stringify(fitted ?? []),
      metafield:
        variant.metafield !== undefined
          ? JSON.stringify(variant.metafield)
          : (before?.metafield ?? '{}'),
    });
  });
  if (Object.keys(keptErrors).length)
    add(errors, 'variants', 'The current variants do not fit the new options: send them too.');
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

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(deps: {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: CatalogRepository;
  collections: CollectionRepository;
  membership: Membership;
}) {
  const { database, clock, timeZone, repo, collections, membership } = deps;
  const { db } = database;

  const vendors = createTitledService({
    database,
    clock,
    repo,
    table: 'vendor',
    productsOf: repo.productIdsOfVendor,
    onProducts: membership.productsChanged,
  });
  const productTags = createTitledService({
    database,
    clock,
    repo,
    table: 'product_tag',
    productsOf: repo.productIdsOfTag,
    onProducts: membership.productsChanged,
  });
  const categories = createTitledService({ database, clock, repo, table: 'category' });

  async function loadProduct(handle: Db, id: number, viewer?: Viewer): Promise<ProductDetail> {
    const [detail] = await repo.loadProducts(handle, [id]);
    if (!detail || (viewer && !viewer.seesUnpublished && detail.row.published !== 1))
      throw notFound('No product with this id.');
    return detail;
  }

  async function conditions(query: ProductListQuery, viewer: Viewer, entries: boolean) {
    // In a collection's entry list the collection itself is the join, not a filter.
    const filters = entries ? { ...query, collection: undefined } : query;
    const where: Expression<SqlBool>[] = productFilters.conditions(filters, {
      timeZone: await timeZone(),
    });
    const q = query.q?.trim();
    if (q) where.push(productSearch.matches(database.dialect, q, 'product.id'));
    if (!viewer.seesUnpublished) where.push(publishedOnly('product'));
    return where;
  }

  /** Checks what a body refers to; 400 naming each missing reference. */
  async function checkReferences(handle: Db, input: ProductPatch) {
    const errors: FieldErrors = {};
    if (input.category_ids?.length) {
      const found = await repo.titledIds(handle, 'category', input.category_ids);
      input.category_ids.forEach((id, index) => {
        if (!found.has(id)) add(errors, `category_ids.${index}`, `No category with the id ${id}.`);
      });
    }
    if (
      input.shipping_method_group_id != null &&
      !(await repo.shippingGroupExists(handle, input.shipping_method_group_id))
    ) {
      add(errors, 'shipping_method_group_id', 'No shipping method group with this id.');
    }
    if (input.voucher_product) {
      for (const key of ['white_product_ids', 'black_product_ids'] as const) {
        const ids = input.voucher_product[key];
        const found = await repo.existingProductIds(handle, ids);
        ids.forEach((id, index) => {
          if (!found.has(id))
            add(errors, `voucher_product.${key}.${index}`, `No product with the id ${id}.`);
        });
      }
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /** Writes the parts a body gives (options, images, variants, tags, categories, voucher). */
  async function writeParts(
    handle: Db,
    id: number,
    input: ProductPatch,
    parts: ProductParts,
    now: number,
  ) {
    if (input.options !== undefined) await repo.replaceOptions(handle, id, parts.options);
    await breathe();
    const imageIds =
      input.images !== undefined
        ? await repo.replaceImages(handle, id, parts.images, now)
        : new Map(parts.images.map((image) => [image.src, image.id!]));
    // Kept variants are rewritten when the options change (their order follows the options).
    if (input.variants !== undefined || input.options !== undefined)
      await repo.replaceVariants(handle, id, parts.variants, imageIds, now);
    await breathe();
    if (input.tags !== undefined)
      await repo.setProductTags(
        handle,
        id,
        await resolveTitles(handle, repo, 'product_tag', input.tags, now),
      );
    await breathe();
    if (input.category_ids !== undefined)
      await repo.setProductCategories(handle, id, [...new Set(input.category_ids)]);
    if (input.voucher_product !== undefined)
      await repo.setVoucher(handle, id, input.voucher_product as VoucherValues | null, now);
  }

  async function vendorId(handle: Db, vendor: string | null | undefined, now: number) {
    if (vendor === undefined) return undefined;
    if (vendor === null || vendor === '') return null;
    return (await resolveTitles(handle, repo, 'vendor', [vendor], now))[0]!;
  }

  /** Runs a product write; a unique index refusing it (a concurrent writer) is a 409. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (repo.isUniqueViolation(error))
        throw conflict('duplicate', 'Another product has this name.');
      throw error;
    }
  }

  /** After the write: search and smart collections follow; publishing emits the event. */
  async function finish(handle: Db, id: number, turnedOn: boolean, zone: string, now: number) {
    await membership.productsChanged(handle, [id], now);
    await breathe();
    const detail = await loadProduct(handle, id);
    // docs/DESIGN.md §9: the payload is the product as `GET product/{id}` shows it.
    if (turnedOn) await emit(handle, 'product_published', presentProduct(detail, zone), now);
    return detail;
  }

  async function createProductWith(
    trx: Db,
    input: ProductCreate,
    zone: string,
  ): Promise<ProductDetail> {
    const now = clock.now();
    const [created] = await insertProductsWith(trx, [input], now);
    if (created instanceof ApiError) throw created;
    return finish(trx, created!.id, created!.turnedOn, zone, now);
  }

  /**
   * New products as `createProductWith` makes them one by one, answering only their ids (or
   * each one's refusal, in its place): search and smart collections follow for all at once,
   * and only the products published at once are read back (for their event). For imports
   * (docs/PERFORMANCE.md, "Imports").
   */
  async function createProductsWith(
    trx: Db,
    inputs: ProductCreate[],
    zone: string,
  ): Promise<(number | ApiError)[]> {
    const now = clock.now();
    const results = await insertProductsWith(trx, inputs, now);
    const created = results.flatMap((result) => (result instanceof ApiError ? [] : [result]));
    await membership.productsChanged(
      trx,
      created.map((product) => product.id),
      now,
    );
    await breathe();
    const published = created.filter((product) => product.turnedOn).map((product) => product.id);
    // docs/DESIGN.md §9: the payload is the product as `GET product/{id}` shows it.
    for (const detail of await repo.loadProducts(trx, published))
      await emit(trx, 'product_published', presentProduct(detail, zone), now);
    return results.map((result) => (result instanceof ApiError ? result : result.id));
  }

  /** A new product's body checked: its stored parts, or its refusal (400). */
  async function planNew(trx: Db, input: ProductCreate) {
    // Ids in a new product's parts mean nothing: they are ignored like other read-only fields.
    const body: ProductCreate = {
      ...input,
      options: input.options?.map(({ id: _id, ...option }) => option),
      images: input.images?.map(({ id: _id, ...image }) => image),
      variants: input.variants.map(({ id: _id, ...variant }) => variant),
    };
    const inventoryPolicy = body.inventory_policy ?? 'deny';
    try {
      const parts = planParts(body, null, inventoryPolicy);
      await checkReferences(trx, body);
      return { body, inventoryPolicy, parts };
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  }

  /** The ids of these titles (creating the missing ones, in their order), by title. */
  async function titleIds(trx: Db, table: 'vendor' | 'product_tag', titles: string[], now: number) {
    const wanted = [...new Set(titles)];
    const ids = await resolveTitles(trx, repo, table, wanted, now);
    return new Map(wanted.map((title, index) => [title, ids[index]!]));
  }

  /**
   * New products and their parts, as if written one after the other (each is named seeing the
   * names the ones before took; new vendors and tags get ids in the order they first appear),
   * with one multi-row INSERT per table: the product screen's save (one product) and an
   * import's batch (docs/PERFORMANCE.md, "Imports") are this one path. A refused product (400,
   * 409) is its error, in its place, and the others are written. Search, smart collections and
   * the event remain to be done.
   */
  async function insertProductsWith(trx: Db, inputs: ProductCreate[], now: number) {
    const results: (ApiError | { id: number; turnedOn: boolean })[] = [];
    const plans = [];
    for (const [at, input] of inputs.entries()) {
      const plan = await planNew(trx, input);
      if (plan instanceof ApiError) results[at] = plan;
      else plans.push({ ...plan, at });
    }
    const names = await chooseNames(
      trx,
      repo,
      'product',
      plans.map((plan) => plan.body),
    );
    const named = plans.flatMap((plan, index) => {
      const name = names[index]!;
      if (name instanceof ApiError) {
        results[plan.at] = name;
        return [];
      }
      return [{ ...plan, name, state: publication(null, plan.body.published, now) }];
    });
    if (named.length === 0) return results;
    const vendors = await titleIds(
      trx,
      'vendor',
      named.flatMap(({ body }) => (body.vendor ? [body.vendor] : [])),
      now,
    );
    const ids = await repo.insertProducts(
      trx,
      named.map(({ body, name, state, inventoryPolicy }) => ({
        name,
        title: body.title,
        body_html: body.body_html ?? '',
        body_html_mobile: body.body_html_mobile ?? '',
        description: body.description ?? '',
        vendor_id: body.vendor ? vendors.get(body.vendor)! : null,
        requires_shipping: body.requires_shipping === false ? 0 : 1,
        inventory_policy: inventoryPolicy,
        published: state.published,
        published_at: state.published_at,
        metafield: JSON.stringify(body.metafield ?? {}),
        meta_title: body.meta_title ?? '',
        meta_description: body.meta_description ?? '',
        meta_image: body.meta_image ?? '',
        shipping_method_group_id: body.shipping_method_group_id ?? null,
        sold_quantity: 0,
        created_at: now,
        updated_at: now,
      })),
    );
    await breathe();
    const tags = await titleIds(
      trx,
      'product_tag',
      named.flatMap(({ body }) => body.tags ?? []),
      now,
    );
    await repo.insertParts(
      trx,
      named.map(({ body, parts }, index) => ({
        productId: ids[index]!,
        ...parts,
        tagIds: [...new Set(body.tags ?? [])].map((tag) => tags.get(tag)!),
        categoryIds: [...new Set(body.category_ids ?? [])],
      })),
      now,
    );
    await breathe();
    for (const [index, { body, at, state }] of named.entries()) {
      if (body.voucher_product !== undefined)
        await repo.setVoucher(trx, ids[index]!, body.voucher_product as VoucherValues | null, now);
      results[at] = { id: ids[index]!, turnedOn: state.turnedOn };
    }
    return results;
  }

  async function updateProductWith(
    trx: Db,
    id: number,
    patch: ProductPatch,
    zone: string,
  ): Promise<ProductDetail> {
    const now = clock.now();
    const current = await loadProduct(trx, id);
    const inventoryPolicy = patch.inventory_policy ?? current.row.inventory_policy;
    const parts = planParts(patch, current, inventoryPolicy);
    await checkReferences(trx, patch);
    const state = publication(current.row, patch.published, now);
    const name =
      patch.name === undefined
        ? undefined
        : await chooseName(trx, repo, 'product', {
            name: patch.name,
            title: current.row.title,
            id,
          });
    const vendor = await vendorId(trx, patch.vendor, now);
    await repo.updateProduct(trx, id, {
      ...(name !== undefined && { name }),
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.body_html !== undefined && { body_html: patch.body_html }),
      ...(patch.body_html_mobile !== undefined && {
        body_html_mobile: patch.body_html_mobile,
      }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.meta_title !== undefined && { meta_title: patch.meta_title }),
      ...(patch.meta_description !== undefined && {
        meta_description: patch.meta_description,
      }),
      ...(patch.meta_image !== undefined && { meta_image: patch.meta_image }),
      ...(vendor !== undefined && { vendor_id: vendor }),
      ...(patch.requires_shipping !== undefined && {
        requires_shipping: patch.requires_shipping ? 1 : 0,
      }),
      ...(patch.inventory_policy !== undefined && {
        inventory_policy: patch.inventory_policy,
      }),
      ...(patch.metafield !== undefined && { metafield: JSON.stringify(patch.metafield) }),
      ...(patch.shipping_method_group_id !== undefined && {
        shipping_method_group_id: patch.shipping_method_group_id,
      }),
      published: state.published,
      published_at: state.published_at,
      updated_at: now,
    });
    await writeParts(trx, id, patch, parts, now);
    return finish(trx, id, state.turnedOn, zone, now);
  }

  return {
    vendors,
    productTags,
    categories,

    /** The plain product list (no `collection`): count and page loaders for `paginate`. */
    async productPage(query: ProductListQuery, viewer: Viewer) {
      const where = await conditions(query, viewer, false);
      const order = query.order_by ? parseProductOrder(query.order_by) : DEFAULT_ORDER;
      return {
        count: () => repo.countProducts(db, where),
        load: async (limit: number, offset: number) =>
          repo.loadProducts(db, await repo.listProductIds(db, where, order, limit, offset)),
      };
    },

    /**
     * `collection=ID`: that collection's entries, by position (or the collection's own
     * `order_by`, or the query's). A collection the caller may not see has no entries.
     */
    async entryPage(collectionId: number, query: ProductListQuery, viewer: Viewer) {
      const collection = await collections.find(db, collectionId);
      const visible = collection && (viewer.seesUnpublished || collection.published === 1);
      const where = await conditions(query, viewer, true);
      const stored = collection?.order_by ?? 'position';
      const order = query.order_by
        ? parseProductOrder(query.order_by)
        : stored === 'position'
          ? null
          : parseProductOrder(stored);
      return {
        count: async () => (visible ? collections.countEntries(db, collectionId, where) : 0),
        load: async (limit: number, offset: number) => {
          const entries = await collections.listEntries(
            db,
            collectionId,
            where,
            order,
            limit,
            offset,
          );
          const details = new Map(
            (
              await repo.loadProducts(
                db,
                entries.map((entry) => entry.product_id),
              )
            ).map((detail) => [detail.row.id, detail]),
          );
          return entries.map((entry) => ({ entry, detail: details.get(entry.product_id)! }));
        },
      };
    },

    getProduct: (id: number, viewer: Viewer) => loadProduct(db, id, viewer),
    /** All products, published or not. */
    countProducts: () => repo.countProducts(db, []),

    async createProduct(input: ProductCreate): Promise<ProductDetail> {
      const zone = await timeZone();
      return guardName(() => database.transaction((trx) => createProductWith(trx, input, zone)));
    },

    async updateProduct(id: number, patch: ProductPatch): Promise<ProductDetail> {
      const zone = await timeZone();
      return guardName(() =>
        database.transaction((trx) => updateProductWith(trx, id, patch, zone)),
      );
    },

    /**
     * `createProduct` and `updateProduct` with the caller's transaction, for bulk writers
     * (imports); `zone` is the shop's time zone, read before the transaction.
     */
    createProductWith: (trx: Db, input: ProductCreate, zone: string) =>
      guardName(() => createProductWith(trx, input, zone)),
    createProductsWith: (trx: Db, inputs: ProductCreate[], zone: string) =>
      guardName(() => createProductsWith(trx, inputs, zone)),
    updateProductWith: (trx: Db, id: number, patch: ProductPatch, zone: string) =>
      guardName(() => updateProductWith(trx, id, patch, zone)),
    /** The products with these ids (unknown ids are left out), published or not. */
    loadProducts: (handle: Db, ids: number[]) => repo.loadProducts(handle, ids),
    /** The ids of the products having a variant with one of these SKUs, by SKU. */
    productIdsBySku: (handle: Db, skus: string[]) => repo.productIdsBySku(handle, skus),

    async deleteProduct(id: number) {
      await database.transaction(async (trx) => {
        await loadProduct(trx, id);
        await membership.productDeleted(trx, id);
        await repo.deleteProduct(trx, id);
      });
    },

    /**
     * After another area changed products' stock in its own transaction (orders take and give
     * back inventory): smart collections (and search) follow, with the caller's handle.
     */
    // The search entry names no stock: only smart collections (their rules may) follow it.
    stockChanged: (handle: Db, productIds: number[]) =>
      membership.productsChanged(handle, [...new Set(productIds)], clock.now(), {
        search: false,
      }),

    /** Rebuilds the search index from the products (after bulk imports). */
    async rebuildSearch() {
      await database.transaction(async (trx) => {
        await productSearch.clear(trx);
        await membership.productsChanged(trx, await repo.allProductIds(trx), clock.now());
      });
    },
  };
}
