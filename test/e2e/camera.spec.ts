import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import {
  cameraFixturePath,
  FIXTURES_DIR,
  openCounter,
  type CameraFixture,
  type PageDocument,
} from './support/pick-up-data';

// Runs once per camera project (playwright.config.ts): Chromium's fake camera plays a video of
// a real key, as a QR code or as a Code 128 barcode; `metadata.camera` names which.
test('the camera dialog decodes the key in the video and the code is handed out', async ({
  page,
}) => {
  const name = String(test.info().project.metadata.camera);
  const fixture = JSON.parse(readFileSync(cameraFixturePath(name), 'utf8')) as CameraFixture;
  await openCounter(page, fixture.username, fixture.password);

  // The dialog may open and close (decoded) before a check could see it open: the verdict and
  // the camera's own measure prove the way the key came.
  await page.getByTestId('counter-camera').click();
  const verdict = page.locator(`[data-testid="counter-verdict"][data-key="${fixture.key}"]`);
  await expect(verdict).toHaveAttribute('data-kind', 'ready', { timeout: 15_000 });
  // Decoding closed the dialog, and with it the camera.
  await expect(page.getByTestId('camera-dialog')).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        return doc.querySelector('[data-testid="camera-video"]')?.srcObject ?? null;
      }),
    )
    .toBeNull();

  await page.keyboard.press('Enter');
  await expect(verdict).toHaveAttribute('data-kind', 'handed_out');

  const login = await page.request.post('/api/shops/staff_login/', { data: E2E_MANAGER });
  const { token } = await login.json();
  const response = await page.request.get(`/api/orders/pick_up_code/?key=${fixture.key}`, {
    headers: { authorization: `Token ${token}` },
  });
  const code = (await response.json()).results[0];
  expect(code.key_status).toBe('used');
  expect(code.used_by.username).toBe(fixture.username);

  const durations = await page.evaluate(() =>
    performance.getEntriesByName('counter:camera-to-decode', 'measure').map((m) => m.duration),
  );
  expect(durations).toHaveLength(1);
  const result = { video: name, cameraStartToDecodeMs: Number(durations[0]!.toFixed(1)) };
  writeFileSync(join(FIXTURES_DIR, `measure-camera-${name}.json`), JSON.stringify(result));
  test.info().annotations.push({ type: 'camera-to-decode', description: JSON.stringify(result) });
  console.log(`camera start → decode: ${JSON.stringify(result)}`);
});
