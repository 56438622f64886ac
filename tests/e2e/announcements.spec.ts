import { expect, test } from '@playwright/test';
import { DEMO, devLogin, expectAccessible, screenshot, signInWithForm } from './support';

/**
 * The office's announcements (docs/announcements.md): the admin writes one to the unmatched students of the summer
 * session, sees how many it reaches, confirms with the count repeated, and finds it sent in the list with its
 * delivery; the demo student (enrolled, not matched) has it in the bell.
 */
const SUMMER_SESSION_TITLE = 'ฝึกงานภาคฤดูร้อน (นิสิตชั้นปีที่ 3)';

test('an admin sends an announcement to the unmatched students and a student reads it in the bell', async ({ page, browser }) => {
  await devLogin(page, 'admin');
  const sessions = (await (await page.request.get('/api/common/sessions')).json()) as
    { sessionId: number; title: string }[] | { items: { sessionId: number; title: string }[] };
  const session = (Array.isArray(sessions) ? sessions : sessions.items).find((item) => item.title === SUMMER_SESSION_TITLE)!;
  const { count } = (await (
    await page.request.get(`/api/admin/announcements/audience-count?sessionId=${session.sessionId}&audience=STUDENTS_UNMATCHED`)
  ).json()) as { count: number };
  expect(count).toBeGreaterThan(0);

  await page.goto(`/session/${session.sessionId}`);
  await page.getByRole('link', { name: 'ประกาศ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/session/${session.sessionId}/announcements$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ประกาศ' })).toBeVisible();
  // The seed's sent and scheduled announcements are listed.
  const list = page.getByRole('list', { name: 'รายการประกาศ' });
  await expect(list.getByRole('listitem').filter({ hasText: 'ปฐมนิเทศการฝึกงานภาคฤดูร้อน' })).toContainText('ส่งแล้ว');
  await expect(list.getByRole('listitem').filter({ hasText: 'อย่าลืมส่งอันดับตำแหน่งงาน' })).toContainText('ตั้งเวลาส่งไว้');

  await page.getByLabel('ผู้รับ').click();
  await page.getByRole('option', { name: 'นิสิตที่ยังไม่ได้จับคู่', exact: true }).click();
  const reach = `ถึง ${count.toLocaleString('th-TH')} คน`;
  await expect(page.getByText(reach, { exact: true }).first()).toBeVisible();
  const title = `ประกาศทดสอบ ${Date.now()}`;
  await page.getByLabel('หัวข้อ (ภาษาไทย)').fill(title);
  await page.getByLabel('ข้อความ (ภาษาไทย)').fill('นิสิตที่ยังไม่ได้จับคู่ ติดต่อสำนักงานเพื่อรับคำแนะนำช่วงยื่นข้อเสนอ');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ส่งประกาศ', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(reach);
  await confirm.getByRole('button', { name: 'ส่งประกาศ', exact: true }).click();
  await expect(confirm).toBeHidden();

  const sent = list.getByRole('listitem').filter({ hasText: title });
  await expect(sent).toContainText('ส่งแล้ว');
  await expect(sent.getByRole('definition').first()).toHaveText(count.toLocaleString('th-TH'));
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sent).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'announcements-admin');

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInWithForm(studentPage, DEMO.student);
  await studentPage.getByTestId('notification-bell').click();
  await expect(studentPage).toHaveURL(/\/notifications$/);
  const notice = studentPage.getByTestId('notification-item').filter({ hasText: title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await expect(notice).toContainText('ติดต่อสำนักงานเพื่อรับคำแนะนำช่วงยื่นข้อเสนอ');
  await studentContext.close();
});
