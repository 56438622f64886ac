import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_FILES_SIGNING_SECRET } from './base-url';
import { DEMO, expectAccessible, screenshot, signInWithForm } from './support';

// The server's notification scheduler runs its first tick at start (src/instrumentation.ts): the demo round 1 is in
// its student-ranking window, so the demo student has the "ranking is open, submit by …" notice waiting.
test.describe('notification centre', () => {
  test('the demo student sees the bell count, reads the ranking-window notice, and the bell follows the read state', async ({ page }) => {
    await signInWithForm(page, DEMO.student);
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAttribute('aria-label', /ยังไม่ได้อ่าน \d+ รายการ/);
    const before = Number(/ยังไม่ได้อ่าน (\d+) รายการ/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(bell).toContainText(String(before));

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'การแจ้งเตือน' })).toBeVisible();
    const notice = page.getByTestId('notification-item').filter({ hasText: 'เปิดให้จัดอันดับตำแหน่งงานแล้ว' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveAttribute('data-unread', 'true');
    // Bangkok time with a Buddhist-era year, and the way to the ranking screen.
    await expect(notice).toContainText(/กดส่งภายใน \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\./);
    await expect(notice.getByRole('link', { name: 'ไปที่หน้าที่เกี่ยวข้อง' })).toHaveAttribute('href', /^\/ranking\?sessionId=\d+$/);
    await expectAccessible(page);
    await screenshot(page, 'notifications-student');

    await notice.getByRole('button', { name: 'ทำเครื่องหมายว่าอ่านแล้ว' }).click();
    await expect(notice).toHaveAttribute('data-unread', 'false');
    await expect(bell).toHaveAttribute(
      'aria-label',
      before - 1 > 0 ? `การแจ้งเตือน ยังไม่ได้อ่าน ${before - 1} รายการ` : 'การแจ้งเตือน ไม่มีรายการที่ยังไม่ได้อ่าน',
    );

    const readAll = page.getByRole('button', { name: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด' });
    // The seed leaves the notice as the only unread one unless another event reached the student first.
    if (before > 1) await readAll.click();
    await expect(readAll).toBeDisabled();
    await expect(bell).toHaveAttribute('aria-label', 'การแจ้งเตือน ไม่มีรายการที่ยังไม่ได้อ่าน');
    await expect(bell).not.toContainText(/\d/);
    await expect(page.getByText('อ่านครบทุกรายการแล้ว')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notification-item').filter({ hasText: 'เปิดให้จัดอันดับตำแหน่งงานแล้ว' })).toHaveAttribute(
      'data-unread',
      'false',
    );
    await expectAccessible(page);
  });

  test('a student switches an e-mail kind off on the profile screen', async ({ page }) => {
    await signInWithForm(page, DEMO.student);
    await page.goto('/profile');
    const card = page.locator('#notification-preferences');
    const reminder = card.getByLabel('เตือนก่อนหมดเวลาส่งอันดับ');
    await expect(reminder).toBeChecked();
    await reminder.uncheck();
    await card.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าการแจ้งเตือนแล้ว', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('#notification-preferences').getByLabel('เตือนก่อนหมดเวลาส่งอันดับ')).not.toBeChecked();
    await page.locator('#notification-preferences').getByLabel('เตือนก่อนหมดเวลาส่งอันดับ').check();
    await page.locator('#notification-preferences').getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าการแจ้งเตือนแล้ว', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin reads the kept mails (no SMTP server) in the table and opens one', async ({ page }) => {
    await signInWithForm(page, DEMO.admin);
    // The kind's filter in the URL: the placement term's seed and scheduler write newer mails than the round's.
    await page.goto('/admin?tab=notifications&kind=OPENINGS_ANNOUNCED');
    await expect(page.getByText('ยังไม่ได้ตั้งค่า SMTP_URL')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'เปิดให้จัดอันดับตำแหน่งงานแล้ว' }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'notifications-admin-table');
    await row.getByRole('link', { name: 'ดูอีเมล' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('เปิดให้จัดอันดับตำแหน่งงานแล้ว');
    await expect(page.locator('pre')).toContainText('เลิกรับอีเมลประเภท');
    await expectAccessible(page);
    const html = await page.request.get(
      `${new URL(page.url()).pathname.replace('/admin/notifications/', '/api/admin/notifications/')}/email?format=html`,
    );
    expect(html.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await html.text()).toContain('เปิดในระบบ');
    await screenshot(page, 'notifications-admin-mail');
  });

  test("a mail's unsubscribe link works without a login: a confirm page, then the kind is off", async ({ page, browser }) => {
    await signInWithForm(page, DEMO.admin);
    // A kept mail has an address and a body: students other stories enrolled may have none (their mail is skipped).
    await page.goto('/admin?tab=notifications&kind=OPENINGS_ANNOUNCED&emailStatus=KEPT');
    const viewMail = page.getByRole('row').filter({ hasText: 'เปิดให้จัดอันดับตำแหน่งงานแล้ว' }).first().getByRole('link', { name: 'ดูอีเมล' });
    // A press that lands while the table re-renders is lost; press again until the mail's page opens.
    await expect(async () => {
      await viewMail.click();
      await expect(page).toHaveURL(/\/admin\/notifications\/\d+$/, { timeout: 5_000 });
    }).toPass();
    const text = (await page.locator('pre').textContent()) ?? '';
    const masked = /เลิกรับอีเมลประเภท "[^"]+": (\S+)/.exec(text)?.[1];
    // The preview masks the link's signature (it unsubscribes without a login); sign it as the mail sent does.
    const [, payload, expires] = /\/unsubscribe\?token=([\w-]+)\.(\d+)\.\*{8}$/.exec(masked ?? '') ?? [];
    expect(payload).toBeTruthy();
    const { r: role, i: id, k: kind } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const signature = createHmac('sha256', E2E_FILES_SIGNING_SECRET)
      .update(`unsubscribe:${role}:${id}:${kind}:${expires}`)
      .digest('base64url');
    const link = masked!.replace(/\*{8}$/, signature);

    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(anonymous.getByRole('heading', { level: 1, name: 'เลิกรับอีเมลแจ้งเตือน' })).toBeVisible();
    await expect(anonymous.getByText('ต้องการเลิกรับอีเมลประเภท "ประกาศตำแหน่งงาน เปิดให้จัดอันดับ" ใช่หรือไม่')).toBeVisible();
    await expectAccessible(anonymous);
    await screenshot(anonymous, 'notifications-unsubscribe');
    await anonymous.getByRole('button', { name: 'ยืนยันเลิกรับอีเมล' }).click();
    await expect(anonymous.getByRole('status')).toContainText('เลิกรับอีเมลประเภท "ประกาศตำแหน่งงาน เปิดให้จัดอันดับ" แล้ว');
    await anonymous.goto('/unsubscribe?token=forged.1.x');
    await expect(anonymous.getByText(/^ลิงก์เลิกรับอีเมลนี้ไม่ถูกต้องหรือหมดอายุแล้ว/)).toBeVisible();
    await visitor.close();
  });
});
