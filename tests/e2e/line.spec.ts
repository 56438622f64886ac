import { expect, test } from '@playwright/test';
import { startFakeLine, type FakeLine } from '../support/fake-line';
import { E2E_LINE_PORT } from './base-url';
import { DEMO, expectAccessible, signInWithForm } from './support';

// The e2e server is configured for LINE against this fake platform (scripts/e2e-server.ts): the browser really goes to
// the fake's authorize page, which redirects back to the portal's callback with a code, as LINE Login does.
let fake: FakeLine;

test.beforeAll(async () => {
  fake = await startFakeLine({ port: E2E_LINE_PORT });
});

test.afterAll(async () => {
  await fake.close();
});

test('a student links LINE from the profile through LINE Login, chooses LINE per kind, and unlinks', async ({ page }) => {
  fake.signInAs({ userId: 'U' + 'e2e'.padEnd(32, '0'), name: 'สมชาย LINE' });
  await signInWithForm(page, DEMO.student);
  await page.goto('/profile');
  const card = page.locator('#line-link');
  await expect(card.getByRole('heading', { name: 'การแจ้งเตือนทาง LINE' })).toBeVisible();
  // Not linked yet: the preferences have no LINE column.
  await expect(page.getByRole('checkbox', { name: /^LINE:/ })).toHaveCount(0);

  await card.getByRole('link', { name: 'เชื่อมบัญชี LINE' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('เชื่อมบัญชี LINE แล้ว').first()).toBeVisible();
  await expect(card).toContainText('สมชาย LINE');
  const authorize = fake.authorizeRequests.at(-1)!;
  expect(authorize.get('bot_prompt')).toBe('aggressive');
  expect(authorize.get('scope')).toBe('profile openid');

  // Linked: a LINE column, on by default; switch one kind off and save.
  const lineBoxes = page.getByRole('checkbox', { name: /^LINE:/ });
  await expect(lineBoxes.first()).toBeChecked();
  await lineBoxes.first().uncheck();
  await page.locator('#notification-preferences').getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
  await expect(page.getByText('บันทึกการตั้งค่าการแจ้งเตือนแล้ว').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^LINE:/ }).first()).not.toBeChecked();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: 'ยกเลิกการเชื่อม LINE' })).toBeVisible();
  await card.getByRole('button', { name: 'ยกเลิกการเชื่อม LINE' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยกเลิกการเชื่อม' }).click();
  await expect(card.getByRole('link', { name: 'เชื่อมบัญชี LINE' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^LINE:/ })).toHaveCount(0);
});
