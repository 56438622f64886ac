import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, screenshot, signInWithForm } from './support';

/* Form details every role meets: Thai validation messages, toasts that leave a dialog's actions free, labelled filters. */

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the create-group dialog says a too-long title in Thai and its toast leaves the button free (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInWithForm(page, DEMO.admin);
    await page.goto('/session-group');
    await page.getByRole('button', { name: 'สร้างกลุ่มรอบ' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'สร้างกลุ่มรอบ' });
    await dialog.getByLabel('ชื่อกลุ่มรอบ').fill('ก'.repeat(201));
    const submit = dialog.getByRole('button', { name: 'สร้างกลุ่มรอบ' });
    await submit.click();
    await expect(dialog.getByText('ยาวได้ไม่เกิน 200 ตัวอักษร')).toBeVisible();
    await expect(dialog.getByText(/Too big/)).toHaveCount(0);
    // The open dialog hides the rest of the page from the accessibility tree, the toasts' list with it.
    const toast = page.locator('li[data-state="open"]', { hasText: 'สร้างกลุ่มรอบไม่สำเร็จ' });
    await expect(toast).toBeVisible();
    await submit.scrollIntoViewIfNeeded();
    expect(overlaps(await boxOf(toast), await boxOf(submit))).toBe(false);
    await screenshot(page, `forms-create-group-error-${viewport.width}`);
  });
}

test('the sent-mail search box is labelled and lines up with the selects beside it, its icon inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithForm(page, DEMO.admin);
  await page.goto('/admin?tab=notifications');
  const search = page.getByLabel('ค้นหาผู้รับ อีเมล หรือหัวเรื่อง');
  await expect(search).toBeVisible();
  await expect(page.getByText('ค้นหาผู้รับ อีเมล หรือหัวเรื่อง', { exact: true })).toBeVisible();
  const searchBox = await boxOf(search);
  const selectBox = await boxOf(page.getByRole('combobox', { name: 'ประเภท' }));
  expect(Math.abs(searchBox.y - selectBox.y)).toBeLessThanOrEqual(1);
  const icon = await boxOf(search.locator('xpath=..').locator('svg').first());
  expect(icon.y).toBeGreaterThan(searchBox.y);
  expect(icon.y + icon.height).toBeLessThan(searchBox.y + searchBox.height);
  await screenshot(page, 'forms-sent-mail-filters-1280');
});

test('the bulk enable and disable buttons differ by icon and colour, not by one letter only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithForm(page, DEMO.admin);
  await page.goto('/company');
  await page.getByRole('checkbox', { name: /^เลือก/ }).nth(1).check();
  const enable = page.getByRole('button', { name: 'เปิดการใช้งาน', exact: true });
  const disable = page.getByRole('button', { name: 'ปิดการใช้งาน', exact: true });
  const iconOf = (button: Locator) => button.locator('svg').first().getAttribute('class');
  expect(await iconOf(enable)).toContain('lucide-circle-check');
  expect(await iconOf(disable)).toContain('lucide-ban');
  const rgb = async (button: Locator) =>
    (await button.evaluate((element) => getComputedStyle(element).color))
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
  const [red, green] = await rgb(enable);
  expect(green).toBeGreaterThan(red);
  const [disableRed, disableGreen] = await rgb(disable);
  expect(disableRed).toBeGreaterThan(disableGreen);
  await screenshot(page, 'forms-bulk-buttons-1280');
});

test('the company profile’s files fit 390 px and name the file', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, DEMO.company);
  await page.goto('/profile');
  const files = page.getByRole('region', { name: 'โลโก้บริษัท' });
  const link = files.getByRole('link', { name: /\.(svg|png|jpe?g|webp)$/i });
  await expect(link).toBeVisible();
  expect((await boxOf(link)).width).toBeGreaterThan(40);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'forms-company-profile-files-390');
});
