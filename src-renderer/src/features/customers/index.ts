// The customers' public face: the customer picker, the label others show, the list. Their
// pages are their routes.ts, which router.ts composes.
export { listCustomers, type Customer } from './api';
export { customerLabel } from './customer-form';
export { default as CustomerSelect } from './components/CustomerSelect.vue';
