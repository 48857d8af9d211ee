import { expect, test } from '@playwright/test';
import {
  blurAll,
  createCounterWorld,
  openCounter,
  verdictFor,
  wedgeScan,
  type CounterWorld,
} from './support/pick-up-data';

// The counter's receipt preview (docs/PRINTING.md): receiptline's SVG of the slip and, once
// handed out, of the hand-out receipt with who collected it; in a browser the print settings
// keep the system dialog.

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('rcp');
});

test.afterAll(async () => {
  await world?.dispose();
});

/** The text of receiptline's SVG: each character is a <tspan> of its own, spaces &#xa0;. */
const textOf = (svg: string) => svg.replace(/<[^>]+>/g, '').replace(/&#xa0;/g, ' ');

/** The SVG the preview's image shows. */
async function previewSvg(page: import('@playwright/test').Page): Promise<string> {
  const image = page.getByTestId('receipt-preview-svg');
  await expect(image).toBeVisible();
  const source = (await image.getAttribute('src')) ?? '';
  expect(source).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  return decodeURIComponent(source.slice(source.indexOf(',') + 1));
}

test('the counter’s print preview shows the receipt’s SVG', async ({ page }) => {
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;
  await openCounter(page, clerk.username, clerk.password);
  await blurAll(page);
  await wedgeScan(page, paid.key);
  await verdictFor(page, paid.key, 'ready');

  await page.getByTestId('counter-receipt-preview').click();
  const slip = await previewSvg(page);
  // receiptline draws 80 mm paper by default: 576 dots; the store's name as text.
  expect(slip).toMatch(/^<svg width="576px"/);
  expect(textOf(slip)).toContain(world.stores[0]!.title);
  // The slip prints the whole key, in groups of 4.
  expect(textOf(slip)).toContain(paid.key.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.keyboard.press('Escape');

  // A browser counter keeps the system dialog; its paper width changes the preview.
  await page.getByTestId('counter-print-settings').click();
  await expect(page.getByRole('radio', { name: '网络小票打印机（ESC/POS）' })).toBeDisabled();
  await page.getByRole('radio', { name: '58 毫米纸' }).check({ force: true });
  await page.getByTestId('print-settings-save').click();
  await expect(page.getByText('打印设置已保存。')).toBeVisible();

  // Handed out to a proxy: the hand-out receipt names the collector.
  await page.getByTestId('collector-toggle').click();
  await page.getByTestId('collector-name').fill('李雷');
  await page.getByTestId('collector-name').press('Enter');
  await verdictFor(page, paid.key, 'handed_out');
  await page.getByTestId('counter-receipt-preview').click();
  const handOut = await previewSvg(page);
  expect(handOut).toMatch(/^<svg width="384px"/);
  expect(handOut).not.toBe(slip);
  const text = textOf(handOut);
  expect(text).toContain('李雷');
  expect(text).toContain('代取人');
});
