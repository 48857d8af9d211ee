import { expect, test } from '@playwright/test';
import { E2E_MANAGER } from '../../playwright.config';
import {
  FAKE_SMS_KEY,
  FAKE_SMS_SIGN,
  startFakeSmsService,
  type FakeSmsService,
} from '../support/fake-sms-service';
import { openFromMenu } from './support/navigation';

// The fake SMS service verifies the SDK's request signature (docs/NOTIFICATIONS.md).
let sms: FakeSmsService;
test.beforeAll(async () => {
  sms = await startFakeSmsService();
});
test.afterAll(async () => {
  await sms.close();
});

test('a manager configures SMS, sends a test and sees it in the log', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('login-username').fill(E2E_MANAGER.username);
  await page.getByTestId('login-password').fill(E2E_MANAGER.password);
  await page.getByTestId('login-submit').click();

  await openFromMenu(page, 'notifications');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('notice-sms-configured')).toHaveText('未设置');

  await page.getByTestId('notice-sms-key-id').fill(FAKE_SMS_KEY.id);
  await page.getByTestId('notice-sms-key-secret').fill(FAKE_SMS_KEY.secret);
  await page.getByTestId('notice-sms-sign').fill(FAKE_SMS_SIGN);
  await page.getByTestId('notice-sms-endpoint').fill(sms.endpoint);
  await page.getByTestId('notice-sms-ready').fill('SMS_READY_1');
  await page.getByTestId('notice-save').click();
  await expect(page.getByTestId('notice-sms-configured')).toHaveText('已设置');
  // The secret is write-only: the field is empty again after saving.
  await expect(page.getByTestId('notice-sms-key-secret')).toHaveValue('');

  await page.getByTestId('notice-test-mobile').fill('13900139000');
  await page.getByTestId('notice-send-test').click();
  await expect(page.getByText('测试已发送')).toBeVisible();
  expect(sms.sent).toHaveLength(1);
  expect(sms.sent[0]).toMatchObject({
    phoneNumbers: '13900139000',
    signName: FAKE_SMS_SIGN,
    templateCode: 'SMS_READY_1',
  });

  const log = page.getByTestId('notice-log');
  const row = log.locator('tr', { hasText: '测试' }).first();
  await expect(row.getByTestId('notice-status')).toHaveText('已发送');
  await expect(row).toContainText('短信');
  await expect(row.getByTestId('notice-answer')).toContainText('"Code":"OK"');
  // Nowhere on the page is the secret.
  await expect(page.locator('body')).not.toContainText(FAKE_SMS_KEY.secret);

  // The hand-out receipt: off until the manager turns it on with its template.
  const receipt = page.getByTestId('notice-handed-out-enabled');
  await expect(receipt).not.toHaveClass(/is-checked/);
  await receipt.click();
  await page.getByTestId('notice-sms-handed-out').fill('SMS_HANDED_1');
  await page.getByTestId('notice-save').click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notice-handed-out-enabled')).toHaveClass(/is-checked/);
  await expect(page.getByTestId('notice-sms-handed-out')).toHaveValue('SMS_HANDED_1');
  await expect(page.getByTestId('notice-sms-ready')).toHaveValue('SMS_READY_1');
});
