import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { devLogin, expectAccessible, expectLoadingOverlayDuring, screenshot } from './support';

/*
 * The admin's /report screen on the seeded demo data: the group, session and round pickers, a card per
 * report, and one real download through the button (a CSV that must start with the UTF-8 BOM and the
 * Thai header row). The demo group is the only one on a fresh e2e database, so it is the one selected.
 */

test('an admin downloads a report from the /report screen', async ({ page }) => {
  test.setTimeout(180_000);
  await devLogin(page, 'admin');
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 1, name: 'รายงาน' })).toBeVisible({ timeout: 30_000 });

  await expect(page.getByLabel('กลุ่มรอบ', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'รอบที่' })).toHaveText(/รอบที่ 1/);
  for (const title of [
    'ความคืบหน้าการสมัครของนิสิต',
    'ใบสมัครของตำแหน่งงานแยกตามบริษัท',
    'ความคืบหน้าการจัดอันดับของบริษัท',
    'ร่างการจัดอันดับของบริษัท',
    'ผลการจับคู่ของนิสิต',
    'ผลการจับคู่ของบริษัท',
    'สัดส่วนตำแหน่งงานของบริษัท',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, 'reports-screen');

  const progressCard = page.getByRole('article', { name: 'ความคืบหน้าการสมัครของนิสิต' });
  const downloadEvent = page.waitForEvent('download');
  // Generating the file may take seconds: the overlay shows until it is ready.
  await expectLoadingOverlayDuring(
    page,
    {
      url: /\/api\/admin\/reports\//,
      method: 'GET',
      label: /^กำลังสร้างไฟล์รายงานความคืบหน้าการสมัครของนิสิต/,
      screenshotName: 'loading-overlay-report',
    },
    () => progressCard.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
  );
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^ความคืบหน้าการสมัครของนิสิต-.+-รอบที่-1\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^รหัสนิสิต,ชื่อ-นามสกุล \(ไทย\),/);
  await expect(page.getByText('ดาวน์โหลดรายงานแล้ว', { exact: true })).toBeVisible();

  // A stored report: the button follows the 302 to the signed file link.
  const xlsxEvent = page.waitForEvent('download');
  await page.getByRole('article', { name: 'ผลการจับคู่ของบริษัท' }).getByRole('button', { name: 'ดาวน์โหลด Excel' }).click();
  expect((await xlsxEvent).suggestedFilename()).toMatch(/^ผลการจับคู่ของบริษัท-.+\.xlsx$/);
  await screenshot(page, 'reports-downloaded');
});
