// The session's public face: its store, signing out, the role, and the redirect after
// signing in. Its sign-in page is its routes.ts, which router.ts composes.
export { useSessionStore } from './store';
export { logout, type StaffRole } from './api';
export { safeRedirect } from './redirect';
