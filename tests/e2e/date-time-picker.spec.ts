import { expect, test, type Page } from '@playwright/test';
import { ROUND_DATE_KEYS, type RoundDateKey } from '../../src/lib/labels';
import { devLogin, expectAccessible, screenshot } from './support';

/*
 * The rounds' date-time fields on an admin's session group page: a date is typed in the Thai form or picked from the
 * calendar popover (keyboard and mouse), and is Bangkok time even when the browser is in New York (UTC-5 in winter).
 * The spec makes its own group, with dates in January 2027, so no other spec's dates move.
 */

test.use({ timezoneId: 'America/New_York', locale: 'th-TH' });

const DAY_MS = 24 * 60 * 60 * 1000;
// 10 January 2027, 09:00 in Bangkok; each date of the round a day after the one before.
const FIRST = Date.parse('2027-01-10T02:00:00.000Z');

const fieldOf = (page: Page, key: RoundDateKey) => page.locator(`#edit-round-0-${key}`);
const pickerButtonOf = (page: Page, key: RoundDateKey) =>
  fieldOf(page, key).locator('..').getByRole('button', { name: 'เลือกวันและเวลาจากปฏิทิน' });

test('a round date is picked from the Thai calendar by keyboard and mouse, or typed, and saved as Bangkok time', async ({ page }) => {
  test.setTimeout(120_000);
  await devLogin(page, 'admin');
  const round = Object.fromEntries(ROUND_DATE_KEYS.map((key, index) => [key, new Date(FIRST + index * DAY_MS).toISOString()]));
  const created = await page.request.post('/api/admin/session-groups', {
    data: { title: `ปฏิทิน E2E ${Math.random().toString(36).slice(2, 8)}`, rounds: [{ round: 1, ...round }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { sessionGroupId } = (await created.json()) as { sessionGroupId: number };

  await page.goto(`/session-group/${sessionGroupId}`);
  const result = fieldOf(page, 'resultAnnouncementDate');
  await expect(result).toHaveValue('17/01/2570 09:00', { timeout: 30_000 });

  // Keyboard: the button opens the calendar on the field's day; a week and a day on, Enter picks, Escape closes.
  await pickerButtonOf(page, 'resultAnnouncementDate').focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'เลือกวันและเวลา' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('grid', { name: 'มกราคม 2570' })).toBeVisible();
  await expect(picker.getByRole('button', { name: '17 มกราคม 2570', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('button', { name: '25 มกราคม 2570', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result).toHaveValue('25/01/2570 09:00');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(pickerButtonOf(page, 'resultAnnouncementDate')).toBeFocused();

  // Mouse: the next month, a day, and a 24-hour time.
  await pickerButtonOf(page, 'resultAnnouncementDate').click();
  await picker.getByRole('button', { name: 'เดือนถัดไป' }).click();
  await expect(picker.getByRole('grid', { name: 'กุมภาพันธ์ 2570' })).toBeVisible();
  await picker.getByRole('button', { name: '3 กุมภาพันธ์ 2570', exact: true }).click();
  await picker.getByLabel('เวลา (24 ชั่วโมง)').fill('18:30');
  await expect(result).toHaveValue('03/02/2570 18:30');
  await expectAccessible(page);
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/date-time-picker.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/date-time-picker-390.png' });
  const box = await picker.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await picker.getByRole('button', { name: 'เสร็จ' }).click();
  await expect(picker).toBeHidden();

  // Typed: the Thai form, as it is shown.
  const cancel = fieldOf(page, 'cancelRankingDeadline');
  await cancel.fill('16/1/2570 20.15');
  await cancel.blur();
  await expect(cancel).toHaveValue('16/01/2570 20:15');

  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /session-groups\/\d+$/.test(response.url()));
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  expect((await saved).status()).toBe(200);
  const group = (await (await page.request.get(`/api/admin/session-groups/${sessionGroupId}`)).json()) as {
    rounds: Record<string, string>[];
  };
  // Bangkok is UTC+7: 18:30 there is 11:30 UTC, whatever New York's clock says.
  expect(new Date(group.rounds[0]!.resultAnnouncementDate!).toISOString()).toBe('2027-02-03T11:30:00.000Z');
  expect(new Date(group.rounds[0]!.cancelRankingDeadline!).toISOString()).toBe('2027-01-16T13:15:00.000Z');

  await page.reload();
  await expect(result).toHaveValue('03/02/2570 18:30', { timeout: 30_000 });
  await expect(cancel).toHaveValue('16/01/2570 20:15');
  await screenshot(page, 'date-time-fields');
});
