// The counter's offline side (docs/OFFLINE.md): its store, the frame's banner and the
// counter's "not accepted" list. It uses the connection, never the counter (pick-up uses it).
export { useOfflineStore } from './store';
export { default as OfflineBanner } from './components/OfflineBanner.vue';
export { default as OfflineConflicts } from './components/OfflineConflicts.vue';
