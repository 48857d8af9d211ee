import { expect, type Page } from '@playwright/test';

/**
 * The browser counter's service worker (src-renderer/src/sw.ts) as the tests see it, read in
 * the page (the Node tsconfig has no DOM types, hence the small shapes below). With a gateway
 * (support/gateway.ts) switched off, it is the counter that starts without its server.
 */
interface WorkerPage {
  navigator: { serviceWorker?: { controller: unknown } };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<Array<{ url: string }>> }>;
    match(
      url: string,
      options: { ignoreSearch: boolean },
    ): Promise<{ headers: { get(name: string): string | null } } | undefined>;
  };
}

/**
 * Waits until the worker controls the page: it is active, so it has precached the whole shell
 * (its install waits for that) and claimed the page.
 */
export async function waitForShellWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (globalThis as unknown as WorkerPage).navigator.serviceWorker?.controller != null,
        ),
      {
        message: 'the page registered no service worker, or it never took control',
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/** Every URL the page's origin keeps in Cache Storage, by cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as WorkerPage;
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys())
      byCache[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return byCache;
  });
}

/** The `X-Request-Id` of the precached index.html: the answer it was stored from. */
export async function precachedShellRequestId(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as WorkerPage;
    const shell = await caches.match('/index.html', { ignoreSearch: true });
    return shell?.headers.get('x-request-id') ?? null;
  });
}
