import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url';
import { chooseSessionGroup, DEV_LOGIN_SECRET, expectAccessible } from './support';

/**
 * The placement screens (docs/placements.md, docs/employer-ratings.md) on last summer's seeded term:
 *  1. the company fills the mentor and the dates of one of its untouched placements;
 *  2. the student sees it and confirms it, after a confirmation;
 *  3. the admin edits it; an edit made on the older version gets the "someone changed it" message with the current values;
 *  4. the admin ends it with a reason, behind a confirmation;
 *  5. the student rates the company once the placement ended.
 * Screenshots at 1280 and 390 px land in /tmp/shots-placement-screens/. A fresh database runs the story once per
 * untouched placement of the demo company.
 */
const PAST_SESSION_TITLE = 'ฝึกงานภาคฤดูร้อน 2569 (นิสิตชั้นปีที่ 3)';
const SHOTS = '/tmp/shots-placement-screens';

type Session = { sessionId: number; sessionGroupId: number; title: string };
type Placement = { studentId: string; studentName: string; companyId: number; companyName: string; state: string; version: number };

let admin: APIRequestContext;
let session: Session;
let placement: Placement;

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function pageAs(browser: Browser, role: 'admin' | 'company_user', assumeStudentId?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  expect(
    (await page.request.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status(),
  ).toBe(200);
  if (assumeStudentId)
    await ok(
      page.request.post('/api/admin/auth/assume-identity/student', {
        data: { studentId: assumeStudentId },
        headers: { origin: E2E_BASE_URL },
      }),
    );
  return page;
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: E2E_BASE_URL });
  await ok(admin.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } }));
  const company = await request.newContext({ baseURL: E2E_BASE_URL });
  await ok(company.get('/api/auth/devlogin?role=company_user', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } }));
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  session = sessions.find((candidate) => candidate.title === PAST_SESSION_TITLE)!;
  expect(session, 'last summer’s term').toBeTruthy();
  const own = await ok<{ items: Placement[] }>(company.get(`/api/company/sessions/${session.sessionId}/placements?limit=100`));
  await company.dispose();
  const rated = await ok<{ items: { studentId: string }[] }>(
    admin.get(`/api/admin/sessions/${session.sessionId}/employer-ratings?limit=100`),
  );
  const candidates = own.items.filter((item) => !rated.items.some((rating) => rating.studentId === item.studentId));
  const open = candidates.find((item) => item.state === 'AWAITING_DETAILS') ?? candidates.find((item) => item.state === 'DETAILS_FILLED');
  expect(open, 'a placement of the demo company not yet confirmed').toBeTruthy();
  placement = open!;
});

test.afterAll(async () => {
  await admin?.dispose();
});

test('1. the company fills the mentor and the dates', async ({ browser }) => {
  const page = await pageAs(browser, 'company_user');
  await chooseSessionGroup(page, session.sessionGroupId);
  await page.goto(`/company/placements?sessionId=${session.sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'การฝึกงาน' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'การฝึกงาน', exact: true }).first()).toBeVisible();
  await shots(page, 'company-placements');
  await page.getByRole('link', { name: placement.studentName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(placement.studentId) })).toBeVisible();
  await page.getByLabel('วันเริ่มฝึกงาน').fill('01/06/2570');
  await page.getByLabel('วันสิ้นสุดการฝึกงาน').fill('31/05/2570');
  await page.getByLabel('ชื่อพี่เลี้ยง').fill('คุณสมศรี พี่เลี้ยง');
  await page.getByLabel('อีเมลของพี่เลี้ยง').fill('somsri@example');
  await page.getByRole('button', { name: 'บันทึกข้อมูลการฝึกงาน' }).click();
  await expect(page.getByText('วันสิ้นสุดต้องไม่ก่อนวันเริ่มฝึกงาน')).toBeVisible();
  await expect(page.getByText('อีเมลของพี่เลี้ยงไม่ถูกต้อง')).toBeVisible();
  await page.getByLabel('วันสิ้นสุดการฝึกงาน').fill('31/07/2570');
  await page.getByLabel('อีเมลของพี่เลี้ยง').fill('somsri@example.com');
  await page.getByLabel('เบอร์โทรศัพท์ของพี่เลี้ยง').fill('081-234-5678');
  await page.getByRole('button', { name: 'บันทึกข้อมูลการฝึกงาน' }).click();
  await expect(page.getByText('บันทึกข้อมูลการฝึกงานแล้ว').first()).toBeVisible();
  await expect(page.getByText('บริษัทกรอกข้อมูลแล้ว').first()).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'company-placement');
  await page.context().close();
});

test('2. the student sees the placement and confirms it', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', placement.studentId);
  await chooseSessionGroup(page, session.sessionGroupId);
  await page.goto(`/placement?sessionId=${session.sessionId}`);
  await expect(page.getByText('คุณสมศรี พี่เลี้ยง')).toBeVisible();
  await expect(page.getByText('1 มิถุนายน 2570', { exact: false })).toBeVisible();
  await shots(page, 'student-placement');
  await page.getByRole('button', { name: 'ยืนยันการฝึกงาน' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยันการฝึกงาน' }).click();
  await expect(page.getByText(/คุณยืนยันการฝึกงานแล้วเมื่อ/)).toBeVisible();
  await expect(page.getByText('ให้คะแนนบริษัทได้หลังการฝึกงานสิ้นสุดวันที่', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test('3. the admin edits; a stale edit gets the 409 message with the current values', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.goto(`/session/${session.sessionId}/placements?search=${placement.studentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'การฝึกงาน' })).toBeVisible();
  await shots(page, 'admin-placements');
  await page.getByRole('link', { name: placement.studentName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(placement.studentId) })).toBeVisible();
  // Someone else saves in between (through the API, on the version the page was read at).
  const current = await ok<Placement>(admin.get(`/api/admin/sessions/${session.sessionId}/placements/${placement.studentId}`));
  await ok(
    admin.patch(`/api/admin/sessions/${session.sessionId}/placements/${placement.studentId}`, {
      data: { version: current.version, mentorPosition: 'หัวหน้าทีมวิศวกรรม' },
      headers: { origin: E2E_BASE_URL },
    }),
  );
  await page.getByLabel('ชื่อพี่เลี้ยง').fill('คุณวีระ ผู้ดูแล');
  await page.getByRole('button', { name: 'บันทึกข้อมูลการฝึกงาน' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'มีผู้แก้ไขข้อมูลนี้ไปแล้ว' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('หัวหน้าทีมวิศวกรรม');
  await shots(page, 'admin-placement-conflict');
  await alert.getByRole('button', { name: 'บันทึกข้อมูลของฉันทับอีกครั้ง' }).click();
  await expect(page.getByText('บันทึกข้อมูลการฝึกงานแล้ว').first()).toBeVisible();
  await expect(page.getByText('คุณวีระ ผู้ดูแล').first()).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test('4. the admin ends the placement with a reason', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  await page.goto(`/session/${session.sessionId}/placements/${placement.studentId}`);
  await page.getByRole('button', { name: 'ยุติการฝึกงาน' }).click();
  await expect(page.getByText('โปรดระบุเหตุผลที่ยุติการฝึกงาน')).toBeVisible();
  await page.getByLabel('เหตุผลที่ยุติการฝึกงาน').fill('บริษัทปิดโครงการฝึกงานก่อนกำหนด');
  await page.getByRole('button', { name: 'ยุติการฝึกงาน' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('บริษัทปิดโครงการฝึกงานก่อนกำหนด');
  await dialog.getByRole('button', { name: 'ยุติการฝึกงาน' }).click();
  await expect(page.getByText('ยุติแล้ว').first()).toBeVisible();
  await expect(page.getByText('บริษัทปิดโครงการฝึกงานก่อนกำหนด').first()).toBeVisible();
  await shots(page, 'admin-placement-ended');
  await page.context().close();
});

test('5. the student rates the company once the placement ended', async ({ browser }) => {
  const page = await pageAs(browser, 'admin', placement.studentId);
  await chooseSessionGroup(page, session.sessionGroupId);
  await page.goto(`/placement?sessionId=${session.sessionId}`);
  const form = page.getByRole('form', { name: 'ให้คะแนนบริษัท' });
  await form.getByRole('button', { name: 'ส่งคะแนน' }).click();
  await expect(form.getByText('โปรดให้คะแนนภาพรวม 1–5')).toBeVisible();
  for (const [legend, score] of [
    ['ภาพรวม', '4'],
    ['การดูแลของพี่เลี้ยง', '5'],
    ['สิ่งที่ได้เรียนรู้', '4'],
    ['สภาพแวดล้อมการทำงาน', '3'],
  ] as const)
    await form.getByRole('group', { name: legend }).getByRole('radio', { name: score }).check({ force: true });
  await form.getByRole('radio', { name: 'แนะนำ', exact: true }).check();
  await form.getByLabel('ความคิดเห็นเพิ่มเติม (ไม่บังคับ)').fill('ได้ทำงานจริงกับทีม');
  await shots(page, 'student-rating-form');
  await form.getByRole('button', { name: 'ส่งคะแนน' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ส่งคะแนน' }).click();
  await expect(page.getByText(/คุณให้คะแนน .* แล้วเมื่อ/)).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'student-rating-done');
  await page.context().close();
});
