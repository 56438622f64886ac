import { expect, test } from '@playwright/test';
import { devLogin, expectAccessible } from './support';

/*
 * The header's menus and pickers load their Radix code only when the user heads for them (useOnDemand,
 * docs/performance.md "Screens"): a plain button stands in until then. These check that a press right after the
 * load, the keyboard and the phone's menu behave as the Radix controls always did.
 */
test.describe('the header', () => {
  test.beforeEach(async ({ page }) => {
    await devLogin(page, 'student');
  });

  test('the account menu opens on the first press and gives the focus back when closed', async ({ page }) => {
    await page.goto('/opening');
    const trigger = page.getByRole('button', { name: /^บัญชีผู้ใช้:/ });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'ออกจากระบบ' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'การเข้าสู่ระบบของฉัน' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^บัญชีผู้ใช้:/ })).toBeFocused();
  });

  test('the session picker works from the keyboard: focus, Enter, arrows, Escape', async ({ page }) => {
    await page.goto('/ranking');
    const group = page.getByRole('combobox', { name: 'กลุ่มรอบ', exact: true }).first();
    await group.focus();
    // The Radix select takes the plain button's place and keeps the focus.
    await expect(page.getByRole('combobox', { name: 'กลุ่มรอบ', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'กลุ่มรอบ', exact: true }).first()).toBeFocused();
    await expectAccessible(page);
  });

  test('the menu marks the current page and follows a client navigation', async ({ page }) => {
    await page.goto('/opening');
    const nav = page.getByRole('navigation', { name: 'เมนูหลัก', exact: true });
    await expect(nav.getByRole('link', { name: 'ตำแหน่งงาน' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'จัดอันดับ' }).click();
    await page.waitForURL('**/ranking**');
    await expect(nav.getByRole('link', { name: 'จัดอันดับ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'ตำแหน่งงาน' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the menu button opens the sheet, whose links navigate and close it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const sheet = page.getByRole('dialog', { name: 'เมนู' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('aria-current', 'page');
    await expect(sheet.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    await expectAccessible(page);
    await sheet.getByRole('link', { name: 'ตำแหน่งงาน' }).click();
    await page.waitForURL('**/opening**');
    await expect(sheet).toHaveCount(0);
    // The picker on the phone is the second copy of the header's.
    const session = page.getByRole('combobox', { name: 'รอบการฝึกงาน', exact: true }).last();
    await session.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});
