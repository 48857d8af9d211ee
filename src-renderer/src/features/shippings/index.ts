// The shippings' public face: their store (the place tree, the methods), and the place picker
// and summary a store's form uses. Their pages are their routes.ts, which router.ts composes.
export { useShippingsStore } from './store';
export type { PlaceTreeNode, ShippingMethod } from './api';
export { describePlaceCodes } from './places';
export { default as PlacePickerDialog } from './components/PlacePickerDialog.vue';
export { default as PlaceSummary } from './components/PlaceSummary.vue';
