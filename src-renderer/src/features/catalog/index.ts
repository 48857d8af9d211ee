// The catalogue's public face (docs/ARCHITECTURE.md, "The renderer"): the product picker and
// product rows that orders and discounts offer, and its stores. Its pages are its routes.ts,
// which router.ts composes (so the app's start loads no feature's components).
export { getProduct, type Variant } from './api';
export { listProductRows, type ProductRow } from './product-list';
export { useCatalogStore } from './store';
export { useCollectionsStore } from './collections-store';
export { default as ProductPickerDialog } from './components/ProductPickerDialog.vue';
