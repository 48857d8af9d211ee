/**
 * The origin of the desktop app's own pages (docs/DESIGN.md §13 "Counters connect"): the
 * renderer the app ships, served by the main process on a privileged scheme of its own. The
 * main process serves it there; the server accepts it as an Origin beside its own (CORS), so
 * the counter's window talks to a shop server's API without loading any page of it.
 */
export const APP_SCHEME = 'shopdesk';
/** A standard scheme needs a host: `shopdesk://app/…`. */
export const APP_HOST = 'app';
/** What Chromium sends as `Origin` from those pages. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
