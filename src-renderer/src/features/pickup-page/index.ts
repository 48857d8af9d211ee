// The customer's pick-up page is an entry of its own (main.ts, pickup.html, docs/PERFORMANCE.md
// "The customer's pick-up page on a phone"): no other feature imports it, and it imports none
// (what it shares with the counter is in shared/). Its face is the page itself.
export { default as PickUpPage } from './views/PickUpPage.vue';
