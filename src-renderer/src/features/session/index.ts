// The session's public face: its store, signing out, the role, the redirect after signing in,
// the frame's line for an offline session and the pruning of the offline sign-in verifiers
// (after a refresh of the counter's copy). Its sign-in page is its routes.ts, which router.ts
// composes.
export { useSessionStore } from './store';
export { logout, type StaffRole } from './api';
export { safeRedirect } from './redirect';
export { pruneVerifiers } from './offline-sign-in';
export { default as OfflineSessionNotice } from './components/OfflineSessionNotice.vue';
