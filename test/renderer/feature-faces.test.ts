import { describe, expect, it } from 'vitest';

// Each renderer feature has an index.ts, its one public face (docs/ARCHITECTURE.md, "The
// renderer"): other features import it only through that file (.dependency-cruiser.cjs,
// renderer-feature-through-index), so a feature without one could not be used at all.
const files = Object.keys(import.meta.glob('/src-renderer/src/features/**/*.{ts,vue}'));
const features = [...new Set(files.map((path) => path.split('/')[4]!))].sort();

describe("the renderer's features", () => {
  it('are found', () => {
    expect(features).toContain('pick-up');
    expect(features).toContain('offline');
    expect(features).toContain('connection');
  });

  it('each have an index.ts', () => {
    const faces = features.filter((feature) =>
      files.includes(`/src-renderer/src/features/${feature}/index.ts`),
    );
    expect(faces).toEqual(features);
  });
});
