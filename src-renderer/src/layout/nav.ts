import type { Component } from 'vue';

// What a route record tells the app's frame: who may open it, and where the side navigation
// lists it. Each area's routes.ts fills these in; the menu (AppLayout) reads them from the
// router, so a new screen only adds a route.

declare module 'vue-router' {
  interface RouteMeta {
    /** Reachable without signing in. */
    public?: boolean;
    /** Only for managers; plain staff see the "not allowed" page. */
    manager?: boolean;
    /** Listed in the side navigation under this name (also its test id `nav-<name>`). */
    nav?: string;
    /** Where the side navigation highlights this page (for pages below a listed one). */
    navParent?: string;
    /** The side navigation's group of a listed page; a listed page without one stands on top. */
    navGroup?: NavGroup;
    titleKey?: string;
    icon?: Component;
    /** The page says "the server is busy" in its own place (the counter); the frame does not. */
    ownBusyNotice?: boolean;
    /**
     * Works from the counter's copy in an offline session (docs/DESIGN.md §14 "Starting
     * offline"); every other page says it needs the server.
     */
    worksOffline?: boolean;
  }
}

/** The side navigation's groups, in their order (each one's title is `layout.groups.<name>`). */
export const NAV_GROUPS = ['counter', 'catalog', 'marketing', 'customers', 'settings'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
