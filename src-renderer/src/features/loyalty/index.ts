// Loyalty's public face: the points panel of a customer's page. Its pages are its routes.ts,
// which router.ts composes.
export { default as CustomerPointsPanel } from './components/CustomerPointsPanel.vue';
