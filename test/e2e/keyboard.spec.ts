import { expect, test, type Page } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import { axeViolations } from './support/axe';
import { createCounterWorld, verdictFor, type CounterWorld } from './support/pick-up-data';

/**
 * The counter by keys alone (docs/ACCESSIBILITY.md): a clerk with a scanner in one hand signs
 * in, checks a key, hands the package out and rolls the hand-out back, confirming with the
 * keyboard, and moves through the menu, never touching the mouse. Every step goes by Tab,
 * Enter, Space and Escape, and each focused control shows a visible ring.
 */

let world: CounterWorld;

test.beforeAll(async () => {
  world = await createCounterWorld('kbd');
});

test.afterAll(async () => {
  await world?.dispose();
});

interface FocusedElement {
  testid: string | null;
  text: string;
  /** A focus indicator is drawn: an outline, or Element Plus's ring (a box shadow). */
  ringed: boolean;
}

/** What has the keyboard focus now (its own test id or its nearest ancestor's). */
function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    type El = {
      closest(selector: string): { getAttribute(name: string): string | null } | null;
      textContent: string | null;
    };
    const doc = (globalThis as unknown as { document: { activeElement: El | null } }).document;
    const styleOf = (
      globalThis as unknown as {
        getComputedStyle(el: unknown): { outlineStyle: string; boxShadow: string };
      }
    ).getComputedStyle;
    const active = doc.activeElement;
    if (!active) return { testid: null, text: '', ringed: false };
    const style = styleOf(active);
    // Element Plus draws the ring of a field on its wrapper.
    const wrapper = active.closest('.el-input__wrapper');
    const ring = wrapper ? styleOf(wrapper).boxShadow : 'none';
    return {
      testid: active.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      text: (active.textContent ?? '').trim(),
      ringed: style.outlineStyle !== 'none' || ring !== 'none',
    };
  });
}

/** Presses Tab (Shift+Tab backwards) until a control with this test id has the focus. */
async function tabTo(page: Page, testid: string | RegExp, { backwards = false, most = 40 } = {}) {
  const matches = (id: string | null) =>
    id !== null && (typeof testid === 'string' ? id === testid : testid.test(id));
  for (let presses = 0; presses < most; presses += 1) {
    if (matches((await focused(page)).testid)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const now = await focused(page);
  expect(matches(now.testid), `Tab reaches ${testid} (at ${now.testid})`).toBe(true);
  expect(now.ringed, `${testid} shows where the focus is`).toBe(true);
}

test('the counter’s path by keyboard alone: sign in, check, hand out, roll back with its confirmation, the menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const paid = await world.paidPickUp(0);
  const clerk = world.staff[0]!;

  // Sign in: the user name field has the focus on arrival; Tab to the password; Enter submits.
  await page.goto('/login');
  await tabTo(page, 'login-username');
  await page.keyboard.type(clerk.username);
  await tabTo(page, 'login-password');
  await page.keyboard.type(clerk.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/counter$/, { timeout: 20_000 });

  // The key field has the focus: the key typed by hand, then Tab to "Check" and Space.
  await expect(page.getByTestId('counter-key-input')).toBeFocused();
  for (const digit of paid.key) await page.keyboard.press(digit);
  await tabTo(page, 'counter-check');
  await page.keyboard.press('Space');
  await verdictFor(page, paid.key, 'ready');
  await expect(page.getByTestId('counter-live')).toContainText('可以提货');
  // The verdict's colours and the card meet WCAG 2.1 AA (the route check sees an idle counter).
  expect(await axeViolations(page, 'counter, ready')).toEqual([]);
  // Focus is back in the key field, ready for the next scan.
  await expect(page.getByTestId('counter-key-input')).toBeFocused();

  // Hand out: Tab to the button, Enter.
  await tabTo(page, 'counter-consume');
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'handed_out');
  expect((await world.code(paid.key)).key_status).toBe('used');
  expect(await axeViolations(page, 'counter, handed out')).toEqual([]);

  // Roll back: the confirmation opens with the focus inside it; Escape closes it, nothing done.
  await tabTo(page, 'counter-rollback');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/撤销/);
  await expect(dialog).toContainText(String(paid.orderNumber));
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // The dialog fades in: checked mid-fade, its text's colours are blended with the page's.
  await page.evaluate(
    'Promise.all(document.getAnimations()' +
      '.filter((a) => a.effect?.getTiming().iterations !== Infinity)' +
      '.map((a) => a.finished.catch(() => undefined)))',
  );
  expect(await axeViolations(page, 'counter, roll-back confirmation')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('counter-key-input')).toBeFocused();
  expect((await world.code(paid.key)).key_status).toBe('used');

  // Again, confirmed from the keyboard: Tab to the dialog's confirm button, Enter.
  await tabTo(page, 'counter-rollback');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirmButton = dialog.getByRole('button', { name: '撤销提货' });
  for (let presses = 0; presses < 6; presses += 1) {
    if (await confirmButton.evaluate((el) => el === el.ownerDocument.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirmButton).toBeFocused();
  await page.keyboard.press('Enter');
  await verdictFor(page, paid.key, 'rolled_back');
  expect((await world.code(paid.key)).key_status).toBe('unused');
  await expect(page.getByTestId('counter-live')).toContainText(/撤销/);

  // The menu: each page is a Tab stop; Enter opens it.
  await tabTo(page, 'nav-packages', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/packages$/);
});

test('a manager opens a closed group of the menu and one of its pages by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await tabTo(page, 'login-username');
  await page.keyboard.type(E2E_MANAGER.username);
  await tabTo(page, 'login-password');
  await page.keyboard.type(E2E_MANAGER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByTestId('nav-staff')).toBeHidden();

  // Tab until the closed group's title has the focus, with its ring drawn on the title.
  const onGroup = () =>
    page.evaluate(() => {
      type El = {
        matches(selector: string): boolean;
        querySelector(selector: string): El | null;
      };
      const doc = (globalThis as unknown as { document: { activeElement: El | null } }).document;
      const active = doc.activeElement;
      const title = active?.matches('.el-sub-menu')
        ? active.querySelector(':scope > .el-sub-menu__title')
        : null;
      if (!title?.querySelector('[data-testid="nav-group-settings"]')) return null;
      const style = (
        globalThis as unknown as { getComputedStyle(el: unknown): { outlineStyle: string } }
      ).getComputedStyle(title);
      return { ringed: style.outlineStyle !== 'none' };
    });
  for (let presses = 0; presses < 30 && !(await onGroup()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await onGroup()).toEqual({ ringed: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nav-staff')).toBeVisible();
  await tabTo(page, 'nav-staff');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff$/);
});
