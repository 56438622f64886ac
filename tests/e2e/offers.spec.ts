import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url';
import { chooseSessionGroup, DEV_LOGIN_SECRET, screenshot } from './support';

/**
 * The offer phase for the unmatched (docs/offers.md), on the seeded term in its offer phase:
 *  1. the admin sets the round's offer phase end (a few days from now);
 *  2. a company user sends an offer to an unmatched student for an opening with a place left, through the send dialog
 *     (the Thai date-time picker keeps its 48-hour default);
 *  3. the student sees it and accepts it, after a confirmation;
 *  4. the admin's matching results and the company's matched students show the placement as made in the offer phase.
 * Each run enrolls a student not yet in the session (so it is unmatched) and withdraws the offers earlier runs left
 * waiting. An accepted place cannot be given back after the results (no undo), so each run takes one of the demo
 * company's four free places: a fresh database runs the story four times.
 */
const OFFER_SESSION_TITLE = 'ฝึกงานระหว่างภาคการศึกษา 2569 (ช่วงยื่นข้อเสนอ)';
const DAY = 24 * 60 * 60 * 1000;
/** The seeded waiting offer to the demo student `student` is left as it is. */
const DEMO_STUDENT_ID = '6730000121';

type Session = { sessionId: number; sessionGroupId: number; title: string };
type OfferOpening = { openingId: number; title: string; remainingQuota: number };
type Student = { studentId: string };

let admin: APIRequestContext;
let company: APIRequestContext;
let session: Session;
let opening: OfferOpening;
let studentId: string;

async function signedInApi(role: 'admin' | 'company_user') {
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

async function pageAs(browser: Browser, role: 'admin' | 'company_user'): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  expect(
    (await page.request.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status(),
  ).toBe(200);
  return page;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  [admin, company] = await Promise.all([signedInApi('admin'), signedInApi('company_user')]);
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  const found = sessions.find((candidate) => candidate.title === OFFER_SESSION_TITLE);
  expect(found, 'the seeded term in its offer phase').toBeTruthy();
  session = found!;
  const outside = await ok<{ items: Student[] }>(admin.get(`/api/admin/sessions/${session.sessionId}/not-enrolled-students?limit=1`));
  studentId = outside.items[0].studentId;
  await ok(admin.post(`/api/admin/sessions/${session.sessionId}/enrollments`, { data: { studentIds: [studentId] } }), 200).catch(async () =>
    ok(admin.post(`/api/admin/sessions/${session.sessionId}/enrollments`, { data: { studentIds: [studentId] } }), 201),
  );
});

test.afterAll(async () => {
  await Promise.all([admin?.dispose(), company?.dispose()]);
});

/** Withdraws the offers earlier runs left waiting (all but the seeded one to the demo student), freeing their places. */
async function withdrawLeftovers() {
  const phase = await ok<{ offers: { offerId: number; studentId: string; status: string }[] }>(
    company.get(`/api/company/sessions/${session.sessionId}/offer-phase`),
  );
  for (const offer of phase.offers)
    if (offer.status === 'OFFERED' && offer.studentId !== DEMO_STUDENT_ID)
      await ok(company.post(`/api/company/offers/${offer.offerId}/withdraw`));
}

test('1. the admin sets the round’s offer phase end', async () => {
  const endsAt = new Date(Date.now() + 3 * DAY).toISOString();
  const set = await ok<{ endsAt: string }>(
    admin.put(`/api/admin/session-groups/${session.sessionGroupId}/rounds/1/offer-phase`, { data: { endsAt } }),
  );
  expect(set.endsAt).toBe(endsAt);
  await withdrawLeftovers();
  const phase = await ok<{ openings: OfferOpening[] }>(company.get(`/api/company/sessions/${session.sessionId}/offer-phase`));
  const withPlace = phase.openings.find((candidate) => candidate.remainingQuota > 0);
  expect(withPlace, 'an opening of the company with a place left').toBeTruthy();
  opening = withPlace!;
});

test('2. the company sends an offer through the dialog', async ({ browser }) => {
  const page = await pageAs(browser, 'company_user');
  await chooseSessionGroup(page, session.sessionGroupId);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/company/offers?sessionId=${session.sessionId}&search=${studentId}`);
  const send = page.getByRole('button', { name: /^ส่งข้อเสนอถึง/ });
  await expect(send).toHaveCount(1);
  await send.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /ส่งข้อเสนอถึง/ })).toBeVisible();
  await dialog.getByLabel('ตำแหน่ง').selectOption(String(opening.openingId));
  await screenshot(page, 'offers-send-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'offers-send-dialog-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'ส่งข้อเสนอ', exact: true }).click();
  await expect(page.getByText('ส่งข้อเสนอแล้ว').first()).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('3. the student sees the offer and accepts it', async ({ browser }) => {
  const page = await pageAs(browser, 'admin');
  // The admin acts as the student (the student's own screens, under an assumed identity).
  expect((await page.request.post('/api/admin/auth/assume-identity/student', { data: { studentId } })).status()).toBe(200);
  await chooseSessionGroup(page, session.sessionGroupId);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/offers?sessionId=${session.sessionId}`);
  await expect(page.getByText(opening.title).first()).toBeVisible();
  await screenshot(page, 'offers-student-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'offers-student-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'ตอบรับ' }).first().click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'ตอบรับ' }).click();
  await expect(page.getByText('ตอบรับแล้ว').first()).toBeVisible({ timeout: 60_000 });
  await page.request.post('/api/auth/reassume-identity');
  await page.context().close();
});

test('4. the results show the placement as made in the offer phase', async ({ browser }) => {
  // The admin's results of the round keep the placement as a row with source OFFER.
  const results = JSON.stringify(await ok(admin.get(`/api/admin/sessions/${session.sessionId}/matching/1`)));
  expect(results).toContain(studentId);
  expect(results).toMatch(/"source":"OFFER"/);
  const companyPage = await pageAs(browser, 'company_user');
  await chooseSessionGroup(companyPage, session.sessionGroupId);
  await companyPage.goto(`/applicant/${opening.openingId}/session/${session.sessionId}/result`);
  await expect(companyPage.getByRole('row').filter({ hasText: studentId })).toContainText('ช่วงยื่นข้อเสนอ', { timeout: 60_000 });
  await companyPage.context().close();
});
