import { isUniqueViolation } from '../../db';
import { nameOwners, namesLike } from './name-repository';
import {
  allProductIds,
  countProducts,
  existingProductIds,
  listProductIds,
  loadProducts,
  productFacts,
  productIdsBySku,
  productIdsOfTag,
  productIdsOfVendor,
  searchDocuments,
  shippingGroupExists,
} from './product-read-repository';
import {
  deleteProduct,
  insertParts,
  insertProduct,
  insertProducts,
  replaceImages,
  replaceOptions,
  replaceVariants,
  replaceVariantsOf,
  setProductCategories,
  setProductTags,
  setTagsOf,
  setVoucher,
  updateProduct,
  updateProducts,
} from './product-write-repository';
import {
  countTitled,
  deleteTitled,
  findTitled,
  insertTitled,
  insertTitles,
  listTitled,
  titledByTitles,
  titledIds,
  updateTitled,
} from './titled-repository';

export type { NamedTable } from './name-repository';
export type { ProductDetail } from './product-read-repository';
export type {
  ImageValues,
  NewProductParts,
  OptionValues,
  VariantReplacement,
  VariantValues,
  VoucherValues,
} from './product-write-repository';

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/**
 * The catalog's queries: titled tables (titled-repository.ts), names (name-repository.ts),
 * product reads and writes (product-read-repository.ts, product-write-repository.ts).
 */
export function createCatalogRepository() {
  return {
    // Vendors, product tags, categories, article tags: the same small table each.
    countTitled,
    listTitled,
    findTitled,
    titledByTitles,
    titledIds,
    insertTitled,
    insertTitles,
    updateTitled,
    deleteTitled,

    // Names (slugs) of products, articles and collections.
    nameOwners,
    namesLike,

    // Product lists.
    countProducts,
    listProductIds,
    productIdsBySku,
    existingProductIds,
    loadProducts,

    // Product writes.
    insertProduct,
    insertProducts,
    insertParts,
    updateProduct,
    updateProducts,
    deleteProduct,
    replaceOptions,
    replaceImages,
    replaceVariants,
    replaceVariantsOf,
    setProductTags,
    setTagsOf,
    setProductCategories,
    setVoucher,

    productIdsOfVendor,
    productIdsOfTag,
    allProductIds,
    shippingGroupExists,
    searchDocuments,
    productFacts,

    /** A unique index refused the write (a concurrent writer took the same name or title). */
    isUniqueViolation: (error: unknown) => isUniqueViolation(error),
  };
}
