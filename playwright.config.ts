import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The browser tests drive Debian's Chromium against the real built server on a fixed port
 * (`SHOPDESK_E2E_PORT` moves it, so that several checkouts on one machine can run them at once).
 */
export const E2E_PORT = Number(process.env.SHOPDESK_E2E_PORT ?? 4399);
export const E2E_MANAGER = { username: 'e2e-manager', password: 'e2e-manager-password' };

/** Debian's Chromium and its flags (every project launches it). */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Camera tests: Chromium's fake camera plays a video of a real pick-up key (made by
 * test/e2e/camera.setup.ts with ffmpeg, git-ignored). Launch flags differ per video, so each
 * video has its own project.
 */
export const CAMERA_VIDEOS = ['qr', 'code128'] as const;
export const cameraVideoPath = (name: string) =>
  resolve(import.meta.dirname, 'test/e2e/.fixtures', `camera-${name}.y4m`);

// A fresh data dir per run: the tests start from an empty shop.
const dataDir = process.env.SHOPDESK_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shopdesk-e2e-'));
process.env.SHOPDESK_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI (one run decides whether a submission lands) a test failing once runs once more;
  // Playwright still reports it as flaky, so a flaky test is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'chromium', testIgnore: /camera\.(spec|setup)\.ts$/ },
    { name: 'camera-setup', testMatch: /camera\.setup\.ts$/ },
    ...CAMERA_VIDEOS.map((name) => ({
      name: `camera-${name}`,
      testMatch: /camera\.spec\.ts$/,
      dependencies: ['camera-setup'],
      metadata: { camera: name },
      // Chromium's fake camera once in a few runs shows no frames to the first decoder of a
      // fresh browser; a second try in a new browser is the remedy, not a longer wait.
      retries: 1,
      use: {
        launchOptions: {
          ...CHROMIUM,
          args: [
            ...CHROMIUM.args,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${cameraVideoPath(name)}`,
          ],
        },
      },
    })),
  ],
  webServer: {
    command: `node out/main/cli.js serve --port ${E2E_PORT} --data-dir "${dataDir}"`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      SHOPDESK_MANAGER_USERNAME: E2E_MANAGER.username,
      SHOPDESK_MANAGER_PASSWORD: E2E_MANAGER.password,
    },
  },
});
