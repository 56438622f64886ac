import { expect as baseExpect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, DEV_LOGIN_SECRET, expectAccessible, expectLoadingOverlayDuring, screenshot, signInWithForm } from './support';
import { E2E_BASE_URL } from './base-url';
import { ROUND_DATE_KEYS, type RoundDateKey } from '../../src/lib/labels';

/*
 * A whole matching round with the demo data, as people do it in the browser:
 *  1. the demo student builds a draft on /ranking (adds the demo company's opening and others, moves one
 *     with the keyboard-friendly buttons, places the apply line), it survives a reload, and is submitted;
 *     two classmates (an admin acting as them, through the API) apply to the same opening;
 *  2. the round moves into the company ranking window: the demo company sees its applicants, downloads
 *     the Excel file, ranks them and excludes one with a note;
 *  3. after the company deadline the admin previews and runs the matching (and the other session's too);
 *  4. once results are announced the student sees the assigned opening and the company its result;
 *  5. the admin closes the round, and the excluded (unmatched) classmate sees why and ranks again in round 2.
 * The spec moves the group's dates with the admin API (every date keeps the order the rounds require).
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

type Round = { round: number } & Record<RoundDateKey, string | null>;
type SessionGroup = { sessionGroupId: number; title: string; currentRound: number; rounds: Round[] };
type Session = { sessionId: number; sessionGroupId: number; title: string };
type Opening = {
  openingId: number;
  title: string;
  status: string;
  quota: number;
  company: { companyId: number; companyNameTh: string };
  isAcceptingApplication: boolean;
};
type Person = { studentId: string; titleTh: string | null; firstNameTh: string | null; lastNameTh: string | null };

/** The name as the company's screens show it: Thai title, first and last name. */
const thaiName = (person: Person) => [person.titleTh, person.firstNameTh, person.lastNameTh].filter(Boolean).join(' ');

const MINUTE = 60_000;
const NOTE = 'คุณสมบัติยังไม่ตรงกับตำแหน่งงานในรอบนี้';

let admin: APIRequestContext;
let company: APIRequestContext;
let group: SessionGroup;
let session: Session;
let otherSessions: Session[];
let companyOpening: Opening;
let classmates: { studentId: string; name: string }[];
let demoStudentName: string;
let studentPage: Page;
let companyPage: Page;

async function signedInApi(role: 'admin' | 'company_user' | 'student') {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  return context;
}

async function pageAs(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const page = await (
    await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok', acceptDownloads: true })
  ).newPage();
  await signInWithForm(page, account);
  return page;
}

/**
 * At 390 px wide the page fits: no horizontal scroll (SPEC: responsive). On failure the message names the elements that
 * reach past the edge. The viewport is given back afterwards.
 */
async function expectFitsPhone(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const { scrollWidth, overflowing } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    overflowing: [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > 391)
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class')).slice(0, 100)}`),
  }));
  await screenshot(page, `${name}-390`);
  expect(scrollWidth, overflowing.join('\n')).toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Puts the given round's dates at now + the given minutes (each date in the order the rounds table checks). */
async function placeRound(roundNumber: number, minutes: Record<RoundDateKey, number>) {
  group = await ok<SessionGroup>(admin.get(`/api/admin/session-groups/${group.sessionGroupId}`));
  const now = Date.now();
  const rounds = group.rounds.map((round) =>
    round.round === roundNumber
      ? { ...round, ...Object.fromEntries(ROUND_DATE_KEYS.map((key) => [key, new Date(now + minutes[key] * MINUTE).toISOString()])) }
      : round,
  );
  group = await ok<SessionGroup>(admin.patch(`/api/admin/session-groups/${group.sessionGroupId}`, { data: { rounds } }));
}

/** Acts as a student through the admin's assume-identity, then comes back. */
async function asStudent<T>(studentId: string, act: (api: APIRequestContext) => Promise<T>): Promise<T> {
  await ok(admin.post('/api/admin/auth/assume-identity/student', { data: { studentId } }));
  try {
    return await act(admin);
  } finally {
    await ok(admin.post('/api/auth/reassume-identity'));
  }
}

test.beforeAll(async ({ browser }) => {
  [admin, company] = await Promise.all([signedInApi('admin'), signedInApi('company_user')]);
  const student = await signedInApi('student');
  const studentSessions = await ok<Session[]>(student.get('/api/common/sessions'));
  session = studentSessions[0];
  const me = await ok<Person>(student.get('/api/student/me'));
  demoStudentName = thaiName(me);
  group = await ok<SessionGroup>(admin.get(`/api/admin/session-groups/${session.sessionGroupId}`));
  const allSessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  otherSessions = allSessions.filter(
    (candidate) => candidate.sessionGroupId === group.sessionGroupId && candidate.sessionId !== session.sessionId,
  );

  // The demo company's published opening in the student's session, and two openings of other companies.
  const own = await ok<{ items: (Opening & { sessionId: number })[] }>(
    company.get(`/api/company/sessions/${session.sessionId}/openings?limit=100`),
  );
  companyOpening = own.items.find((opening) => opening.status === 'PUBLISHED')!;
  expect(companyOpening, 'the demo company publishes an opening in the demo student session').toBeTruthy();
  const available = await ok<{ items: Opening[] }>(
    student.get(`/api/sessions/${session.sessionId}/openings?onlyAvailablePositions=true&limit=50`),
  );
  const others = available.items.filter((opening) => opening.company.companyId !== companyOpening.company.companyId);
  const otherPicks = [others[0], others.find((opening) => opening.company.companyId !== others[0].company.companyId)!];

  // Two classmates whose profiles are complete apply to the demo company's opening first.
  const pending = await ok<{ items: { student: Person }[] }>(
    admin.get(`/api/admin/sessions/${session.sessionId}/enrollments?status=RANKING_PENDING&limit=100`),
  );
  classmates = pending.items
    .filter((item) => item.student.studentId !== me.studentId)
    .slice(0, 2)
    .map((item) => ({ studentId: item.student.studentId, name: thaiName(item.student) }));
  expect(classmates).toHaveLength(2);
  // Their demo drafts (docs/demand.md) are emptied first, so round 2's draft of the excluded one starts empty.
  for (const classmate of classmates) {
    await asStudent(classmate.studentId, async (api) => {
      await ok(api.put(`/api/student/sessions/${session.sessionId}/ranking/draft`, { data: { openingIds: [] } }));
      return ok(
        api.post(`/api/student/sessions/${session.sessionId}/ranking`, {
          data: { openingIds: [companyOpening.openingId, ...otherPicks.map((opening) => opening.openingId)] },
        }),
        201,
      );
    });
  }
  await student.dispose();
  studentPage = await pageAs(browser, DEMO.student);
});

test.afterAll(async () => {
  await Promise.all([admin?.dispose(), company?.dispose()]);
});

test('1. the student builds a draft with the apply line; it is autosaved and survives a reload', async () => {
  const page = studentPage;
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: 'ร่างอันดับของคุณ' })).toBeVisible();
  await page.getByLabel('เฉพาะรายการโปรด').uncheck();
  const picker = page.getByRole('list', { name: 'ตำแหน่งงานที่เพิ่มได้' });
  await page.getByLabel('ค้นหาตำแหน่งงานเพื่อเพิ่ม').fill(companyOpening.title);
  await picker.getByRole('button', { name: `เพิ่ม ${companyOpening.title} ในรายการ` }).click();
  await page.getByLabel('ค้นหาตำแหน่งงานเพื่อเพิ่ม').fill('');
  const rows = page.getByTestId('draft-opening');
  for (let added = 1; added < 4; added += 1) {
    await picker.getByRole('button', { name: /^เพิ่ม / }).first().click();
    await expect(rows).toHaveCount(added + 1);
  }
  // The demo company's opening goes down one place and back up with the move buttons. The pointer over the list loads
  // dragging, which draws the rows anew: wait for that, so the click lands on the rows it aimed at.
  await rows.first().hover();
  await expect(page.locator('[data-drag-ready]').first()).toHaveAttribute('data-drag-ready', 'true');
  await page.getByRole('button', { name: `เลื่อน ${companyOpening.title} ลง` }).click();
  await expect(rows.nth(1)).toContainText(companyOpening.title);
  await page.getByRole('button', { name: `เลื่อน ${companyOpening.title} ขึ้น` }).click();
  await expect(rows.first()).toContainText(companyOpening.title);
  // The apply line goes up by one: three applications, the fourth kept below the line.
  await page.getByRole('button', { name: 'เลื่อน เส้นแบ่งการสมัคร ขึ้น' }).click();
  await expect(page.getByTestId('apply-line')).toContainText('สมัคร 3 ตำแหน่งด้านบน');
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกอัตโนมัติแล้ว' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ranking-draft');
  await expectFitsPhone(page, 'ranking-draft');

  await page.reload();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(companyOpening.title);
  await expect(page.getByTestId('apply-line')).toContainText('สมัคร 3 ตำแหน่งด้านบน');
});

test('1b. the student submits the three openings above the line after confirming', async () => {
  const page = studentPage;
  await page.getByRole('button', { name: 'ส่งอันดับ', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('ส่งอันดับ 3 ตำแหน่ง?');
  await dialog.getByRole('button', { name: 'ยืนยันส่งอันดับ' }).click();
  await expect(page.getByRole('heading', { name: /อันดับที่ส่งแล้ว/ })).toBeVisible();
  await expect(page.getByTestId('applied-opening')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'ประวัติรอบที่ 1' })).toContainText('ส่งอันดับ ·');
  await expectAccessible(page);
  await screenshot(page, 'ranking-submitted');
  await expectFitsPhone(page, 'ranking-submitted');
});

test('2. in the company ranking window the company sees its applicants, downloads Excel, ranks and excludes one with a note', async ({
  browser,
}) => {
  await placeRound(group.currentRound, {
    openingSubmissionDeadline: -240,
    openingAnnouncementDate: -180,
    studentRankingDeadline: -120,
    applicationAnnouncementDate: -60,
    companyRankingDeadline: 60,
    reorderRankingDeadline: 90,
    cancelRankingDeadline: 90,
    resultAnnouncementDate: 120,
  });
  companyPage = await pageAs(browser, DEMO.company);
  const page = companyPage;
  await page.goto('/applicant');
  // Specs that ran before may have added newer groups, which the header picks first: choose the demo one.
  await page.getByRole('combobox', { name: 'กลุ่มรอบ', exact: true }).first().click();
  await page.getByRole('option', { name: group.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ผู้สมัคร', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: companyOpening.title });
  await expect(row).toContainText('3 คน');
  await expect(row).toContainText('ยังไม่ส่งอันดับ');
  await expectAccessible(page);
  await screenshot(page, 'applicant-overview');
  await row.getByRole('link', { name: companyOpening.title, exact: true }).click();
  await page.waitForURL(`**/applicant/${companyOpening.openingId}/session/${session.sessionId}`);

  await expect(page.getByText('ผู้สมัคร 3 คน')).toBeVisible();
  for (const classmate of classmates)
    await expect(page.getByRole('link', { name: classmate.name })).toHaveAttribute('href', /^\/student\/profile\//);
  await expectAccessible(page);
  await screenshot(page, 'applicant-list');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ดาวน์โหลด Excel' }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('link', { name: 'จัดอันดับผู้สมัคร' }).click();
  await page.waitForURL('**/ranking');
  const ranked = page.getByTestId('ranked-applicant');
  await expect(ranked).toHaveCount(3);
  const excluded = classmates[1];
  await page.getByRole('button', { name: `ไม่พิจารณา ${excluded.name}` }).click();
  await expect(ranked).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'ผู้สมัครที่ไม่พิจารณา' })).toContainText(excluded.name);
  // The company prefers the demo student: first place (whatever the order it started in).
  if (!((await ranked.first().textContent()) ?? '').includes(demoStudentName))
    await page.getByRole('button', { name: `เลื่อน ${demoStudentName} ขึ้น` }).click();
  await expect(ranked.first()).toContainText(demoStudentName);
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกร่างแล้ว' })).toBeVisible();
  await page.getByLabel('แชร์อันดับ').first().check();
  await page.getByLabel('หมายเหตุถึงผู้สมัครที่ไม่พิจารณา (ไม่บังคับ)').fill(NOTE);
  await expectAccessible(page);
  await screenshot(page, 'applicant-ranking-draft');
  await page.getByRole('button', { name: 'ส่งอันดับผู้สมัคร' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('เลือก 2 คน ไม่พิจารณา 1 คน แชร์อันดับ 1 คน');
  await dialog.getByRole('button', { name: 'ส่งอันดับ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ลำดับที่ส่งแล้ว (2 คน)' })).toBeVisible();
  await expect(page.getByText(`หมายเหตุ: ${NOTE}`)).toBeVisible();
  await screenshot(page, 'applicant-ranking-submitted');

  // The student sees, while reordering is open, that the company shared its ranking.
  await studentPage.goto('/ranking');
  await expect(studentPage.getByTestId('applied-opening').filter({ hasText: companyOpening.title })).toContainText('บริษัทจัดอันดับคุณไว้ ที่ 1');
  // In the reorder window every row has its move buttons and "ถอน": still no wider than a phone.
  await expect(studentPage.getByRole('button', { name: 'ถอน' }).first()).toBeVisible();
  await expectFitsPhone(studentPage, 'ranking-reorder-window');
  // The round is closed for submitting: the page says so rather than asking to submit before the deadline.
  await expect(studentPage.getByText(/ส่งอันดับของรอบที่ 1 แล้ว/).first()).toBeVisible();
  await expect(studentPage.getByText(/ส่งอันดับก่อน/)).toHaveCount(0);
});

test('3. after the company deadline the admin previews and runs the matching; the stability check passes', async ({ browser }) => {
  await placeRound(group.currentRound, {
    openingSubmissionDeadline: -240,
    openingAnnouncementDate: -180,
    studentRankingDeadline: -120,
    applicationAnnouncementDate: -60,
    companyRankingDeadline: -2,
    reorderRankingDeadline: -1,
    cancelRankingDeadline: -1,
    resultAnnouncementDate: 60,
  });
  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' })).newPage();
  expect((await page.request.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  await page.goto(`/session/${session.sessionId}/${group.currentRound}/matching`);
  await expect(page.getByRole('heading', { level: 1, name: 'การจับคู่' })).toBeVisible();
  // The preview warns about the openings whose company did not rank (the classmates' other choices).
  await expect(page.getByRole('heading', { name: /ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ/ })).toBeVisible();
  await page.getByRole('button', { name: 'เรียกใช้การจับคู่' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ');
  // The confirmation reads a fresh preview (GET …/matching/preview); the run (POST …/matching) shows the overlay.
  await expect(confirm).toContainText(/นิสิต \d+ คน ใบสมัคร \d+ รายการ/);
  await expectLoadingOverlayDuring(page, { url: `**/api/admin/sessions/${session.sessionId}/matching`, label: 'กำลังจับคู่…' }, () =>
    confirm.getByRole('button', { name: 'เรียกใช้', exact: true }).click(),
  );
  await expect(page.getByText('ผ่านการตรวจสอบความเสถียร', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'ผลการจับคู่ของนิสิต' });
  await expect(table.getByRole('row').filter({ hasText: companyOpening.title })).not.toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'matching-admin-after-run');
  await page.context().close();

  // The group's other sessions are matched too, so the round can close.
  for (const other of otherSessions) await ok(admin.post(`/api/admin/sessions/${other.sessionId}/matching`));
});

test('4. once results are announced the student sees the assigned opening and the company its result', async () => {
  await placeRound(group.currentRound, {
    openingSubmissionDeadline: -240,
    openingAnnouncementDate: -180,
    studentRankingDeadline: -120,
    applicationAnnouncementDate: -60,
    companyRankingDeadline: -3,
    reorderRankingDeadline: -2,
    cancelRankingDeadline: -2,
    resultAnnouncementDate: -1,
  });
  await studentPage.goto('/ranking');
  await expect(studentPage.getByRole('heading', { name: 'คุณได้รับการจับคู่แล้ว' })).toBeVisible();
  await expect(studentPage.getByText(companyOpening.title, { exact: true }).first()).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'ranking-matched');
  await expectFitsPhone(studentPage, 'ranking-matched');

  await companyPage.goto(`/applicant/${companyOpening.openingId}/session/${session.sessionId}/result`);
  await expect(companyPage.getByText(/ได้รับการจับคู่ \d+ คน จากจำนวนที่รับ \d+ คน/)).toBeVisible();
  await expect(companyPage.getByRole('link', { name: classmates[1].name })).toHaveCount(0);
  await expectAccessible(companyPage);
  await screenshot(companyPage, 'applicant-result');
});

test('5. the round closes; the excluded classmate sees why and ranks again in round 2', async ({ browser }) => {
  // The admin closes the round on the group's screen, behind a confirmation and the loading overlay.
  const adminPage = await (await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' })).newPage();
  expect(
    (await adminPage.request.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status(),
  ).toBe(200);
  await adminPage.goto(`/session-group/${group.sessionGroupId}`);
  await adminPage.getByRole('button', { name: 'ปิดรอบที่ 1' }).click();
  const closeDialog = adminPage.getByRole('alertdialog');
  await expectLoadingOverlayDuring(
    adminPage,
    { url: `**/api/admin/session-groups/${group.sessionGroupId}/close-round`, label: 'กำลังปิดรอบที่ 1…' },
    () => closeDialog.getByRole('button', { name: 'ปิดรอบที่ 1' }).click(),
  );
  await expect(adminPage.getByText('ตอนนี้เป็นรอบที่ 2', { exact: true })).toBeVisible();
  await adminPage.context().close();
  const closed = await ok<SessionGroup>(admin.get(`/api/admin/session-groups/${group.sessionGroupId}`));
  expect(closed.currentRound).toBe(2);
  group = closed;
  await placeRound(2, {
    openingSubmissionDeadline: 0.2,
    openingAnnouncementDate: 0.3,
    studentRankingDeadline: 120,
    applicationAnnouncementDate: 150,
    companyRankingDeadline: 180,
    reorderRankingDeadline: 200,
    cancelRankingDeadline: 200,
    resultAnnouncementDate: 240,
  });
  // Openings are announced a few seconds from now: wait for it rather than move round 1's dates.
  await expect
    .poll(() => Date.now() > Date.parse(group.rounds.find((round) => round.round === 2)!.openingAnnouncementDate!), { timeout: 60_000 })
    .toBe(true);

  const excluded = classmates[1];
  const page = await (await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' })).newPage();
  expect((await page.request.get('/api/auth/devlogin?role=admin', { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  expect((await page.request.post('/api/admin/auth/assume-identity/student', { data: { studentId: excluded.studentId } })).status()).toBe(
    200,
  );
  await page.goto('/ranking');
  const reasons = page.getByRole('list', { name: 'เหตุผลผลการจับคู่รอบที่ 1' });
  await expect(reasons).toContainText('บริษัทไม่ได้เลือกคุณในอันดับ');
  await expect(page.getByRole('heading', { name: 'ร่างอันดับของคุณ' })).toBeVisible();
  await page.getByLabel('เฉพาะรายการโปรด').uncheck();
  const picker = page.getByRole('list', { name: 'ตำแหน่งงานที่เพิ่มได้' });
  for (let added = 0; added < 4; added += 1) {
    await picker.getByRole('button', { name: /^เพิ่ม / }).first().click();
    await expect(page.getByTestId('draft-opening')).toHaveCount(added + 1);
  }
  await page.getByRole('button', { name: 'ส่งอันดับ', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยันส่งอันดับ' }).click();
  await expect(page.getByRole('heading', { name: 'อันดับที่ส่งแล้ว · รอบที่ 2' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'ranking-round-two');
});
