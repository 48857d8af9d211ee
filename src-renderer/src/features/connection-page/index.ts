// The desktop app's connection page is an entry of its own (main.ts, connection.html): no
// other feature imports it, and it imports none. Its face is the page itself.
export { default as ConnectionPage } from './views/ConnectionPage.vue';
