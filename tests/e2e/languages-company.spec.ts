import { expect as baseExpect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEV_LOGIN_SECRET, chooseSessionGroup, chooseThaiAgain, expectAccessible, screenshot, signInInEnglish } from './support';
import { E2E_BASE_URL } from './base-url';

/*
 * The company's applicants in English (docs/languages.md): the demo company user, whose browser and choice are English,
 * opens /applicant, an opening's applicants, ranks them (one not considered, one rank shared, a note) and submits.
 * Like the admin-support story, it uses the demo group's second session (the demo company's co-op opening), so the
 * full-round story's session stays as seeded; the company's ranking is unsubmitted and the group's dates put back after.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ locale: 'en-US' });

const THAI_LETTER = /[\u0E00-\u0E7F]/;
const MINUTE = 60_000;
const NOTE = 'Your skills do not match this opening yet';

type Session = {
  sessionId: number;
  sessionGroupId: number;
  title: string;
  currentRound: number;
  minimumApplicationPerStudent: number;
  minimumUniqueCompanyCountPerStudent: number;
};
type Round = { round: number } & Record<string, string | number | null>;
type SessionGroup = { sessionGroupId: number; title: string; currentRound: number; rounds: Round[] };
type Opening = { openingId: number; title: string; status?: string; company: { companyId: number; companyNameTh: string } };
type Student = {
  studentId: string;
  titleTh: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
};
type Company = { companyId: number; companyNameTh: string; companyNameEn: string };

const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');
/** The name as an English page shows it: the English name, else the Thai one, else the student id. */
const englishName = (student: Student) =>
  join(student.firstNameEn, student.lastNameEn) || join(student.firstNameTh, student.lastNameTh) || student.studentId;

let admin: APIRequestContext;
let session: Session;
let group: SessionGroup;
let originalRounds: Round[];
let opening: Opening;
let company: Company;
let applicants: Student[];
let applicationCount = 0;
/** Texts from the seed (names, titles): the page may show them in Thai. */
let dataTexts: string[] = [];

async function signedInApi(role: 'admin' | 'company_user' | 'student') {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status()).toBe(
    200,
  );
  return context;
}

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The page's visible text, outside the elements marked as Thai and without the seed's data, has no Thai letter. */
async function expectNoThaiText(page: Page) {
  let text = await page.evaluate(() => {
    // The page's own content: the header carries the person's initials and the group's name, which are data.
    const clone = (document.querySelector('main') ?? document.body).cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="th"], script, style')) element.remove();
    return clone.innerText;
  });
  for (const data of [...dataTexts].sort((a, b) => b.length - a.length)) text = text.split(data).join('');
  expect(text.split('\n').filter((line) => THAI_LETTER.test(line))).toEqual([]);
}

const companyOpeningTitles: string[] = [];

test.beforeAll(async () => {
  admin = await signedInApi('admin');
  const [student, companyApi] = await Promise.all([signedInApi('student'), signedInApi('company_user')]);
  const demoSession = (await ok<Session[]>(student.get('/api/common/sessions')))[0];
  company = await ok<Company>(companyApi.get('/api/company/me'));
  const me = await ok<{ displayName: string }>(companyApi.get('/api/auth/me'));
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  session = sessions.find(
    (candidate) => candidate.sessionGroupId === demoSession.sessionGroupId && candidate.sessionId !== demoSession.sessionId,
  )!;
  expect(session, 'the demo group has a second session').toBeTruthy();
  const own = await ok<{ items: Opening[] }>(companyApi.get(`/api/company/sessions/${session.sessionId}/openings?limit=100`));
  opening = own.items.find((candidate) => candidate.status === 'PUBLISHED')!;
  expect(opening, 'the demo company publishes an opening in the second session').toBeTruthy();
  // The overview lists the company's openings of every session of the group: their titles are data too.
  for (const candidate of sessions.filter((item) => item.sessionGroupId === session.sessionGroupId)) {
    const openings = await ok<{ items: Opening[] }>(companyApi.get(`/api/company/sessions/${candidate.sessionId}/openings?limit=100`));
    companyOpeningTitles.push(...openings.items.map((item) => item.title));
  }
  await Promise.all([student.dispose(), companyApi.dispose()]);

  group = await ok<SessionGroup>(admin.get(`/api/admin/session-groups/${session.sessionGroupId}`));
  originalRounds = group.rounds;

  // Two students of the session who have not ranked yet apply to the demo company's opening first.
  const pending = await ok<{ items: { student: Student }[] }>(
    admin.get(`/api/admin/sessions/${session.sessionId}/enrollments?status=RANKING_PENDING&limit=100`),
  );
  applicants = pending.items.slice(-2).map((item) => item.student);
  expect(applicants, 'two students of the session still to rank').toHaveLength(2);
  for (const applicant of applicants) {
    await ok(admin.post('/api/admin/auth/assume-identity/student', { data: { studentId: applicant.studentId } }));
    const available = await ok<{ items: Opening[] }>(
      admin.get(`/api/sessions/${session.sessionId}/openings?onlyAvailablePositions=true&limit=100`),
    );
    const picks = [available.items.find((candidate) => candidate.openingId === opening.openingId) ?? opening];
    for (const candidate of available.items) {
      const companies = new Set(picks.map((pick) => pick.company.companyId));
      if (picks.length >= session.minimumApplicationPerStudent && companies.size >= session.minimumUniqueCompanyCountPerStudent) break;
      if (picks.some((pick) => pick.openingId === candidate.openingId)) continue;
      if (companies.size < session.minimumUniqueCompanyCountPerStudent && companies.has(candidate.company.companyId)) continue;
      picks.push(candidate);
    }
    await ok(
      admin.post(`/api/student/sessions/${session.sessionId}/ranking`, { data: { openingIds: picks.map((pick) => pick.openingId) } }),
      201,
    );
    await ok(admin.post('/api/auth/reassume-identity'));
  }

  // The company ranking window of the session's round: applications announced, the company deadline an hour away.
  const now = Date.now();
  const offsets: Record<string, number> = {
    openingSubmissionDeadline: -240,
    openingAnnouncementDate: -180,
    studentRankingDeadline: -120,
    applicationAnnouncementDate: -60,
    companyRankingDeadline: 60,
    reorderRankingDeadline: 90,
    cancelRankingDeadline: 90,
    resultAnnouncementDate: 120,
  };
  const rounds = originalRounds.map((item) =>
    item.round === session.currentRound
      ? {
          ...item,
          ...Object.fromEntries(Object.entries(offsets).map(([key, minutes]) => [key, new Date(now + minutes * MINUTE).toISOString()])),
        }
      : item,
  );
  await ok(admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds } }));

  const applications = await ok<{ items: (Student & { applicationId: number })[] }>(
    admin.get(`/api/admin/openings/${opening.openingId}/applications/${session.currentRound}?limit=100`),
  );
  applicationCount = applications.items.length;
  dataTexts = [
    group.title,
    ...sessions.filter((candidate) => candidate.sessionGroupId === group.sessionGroupId).map((candidate) => candidate.title),
    opening.title,
    ...companyOpeningTitles,
    company.companyNameTh,
    company.companyNameEn,
    me.displayName,
    ...applications.items.flatMap((item) => [
      englishName(item),
      join(item.titleTh, item.firstNameTh, item.lastNameTh),
      join(item.firstNameTh, item.lastNameTh),
    ]),
  ].filter(Boolean);
});

test.afterAll(async () => {
  if (!admin) return;
  // The company's ranking back to a draft and the group's dates as they were, for the specs that follow.
  await admin.delete(`/api/admin/openings/${opening?.openingId}/ranking/${session?.currentRound}`);
  if (originalRounds) await admin.patch(`/api/admin/session-groups/${session.sessionGroupId}`, { data: { rounds: originalRounds } });
  await admin.dispose();
});

// The demo account keeps the language it signed in with: Thai again for the specs that follow.
test.afterEach(async ({ page }) => chooseThaiAgain(page));

test('the company sees its applicants in English, ranks them and submits the ranking', async ({ page }) => {
  await signInInEnglish(page, DEMO.company);
  // Specs that ran before may have added newer groups, which the header picks first: choose the demo one.
  await chooseSessionGroup(page, group.sessionGroupId);

  await page.goto('/applicant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: opening.title });
  await expect(row).toContainText('Not submitted yet');
  await expect(row.getByRole('link', { name: `Rank applicants for ${opening.title}` })).toBeVisible();
  await expectNoThaiText(page);
  await expectAccessible(page);
  await screenshot(page, 'applicant-overview-en');
  await row.getByRole('link', { name: opening.title, exact: true }).click();
  await page.waitForURL(`**/applicant/${opening.openingId}/session/${session.sessionId}`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(applicationCount === 1 ? '1 applicant' : `${applicationCount} applicants`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Round ${session.currentRound} ranking not submitted yet`)).toBeVisible();
  for (const applicant of applicants)
    await expect(page.getByRole('link', { name: englishName(applicant) })).toHaveAttribute('href', /^\/student\/profile\//);
  await expectNoThaiText(page);
  await expectAccessible(page);
  await screenshot(page, 'applicant-list-en');

  await page.getByRole('link', { name: 'Rank applicants', exact: true }).click();
  await page.waitForURL('**/ranking');
  await expect(page.getByRole('heading', { name: 'Rank applicants', level: 1 })).toBeVisible();
  const ranked = page.getByTestId('ranked-applicant');
  await expect(ranked).toHaveCount(applicationCount);
  const excluded = englishName(applicants[1]);
  await page.getByRole('button', { name: `Do not consider ${excluded}` }).click();
  await expect(ranked).toHaveCount(applicationCount - 1);
  await expect(page.getByRole('list', { name: 'Applicants not considered' })).toContainText(excluded);
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.getByLabel('Share rank').first().check();
  await page.getByLabel('Note to the applicants not considered (optional)').fill(NOTE);
  await expectNoThaiText(page);
  await expectAccessible(page);
  await screenshot(page, 'applicant-ranking-draft-en');

  await page.getByRole('button', { name: 'Submit the ranking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Selected: ${applicationCount - 1}. Not considered: 1. Rank shared: 1.`);
  await dialog.getByRole('button', { name: 'Submit ranking', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Submitted order (${applicationCount - 1})` })).toBeVisible();
  await expect(page.getByText(`Note: ${NOTE}`)).toBeVisible();
  await expect(page.getByText(/^Ranking submitted /).first()).toBeVisible();
  await expectNoThaiText(page);
  await expectAccessible(page);
  await screenshot(page, 'applicant-ranking-submitted-en');
});
