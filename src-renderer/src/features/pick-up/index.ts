// The counter's public face: an order's pick-up code (the order's page shows it). The code's
// type and hand-out are shared/api/pick-up-codes.ts's (the offline copy uses them too). Its
// pages are its routes.ts, which router.ts composes.
export { findOrderPickUpCode } from './api';
