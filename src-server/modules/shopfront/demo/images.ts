import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the demo catalog's pictures are served (public, outside /api). */
export const DEMO_IMAGE_PREFIX = '/demo-images/';

/**
 * `resources/demo-images`, looked for upward from this module: from the source tree (tests,
 * dev) and from the built `out/main` of a checkout alike. Null when absent (a package built
 * without it): the demo's image URLs then answer 404.
 */
export function findDemoImagesDir(from: string = import.meta.dirname): string | null {
  let dir = from;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, 'resources', 'demo-images');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export function registerDemoImages(app: FastifyInstance) {
  const root = findDemoImagesDir();
  if (!root) return;
  void app.register(fastifyStatic, {
    root,
    prefix: DEMO_IMAGE_PREFIX,
    // The renderer's static files own the reply decorators.
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      // Pictures only: an SVG opened on its own may run nothing and load nothing.
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
