import { describe, expect, it } from 'vitest';
import { isShellNavigation, wantsShellWorker } from '../../../src-renderer/src/shared/shell-scope';

// The browser counter's service worker (src-renderer/src/sw.ts): which page loads it answers
// with the shell when the server cannot be reached, and where the page registers it.

describe('the page loads the shell answers', () => {
  it("the app's routes, with their queries", () => {
    for (const path of ['/', '/counter', '/sign-in?redirect=%2Fcounter', '/orders/12', '/apiary'])
      expect(isShellNavigation(path)).toBe(true);
  });

  it("never the API (its answers, its docs, the OpenAPI document) nor the customer's page", () => {
    for (const path of [
      '/api',
      '/api/',
      '/api?x=1',
      '/api/openapi.json',
      '/api/docs/',
      '/api/orders/pick_up_code/changes/',
      '/pickup/tok-1',
      '/pickup/tok-1?shop=demo.shopdesk.local',
      '/pickup.html',
      '/pickup',
      '/connection.html',
    ])
      expect(isShellNavigation(path)).toBe(false);
  });
});

describe('where the page registers the worker', () => {
  const browser = { protocol: 'http:', desktopBridge: false, serviceWorkers: true };

  it('a page the shop server sent to a browser, over http or https', () => {
    expect(wantsShellWorker(browser)).toBe(true);
    expect(wantsShellWorker({ ...browser, protocol: 'https:' })).toBe(true);
  });

  it("not in the desktop app (its own files, the preload's bridge), nor without workers", () => {
    expect(wantsShellWorker({ ...browser, desktopBridge: true })).toBe(false);
    expect(wantsShellWorker({ ...browser, protocol: 'app:' })).toBe(false);
    expect(wantsShellWorker({ ...browser, protocol: 'file:' })).toBe(false);
    // Plain http to another host than localhost is no secure context: no navigator.serviceWorker.
    expect(wantsShellWorker({ ...browser, serviceWorkers: false })).toBe(false);
  });
});
