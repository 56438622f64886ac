import { expect, test, type Page } from '@playwright/test';
import { devLogin, expectAccessible, screenshot } from './support';

/*
 * An admin creates a session group with two rounds, a session in it, and enrolls the students of one
 * admission year but one by exclusion. The spec makes its own uniquely named group; it enrolls the
 * co-op year (2566) so the demo student (6730000121, year 2567) and the student with no session
 * (`newstudent`, year 2567) keep the sessions other specs expect them to have.
 */

const suffix = Math.random().toString(36).slice(2, 8);
const groupTitle = `ฝึกงาน E2E ${suffix}`;
const sessionTitle = `สหกิจศึกษา E2E ${suffix}`;
const ADMISSION_YEAR = '2566';

// The second test reads the audit rows and the group the first one wrote.
test.describe.configure({ mode: 'serial' });

async function mobileScreenshot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin creates a session group with two rounds, a session, and enrolls students by admission year', async ({ page }) => {
  test.setTimeout(300_000);
  await devLogin(page, 'admin');

  await page.goto('/session-group');
  await expect(page.getByRole('heading', { level: 1, name: 'กลุ่มรอบ' })).toBeVisible({ timeout: 30_000 });

  // The group, with round 1's sample dates and round 2 copied a month on.
  await page.getByRole('button', { name: 'สร้างกลุ่มรอบ' }).click();
  const createDialog = page.getByRole('dialog', { name: 'สร้างกลุ่มรอบ' });
  await createDialog.getByLabel('ชื่อกลุ่มรอบ').fill(groupTitle);
  await createDialog.getByRole('button', { name: 'เพิ่มรอบที่ 2' }).click();
  await expect(createDialog.getByRole('group', { name: 'รอบที่ 2' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-create-group-dialog');
  await createDialog.getByRole('button', { name: 'สร้างกลุ่มรอบ' }).click();

  await page.waitForURL(/\/session-group\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: groupTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'รอบที่ 2' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'ปิดรอบที่ 1' })).toBeEnabled();
  const groupUrl = page.url();

  // The session.
  await page.getByRole('button', { name: 'สร้างรอบการฝึกงาน' }).click();
  const sessionDialog = page.getByRole('dialog', { name: 'สร้างรอบการฝึกงาน' });
  await sessionDialog.getByLabel('ชื่อรอบการฝึกงาน').fill(sessionTitle);
  await sessionDialog.getByLabel('จำนวนใบสมัครขั้นต่ำต่อนิสิต').fill('2');
  await sessionDialog.getByLabel('จำนวนใบสมัครสูงสุดต่อนิสิต').fill('1');
  await sessionDialog.getByRole('button', { name: 'สร้างรอบการฝึกงาน' }).click();
  // The server's rule comes back as an inline error on the field.
  await expect(sessionDialog.getByText('ต้องไม่น้อยกว่าจำนวนใบสมัครขั้นต่ำ')).toBeVisible({ timeout: 30_000 });
  await sessionDialog.getByLabel('จำนวนใบสมัครสูงสุดต่อนิสิต').fill('8');
  await sessionDialog.getByRole('button', { name: 'สร้างรอบการฝึกงาน' }).click();
  await page.waitForURL(/\/session\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: sessionTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('ไม่มีนิสิตที่ตรงกับเงื่อนไข')).toBeVisible({ timeout: 30_000 });
  const sessionId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // Enroll the year's students but one.
  const candidates = await page.request.get(
    `/api/admin/sessions/${sessionId}/not-enrolled-students?admissionYears=${ADMISSION_YEAR}&limit=100`,
  );
  const { items, meta } = (await candidates.json()) as { items: { studentId: string }[]; meta: { totalItem: number } };
  expect(meta.totalItem).toBeGreaterThan(1);
  const excluded = items[0].studentId;

  await page.getByRole('button', { name: 'ลงทะเบียนตามปีที่เข้าศึกษา' }).click();
  const yearDialog = page.getByRole('dialog', { name: 'ลงทะเบียนตามปีที่เข้าศึกษา' });
  await yearDialog.getByLabel(ADMISSION_YEAR).check();
  await yearDialog.getByLabel('ยกเว้นรหัสนิสิต').fill(excluded);
  await yearDialog.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page.getByRole('region', { name: /การแจ้งเตือน/ }).getByText(`เพิ่ม ${meta.totalItem - 1} คน`)).toBeVisible({ timeout: 30_000 });
  await expect(yearDialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`ทั้งหมด ${meta.totalItem - 1} คนตามตัวกรอง`)).toBeVisible({ timeout: 30_000 });

  // The excluded student is not in; filters live in the URL.
  await page.getByRole('searchbox', { name: 'ค้นหานิสิตด้วยรหัสหรือชื่อ' }).fill(excluded);
  await expect(page).toHaveURL(new RegExp(`search=${excluded}`));
  await expect(page.getByText('ไม่มีนิสิตที่ตรงกับเงื่อนไข')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'ล้างคำค้นหา' }).click();
  await expect(page.getByRole('row')).toHaveCount(Math.min(meta.totalItem - 1, 20) + 1, { timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-session');
  await mobileScreenshot(page, 'sessions-session');

  // The excluded student can still be picked by hand.
  await page.getByRole('button', { name: 'เลือกนิสิตเพื่อลงทะเบียน' }).click();
  const pickDialog = page.getByRole('dialog', { name: 'เลือกนิสิตเพื่อลงทะเบียน' });
  await pickDialog.getByLabel('ค้นหานิสิต').fill(excluded);
  await pickDialog.getByLabel(new RegExp(excluded)).check();
  await expectAccessible(page);
  await pickDialog.getByRole('button', { name: 'ลงทะเบียน 1 คน' }).click();
  await expect(pickDialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`ทั้งหมด ${meta.totalItem} คนตามตัวกรอง`)).toBeVisible({ timeout: 30_000 });

  await page.goto(groupUrl);
  await expect(page.getByRole('link', { name: 'จัดการรอบ' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-group');
  await mobileScreenshot(page, 'sessions-group');
});

test('an admin sees the groups, the admins, the audit log of those writes and the dashboard', async ({ page }) => {
  test.setTimeout(300_000);
  await devLogin(page, 'admin');

  await page.goto('/session-group');
  // Newest first: the group the first test created heads the list.
  await expect(page.getByRole('link', { name: /^ฝึกงาน E2E / }).first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-groups');
  await mobileScreenshot(page, 'sessions-groups');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'ผู้ดูแลระบบ' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-admins');
  await mobileScreenshot(page, 'sessions-admins');

  await page.getByRole('link', { name: 'ประวัติการแก้ไข' }).click();
  await expect(page).toHaveURL(/tab=audit/, { timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /สร้างกลุ่มรอบ/ }).first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-audit');
  await mobileScreenshot(page, 'sessions-audit');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'การจัดอันดับของนิสิต' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'sessions-dashboard');
  await mobileScreenshot(page, 'sessions-dashboard');
});
