import { expect, request, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E_BASE_URL } from './base-url';
import { DEV_LOGIN_SECRET, devLogin, expectAccessible } from './support';

/**
 * The placement's agreement (docs/agreements.md) on last summer's seeded term:
 *  1. online: the admin sends a placement's agreement from the office table (tick the row, "ส่งให้ลงนาม"); the student
 *     signs by typed name on their placement page, then a user of the company; the table shows it signed and the admin downloads the signed PDF;
 *  2. on paper: the admin sends another, the student uploads the wet-signed scan through the upload slot and attaches
 *     it, the admin checks it and the table shows "ตรวจแล้ว".
 * The student signs in the dialog of their placement page; the other steps of the parties go through the API, with the
 * admin's assumed identity.
 * Each run takes two placements never sent, of those with their details filled.
 */
const PAST_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2569';
const PAST_SESSION_TITLE = `${PAST_GROUP_TITLE} (นิสิตชั้นปีที่ 3)`;
const SHOTS = '/tmp/shots-agreements';

type Session = { sessionId: number; sessionGroupId: number; title: string };
type Agreement = {
  studentId: string;
  studentName: string;
  companyId: number;
  state: string;
  documentSha256: string | null;
  version: number;
};
type Placement = { studentId: string; state: string };

async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function adminApi(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await context.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(200);
  return context;
}

/** An admin's session acting as the student, or as the first active user of the company. */
async function actingAs(target: { studentId: string } | { companyId: number }): Promise<APIRequestContext> {
  const context = await adminApi();
  if ('studentId' in target) await ok(context.post('/api/admin/auth/assume-identity/student', { data: target }));
  else {
    const users = await ok<{ items: { platformUid: string; isActive: boolean }[] }>(
      context.get(`/api/admin/companies/${target.companyId}/users?limit=50`),
    );
    const user = users.items.find((item) => item.isActive)!;
    await ok(
      context.post('/api/admin/auth/assume-identity/company-user', {
        data: { companyId: target.companyId, platformUid: user.platformUid },
      }),
    );
  }
  return context;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

let admin: APIRequestContext;
let sessionId: number;
let sessionGroupId: number;
let candidates: string[];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  admin = await adminApi();
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  const session = sessions.find((candidate) => candidate.title === PAST_SESSION_TITLE);
  expect(session, 'last summer’s seeded term').toBeTruthy();
  sessionId = session!.sessionId;
  sessionGroupId = session!.sessionGroupId;
  const placements = await ok<{ items: Placement[] }>(admin.get(`/api/admin/sessions/${sessionId}/placements?limit=100`));
  const filled = new Set(placements.items.filter((p) => p.state === 'CONFIRMED' || p.state === 'DETAILS_FILLED').map((p) => p.studentId));
  const notSent = await ok<{ items: Agreement[] }>(admin.get(`/api/admin/sessions/${sessionId}/agreements?state=NOT_SENT&limit=100`));
  candidates = notSent.items.filter((item) => filled.has(item.studentId)).map((item) => item.studentId);
  expect(candidates.length, 'two placements with details whose agreement was never sent').toBeGreaterThanOrEqual(2);
});

test('online: the admin sends from the table, the student and the company sign, the admin downloads the signed PDF', async ({
  page,
  browser,
}) => {
  const studentId = candidates[0];
  await devLogin(page, 'admin');
  await page.goto(`/session/${sessionId}`);
  await page.getByRole('link', { name: 'สัญญาฝึกงาน' }).click();
  await expect(page.getByRole('heading', { name: 'สัญญาฝึกงาน', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').first().fill(studentId);
  await expect(page).toHaveURL(new RegExp(`search=${studentId}`));
  const row = page.getByRole('row').filter({ hasText: studentId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ยังไม่ส่งให้ลงนาม');
  await row.getByRole('checkbox').check();
  const bulkBar = page.getByTestId('bulk-bar');
  await bulkBar.getByRole('button', { name: 'ส่งให้ลงนาม' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ส่งให้ลงนาม' }).click();
  await expect(row).toContainText('รอนิสิตลงนาม');

  const sent = await ok<Agreement>(admin.get(`/api/admin/sessions/${sessionId}/placements/${studentId}/agreement`));
  const student = await actingAs({ studentId });
  const unsigned = await student.get(`/api/student/sessions/${sessionId}/placement/agreement/pdf`);
  expect(unsigned.headers()['content-type']).toBe('application/pdf');
  // The student signs on their placement page: the dialog asks for the typed name and that they read it.
  const studentContext = await browser.newContext({ storageState: await student.storageState() });
  const studentPage = await studentContext.newPage();
  await studentPage.goto('/placement');
  // The header picks the newest group the student takes part in: choose last summer's.
  await studentPage.getByRole('combobox', { name: 'กลุ่มรอบ', exact: true }).first().click();
  await studentPage.getByRole('option', { name: PAST_GROUP_TITLE, exact: true }).click();
  await studentPage.getByRole('button', { name: 'ลงนามออนไลน์' }).click();
  const signDialog = studentPage.getByRole('dialog');
  await signDialog.getByLabel('ชื่อ-นามสกุล').fill(sent.studentName);
  await signDialog.getByRole('checkbox').check();
  await signDialog.getByRole('button', { name: 'ยืนยันการลงนาม' }).click();
  await expect(signDialog).toBeHidden();
  await expect(studentPage.getByText('รอบริษัทลงนาม').first()).toBeVisible();
  await expectAccessible(studentPage);
  await studentContext.close();
  const company = await actingAs({ companyId: sent.companyId });
  const signed = await ok<Agreement>(
    company.post(`/api/company/sessions/${sessionId}/placements/${studentId}/agreement/sign`, {
      data: { fullName: 'คุณผู้แทน บริษัท', documentSha256: sent.documentSha256 },
    }),
  );
  expect(signed.state).toBe('SIGNED_ONLINE');

  await page.reload();
  await expect(row).toContainText('ลงนามออนไลน์ครบแล้ว');
  const pdfLink = row.getByRole('link', { name: 'PDF' });
  const download = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).length).toBeGreaterThan((await unsigned.body()).length);
  await expectAccessible(page);
  await shoot(page, 'office-table-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'office-table-390');
});

test('paper: the student uploads the wet-signed scan, the admin checks it', async ({ page }) => {
  const studentId = candidates[1];
  await ok(admin.post(`/api/admin/sessions/${sessionId}/placements/${studentId}/agreement/send`));
  const student = await actingAs({ studentId });
  const slot = await ok<{ url: string; fields: Record<string, string> }>(
    student.post('/api/student/upload', { data: { type: 'AGREEMENT_SCAN' } }),
  );
  const scan = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const posted = await student.post(slot.url, {
    multipart: { ...slot.fields, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan } },
  });
  expect([200, 201]).toContain(posted.status());
  const attached = await ok<Agreement>(student.post(`/api/student/sessions/${sessionId}/placement/agreement/scan`));
  expect(attached.state).toBe('SCAN_UPLOADED');
  const checked = await ok<Agreement>(
    admin.put(`/api/admin/sessions/${sessionId}/placements/${studentId}/agreement/check`, {
      data: { checked: true, version: attached.version },
    }),
  );
  expect(checked.state).toBe('CHECKED');

  await devLogin(page, 'admin');
  await page.goto(`/session/${sessionId}/agreements?state=CHECKED`);
  const row = page.getByRole('row').filter({ hasText: studentId });
  await expect(row).toContainText('ตรวจแล้ว');
  const scanAnswer = await page.request.get((await row.getByRole('link', { name: 'สแกน' }).getAttribute('href'))!);
  expect(scanAnswer.headers()['content-type']).toBe('application/pdf');
});

test('the template editor shows the fields and a sample PDF', async ({ page }) => {
  await devLogin(page, 'admin');
  await page.goto(`/session-group/${sessionGroupId}`);
  await page.getByRole('link', { name: 'แม่แบบสัญญาฝึกงาน' }).click();
  await expect(page.getByRole('heading', { name: 'แม่แบบสัญญาฝึกงาน', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '{{mentorName}}' })).toBeVisible();
  const preview = await page.request.get((await page.getByRole('link', { name: /ดูตัวอย่าง PDF/ }).getAttribute('href'))!);
  expect(preview.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
  await shoot(page, 'template-editor-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'template-editor-390');
});
