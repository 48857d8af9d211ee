// The shop settings' public face: the shop store (its time zone, currency, webhook secret) and
// the secret's field the webhooks page shows too. Their page is their routes.ts, which
// router.ts composes.
export { useShopStore } from './store';
export { default as WebhookSecretField } from './components/WebhookSecretField.vue';
