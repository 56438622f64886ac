import { expect as baseExpect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chooseSessionGroup, DEMO, DEV_LOGIN_SECRET, expectAccessible, screenshot, signInWithForm } from './support';
import { E2E_BASE_URL } from './base-url';

/*
 * The openings story end to end: a company user creates two openings and publishes them in bulk; the
 * demo student finds one by a Thai word of its title, bookmarks it and sees it on /favorite; an admin
 * withdraws it and the student no longer sees it as available.
 *
 * The seed puts round 1 in its student-ranking window, so the opening submission deadline has passed
 * and a company cannot create openings. The spec then moves the submission deadline and announcement
 * an hour ahead (admin API) while the company works, and puts the seed's dates back before the student
 * looks. At the end it withdraws its own openings and removes the student's bookmark, so later specs
 * see the demo data as the seed wrote it.
 */

type Round = Record<string, string | number | null> & { round: number; openingSubmissionDeadline: string; openingAnnouncementDate: string };
type SessionGroup = { sessionGroupId: number; currentRound: number; rounds: Round[] };
type Session = { sessionId: number; sessionGroupId: number; title: string };
type Ratio = { items: { sessionId: number; publishedQuota: number }[] };
type Opening = { openingId: number; sessionId: number; title: string; status: string };

// Each step waits for a server render after a write; a cold server (next dev) needs more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const baseURL = E2E_BASE_URL;
const suffix = Math.random().toString(36).slice(2, 8);
const THAI_WORD = 'ดาวเคราะห์';
const titles = [`นักสำรวจ${THAI_WORD}ฝึกหัด ${suffix}`, `ผู้ช่วยนักดาราศาสตร์ ${suffix}`];

let admin: APIRequestContext;
let company: APIRequestContext;
let student: APIRequestContext;
let originalRounds: Round[] | null = null;
let group: SessionGroup;
let studentSession: Session;
let plan: { session: Session; quota: number }[];

async function signedInApi(role: 'admin' | 'company_user' | 'student') {
  const context = await request.newContext({ baseURL });
  expect((await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  return context;
}

async function putRoundsBack() {
  if (!originalRounds) return;
  const answer = await admin.patch(`/api/admin/session-groups/${group.sessionGroupId}`, { data: { rounds: originalRounds } });
  expect(answer.status(), await answer.text()).toBe(200);
  originalRounds = null;
}

async function pageAs(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  await signInWithForm(page, account);
  return page;
}

test.beforeAll(async () => {
  [admin, company, student] = await Promise.all([signedInApi('admin'), signedInApi('company_user'), signedInApi('student')]);
  // A fresh browser shows the newest group and its first session: for the student, the first one they are enrolled in.
  const studentSessions = (await (await student.get('/api/common/sessions')).json()) as Session[];
  studentSession = studentSessions[0];
  const allSessions = (await (await company.get('/api/common/sessions')).json()) as Session[];
  const groupSessions = allSessions.filter((session) => session.sessionGroupId === studentSession.sessionGroupId);
  const otherSession = groupSessions.find((session) => session.sessionId !== studentSession.sessionId);
  group = (await (await admin.get(`/api/admin/session-groups/${studentSession.sessionGroupId}`)).json()) as SessionGroup;

  // Quotas in proportion to what the company already publishes keep every session's opening ratio where it is.
  const ratio = (await (await company.get(`/api/company/session-groups/${group.sessionGroupId}/openings/ratio`)).json()) as Ratio;
  const quotaIn = (sessionId: number) => ratio.items.find((item) => item.sessionId === sessionId)?.publishedQuota ?? 0;
  plan =
    otherSession && quotaIn(otherSession.sessionId) > 0
      ? [
          { session: studentSession, quota: Math.max(1, quotaIn(studentSession.sessionId)) },
          { session: otherSession, quota: quotaIn(otherSession.sessionId) },
        ]
      : [
          { session: studentSession, quota: 1 },
          { session: studentSession, quota: 1 },
        ];

  const current = group.rounds.find((round) => round.round === group.currentRound)!;
  if (Date.parse(current.openingSubmissionDeadline) <= Date.now() + 10 * 60 * 1000) {
    originalRounds = group.rounds;
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const rounds = group.rounds.map((round) =>
      round.round === group.currentRound
        ? {
            ...round,
            openingSubmissionDeadline: inAnHour,
            openingAnnouncementDate:
              Date.parse(round.openingAnnouncementDate) < Date.parse(inAnHour) ? inAnHour : round.openingAnnouncementDate,
          }
        : round,
    );
    const answer = await admin.patch(`/api/admin/session-groups/${group.sessionGroupId}`, { data: { rounds } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
});

test.afterAll(async () => {
  try {
    const openings = (await (await company.get('/api/company/openings?limit=100')).json()) as { items: Opening[] };
    for (const opening of openings.items.filter((item) => titles.includes(item.title))) {
      await student.delete(`/api/sessions/${opening.sessionId}/openings/${opening.openingId}/bookmark`);
      const path = `/api/company/sessions/${opening.sessionId}/openings/${opening.openingId}`;
      if (opening.status === 'PUBLISHED') await company.post(`${path}/withdraw`);
      if (opening.status === 'DRAFT') await company.delete(path);
    }
  } finally {
    await putRoundsBack();
    await Promise.all([admin.dispose(), company.dispose(), student.dispose()]);
  }
});

test('a company publishes two openings; a student finds one in Thai and bookmarks it; an admin withdraws it', async ({ browser }) => {
  // Three people, three sign-ins and a dozen screens in one story.
  test.setTimeout(240_000);
  // 1. The company user creates two drafts on its own screen and publishes both in bulk.
  const companyPage = await pageAs(browser, DEMO.company);
  // The spec moved the term's first deadline ahead, so it has not started: the header would open on an older term.
  await chooseSessionGroup(companyPage, group.sessionGroupId);
  await companyPage.goto('/opening');
  await expect(companyPage.getByRole('heading', { name: 'ตำแหน่งงานของบริษัท' })).toBeVisible();
  for (const [index, { session, quota }] of plan.entries()) {
    await companyPage.getByRole('button', { name: `สร้างตำแหน่งงานใน${session.title}` }).click();
    const dialog = companyPage.getByRole('dialog', { name: 'สร้างตำแหน่งงาน' });
    await dialog.getByLabel('ชื่อตำแหน่งงาน').fill(titles[index]);
    await dialog.getByLabel('จำนวนที่รับ (คน)').fill(String(quota));
    await dialog.getByLabel('ชื่อสำนักงาน').fill('หอดูดาวทดสอบ');
    await dialog.getByLabel('ที่อยู่สำนักงาน').fill('ถนนพญาไท กรุงเทพฯ');
    await dialog.getByRole('button', { name: 'บันทึกฉบับร่าง' }).click();
    await expect(dialog).toBeHidden();
    await expect(companyPage.getByRole('row').filter({ hasText: titles[index] })).toBeVisible();
  }
  for (const title of titles) await companyPage.getByRole('checkbox', { name: `เลือก ${title} เพื่อเผยแพร่` }).check();
  await companyPage.getByRole('button', { name: 'เผยแพร่ที่เลือก (2)' }).click();
  const confirmPublish = companyPage.getByRole('dialog', { name: 'เผยแพร่ 2 ตำแหน่งงาน' });
  await confirmPublish.getByRole('button', { name: 'ยืนยันการเผยแพร่' }).click();
  await expect(confirmPublish).toBeHidden();
  for (const title of titles)
    await expect(companyPage.getByRole('row').filter({ hasText: title }).getByText('เผยแพร่แล้ว').filter({ visible: true })).toBeVisible();
  await companyPage.context().close();

  // The openings are announced from the round's openingAnnouncementDate: the seed's dates go back now.
  await putRoundsBack();

  // 2. The student searches with a Thai word of the title, bookmarks the one card, finds it on /favorite.
  const studentPage = await pageAs(browser, DEMO.student);
  await studentPage.goto('/opening');
  await expect(studentPage.getByRole('heading', { name: 'ตำแหน่งงาน', exact: true })).toBeVisible();
  await expect(studentPage.getByTestId('opening-card').first()).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'openings-student-list');

  await studentPage.getByRole('searchbox', { name: 'ค้นหาตำแหน่งงาน' }).fill(THAI_WORD);
  // The search applies after a short pause in typing and the list re-renders on the server.
  await expect(studentPage.getByTestId('opening-card')).toHaveCount(1);
  const card = studentPage.getByTestId('opening-card').filter({ hasText: titles[0] });
  await expect(card).toBeVisible();
  expect(new URL(studentPage.url()).searchParams.get('search')).toBe(THAI_WORD);
  const bookmark = card.getByRole('button', { name: `บันทึก ${titles[0]} เป็นรายการโปรด` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await bookmark.click();
  await expect(card.getByRole('button', { name: `นำ ${titles[0]} ออกจากรายการโปรด` })).toHaveAttribute('aria-pressed', 'true');
  await expect(studentPage.getByText('บันทึกเป็นรายการโปรดแล้ว', { exact: true })).toBeVisible();
  await screenshot(studentPage, 'openings-student-search');

  await card.getByRole('link', { name: titles[0] }).click();
  await expect(studentPage.getByRole('heading', { name: titles[0] })).toBeVisible();
  await expect(studentPage.getByRole('button', { name: 'อยู่ในรายการโปรด' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'openings-student-detail');

  await studentPage.goto('/favorite');
  await expect(studentPage.getByTestId('opening-card').filter({ hasText: titles[0] })).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'openings-favorite');

  // 3. The admin finds it in the group's table and withdraws it.
  const adminPage = await pageAs(browser, DEMO.admin);
  await adminPage.goto(`/opening?search=${encodeURIComponent(suffix)}`);
  const row = adminPage.getByTestId('admin-opening-row').filter({ hasText: titles[0] });
  await expect(row).toBeVisible();
  await expect(row.getByText('เผยแพร่แล้ว')).toBeVisible();
  await expectAccessible(adminPage);
  await screenshot(adminPage, 'openings-admin-list');
  // The row's actions are icon buttons on one line, each named by its label and showing it on hover.
  const withdraw = row.getByRole('button', { name: `ถอน ${titles[0]}` });
  await expect(withdraw).toHaveAttribute('title', 'ถอน');
  const editBox = await row.getByRole('link', { name: `แก้ไข ${titles[0]}` }).boundingBox();
  const withdrawBox = await withdraw.boundingBox();
  expect(Math.abs((editBox?.y ?? 0) - (withdrawBox?.y ?? 100))).toBeLessThan(2);
  await withdraw.click();
  const confirmWithdraw = adminPage.getByRole('alertdialog', { name: 'ถอนตำแหน่งงานนี้?' });
  await confirmWithdraw.getByRole('button', { name: 'ถอนตำแหน่งงาน' }).click();
  await expect(confirmWithdraw).toBeHidden();
  await expect(row.getByText('ถอนแล้ว')).toBeVisible();
  await adminPage.context().close();

  // 4. The student no longer sees it as available: not among open positions, not in the list, not on /favorite.
  await studentPage.goto(`/opening?search=${encodeURIComponent(THAI_WORD)}&onlyAvailablePositions=true`);
  await expect(studentPage.getByText('ไม่พบตำแหน่งงานที่ตรงกับเงื่อนไข')).toBeVisible();
  await studentPage.goto(`/opening?search=${encodeURIComponent(titles[0])}`);
  await expect(studentPage.getByTestId('opening-card')).toHaveCount(0);
  await studentPage.goto('/favorite');
  await expect(studentPage.getByTestId('opening-card').filter({ hasText: titles[0] })).toHaveCount(0);

  await studentPage.setViewportSize({ width: 390, height: 844 });
  await studentPage.goto('/opening');
  await expect(studentPage.getByTestId('opening-card').first()).toBeVisible();
  await expectAccessible(studentPage);
  await screenshot(studentPage, 'openings-student-list-mobile');
  await studentPage.context().close();
});
