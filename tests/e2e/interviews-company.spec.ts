import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './base-url';
import { DEV_LOGIN_SECRET, expectAccessible, screenshot } from './support';

/**
 * The company's interview slots (docs/interviews.md) on the seeded term in its interviews:
 *  1. the company opens its opening's interview screen from the applicants page and sees the seeded slots with who
 *     booked them and the applicants without a booking;
 *  2. it publishes a slot for two chosen applicants through the dialog (a start in the past is refused first, with
 *     the server's reason in the dialog), then changes its capacity and place; a change to it after it was cancelled
 *     elsewhere is refused with the server's 409 in the dialog;
 *  3. the demo student books a second new slot; the company cancels it after a confirmation naming that student;
 *  4. the admin's session screen shows the round's interview progress with the demo company's opening.
 * Only the slots this story makes are touched (each run's own place text); the ones left live are cancelled at the
 * end, so the stories after it see the seeded slots and bookings as written.
 */
const INTERVIEW_SESSION_TITLE = 'สหกิจศึกษา 2570 (ช่วงสัมภาษณ์)';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const TAG = `e2e-${Date.now().toString(36)}`;

type Student = { studentId: string; firstNameTh: string | null; lastNameTh: string | null };
type Slot = {
  slotId: number;
  location: string;
  isCancelled: boolean;
  bookings: (Student & { bookingId: number })[];
};
type OpeningInterviews = { openingId: number; openingTitle: string; slots: Slot[]; applicantsWithoutBooking: Student[] };

let admin: APIRequestContext;
let company: APIRequestContext;
let student: APIRequestContext;
let sessionId: number;
let openingId: number;
let seeded: OpeningInterviews;

async function signedInApi(role: 'admin' | 'company_user' | 'student') {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  const answer = await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } });
  expect(answer.status()).toBe(200);
  return context;
}

async function ok<T>(answer: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function pageAs(browser: Browser, role: 'admin' | 'company_user', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  expect(
    (await page.request.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } })).status(),
  ).toBe(200);
  return page;
}

const interviewsPath = () => `/api/company/sessions/${sessionId}/openings/${openingId}/interview-slots`;
const name = (student: Student) => [student.firstNameTh, student.lastNameTh].filter(Boolean).join(' ') || student.studentId;

/** `18/12/2569 16:00`: a Bangkok wall-clock time the way the Thai date-time field takes it, whole days and hours from today. */
function thaiDateTime(days: number, hour: number): string {
  const bangkokNow = new Date(Date.now() + 7 * HOUR);
  const day = new Date(Date.UTC(bangkokNow.getUTCFullYear(), bangkokNow.getUTCMonth(), bangkokNow.getUTCDate()) + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear() + 543} ${pad(hour)}:00`;
}

/** The slot card (a group named by its time, `… 09:30–10:00 น.`) whose place is `location` (each run's places carry its tag). */
const slotCard = (page: Page, location: string) => page.getByRole('group', { name: /–\d{2}:\d{2} น\.$/ }).filter({ hasText: location });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  [admin, company, student] = await Promise.all([signedInApi('admin'), signedInApi('company_user'), signedInApi('student')]);
  const sessions = await ok<{ sessionId: number; title: string }[]>(admin.get('/api/common/sessions'));
  const session = sessions.find((candidate) => candidate.title === INTERVIEW_SESSION_TITLE);
  expect(session, 'the seeded term in its interviews').toBeTruthy();
  sessionId = session!.sessionId;
  const openings = await ok<{ items: { openingId: number }[] }>(company.get(`/api/company/sessions/${sessionId}/openings`));
  openingId = openings.items[0].openingId;
  seeded = await ok<OpeningInterviews>(company.get(interviewsPath()));
  expect(seeded.applicantsWithoutBooking.length, 'applicants to choose').toBeGreaterThanOrEqual(2);
});

test.afterAll(async () => {
  if (company && sessionId) {
    const now = await ok<OpeningInterviews>(company.get(interviewsPath()));
    for (const slot of now.slots.filter((candidate) => candidate.location.includes(TAG) && !candidate.isCancelled))
      await ok(company.delete(`/api/company/interview-slots/${slot.slotId}`));
  }
  await Promise.all([admin?.dispose(), company?.dispose(), student?.dispose()]);
});

test('the company publishes a slot for chosen applicants, changes it and sees who booked', async ({ browser }) => {
  const page = await pageAs(browser, 'company_user');
  await page.goto(`/applicant/${openingId}/session/${sessionId}`);
  await page.getByRole('link', { name: 'เวลาสัมภาษณ์' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicant/${openingId}/session/${sessionId}/interviews$`));
  await expect(page.getByRole('heading', { name: 'เวลาสัมภาษณ์', level: 1 })).toBeVisible();

  // Who booked the seeded slots, and who has not booked.
  const booked = seeded.slots.filter((slot) => !slot.isCancelled).flatMap((slot) => slot.bookings);
  expect(booked.length).toBeGreaterThan(0);
  for (const booking of booked) await expect(page.getByText(name(booking), { exact: true }).first()).toBeVisible();
  const waiting = page.getByRole('heading', { name: /ผู้สมัครที่ยังไม่ได้จองเวลา/ });
  await expect(waiting).toHaveText(`ผู้สมัครที่ยังไม่ได้จองเวลา (${seeded.applicantsWithoutBooking.length})`);
  await expect(page.getByRole('heading', { name: 'ปฏิทินของฉัน' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'interviews-company-1280');

  // Publish: a start in the past is refused by the server, its reason shown in the dialog; then a real one.
  const [first, second] = seeded.applicantsWithoutBooking;
  const place = `ห้องสัมภาษณ์ ${TAG}`;
  await page.getByRole('button', { name: 'เพิ่มเวลาสัมภาษณ์' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มเวลาสัมภาษณ์' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('วันและเวลาเริ่ม').fill(thaiDateTime(-1, 10));
  await dialog.getByLabel('ความยาว (นาที)').fill('45');
  await dialog.getByLabel('สถานที่สัมภาษณ์').fill(place);
  await dialog.getByLabel('จำนวนที่รับต่อเวลา (คน)').fill('2');
  await dialog.getByLabel('เฉพาะผู้สมัครที่เลือก').check();
  await dialog.getByRole('checkbox', { name: new RegExp(first.studentId) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(second.studentId) }).check();
  await dialog.getByLabel('หมายเหตุถึงผู้สมัคร').fill('นำบัตรนิสิตมาด้วย');
  await expectAccessible(page);
  await screenshot(page, 'interviews-company-dialog-1280');
  await dialog.getByRole('button', { name: 'เพิ่มเวลาสัมภาษณ์' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('เวลาเริ่มสัมภาษณ์ต้องเป็นเวลาในอนาคต');
  await dialog.getByLabel('วันและเวลาเริ่ม').fill(thaiDateTime(5, 16));
  await dialog.getByRole('button', { name: 'เพิ่มเวลาสัมภาษณ์' }).click();
  await expect(dialog).toBeHidden();
  const created = slotCard(page, place);
  await expect(created).toContainText('เฉพาะผู้สมัครที่เลือก 2 คน');
  await expect(created).toContainText(name(first));
  await expect(created).toContainText('จองแล้ว 0/2 ที่');
  await expect(created).toContainText('นำบัตรนิสิตมาด้วย');

  // Change it: a bigger group and another room.
  await created.getByRole('button', { name: /^แก้ไขเวลาสัมภาษณ์/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'แก้ไขเวลาสัมภาษณ์' });
  await expect(editDialog.getByLabel('สถานที่สัมภาษณ์')).toHaveValue(place);
  await editDialog.getByLabel('จำนวนที่รับต่อเวลา (คน)').fill('3');
  await editDialog.getByLabel('สถานที่สัมภาษณ์').fill(`${place} ชั้น 5`);
  await editDialog.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(editDialog).toBeHidden();
  const changed = slotCard(page, `${place} ชั้น 5`);
  await expect(changed).toContainText('จองแล้ว 0/3 ที่');
  await expect(changed).toContainText('สัมภาษณ์กลุ่ม 3 คน');

  // A change to a slot cancelled meanwhile (another user of the company): the server's 409 stays in the dialog, and
  // the list is read again when it closes.
  await changed.getByRole('button', { name: /^แก้ไขเวลาสัมภาษณ์/ }).click();
  const list = await ok<OpeningInterviews>(company.get(interviewsPath()));
  const mine = list.slots.find((candidate) => candidate.location === `${place} ชั้น 5`)!;
  await ok(company.delete(`/api/company/interview-slots/${mine.slotId}`));
  await editDialog.getByLabel('หมายเหตุถึงผู้สมัคร').fill('นำบัตรนิสิตและแฟ้มผลงานมาด้วย');
  await editDialog.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(editDialog.getByRole('alert')).toHaveText('เวลาสัมภาษณ์นี้ถูกยกเลิกแล้ว');
  await screenshot(page, 'interviews-company-refused-1280');
  await editDialog.getByRole('button', { name: 'ยกเลิก', exact: true }).click();
  await expect(editDialog).toBeHidden();
  // Re-read: no longer among the live slots (the cancelled ones are folded away).
  await expect(slotCard(page, `${place} ชั้น 5`)).toHaveCount(0);
  await expect(page.getByText(/^เวลาที่ยกเลิกแล้ว \(\d+\)$/)).toBeVisible();
  await page.context().close();
});

test('the company cancels a booked slot after a confirmation naming who will be told', async ({ browser }) => {
  // A slot of this run, booked by the demo student (an applicant of the opening without a booking on it).
  const place = `ห้องประชุมเล็ก ${TAG}`;
  const bangkokToday = Math.floor((Date.now() + 7 * HOUR) / DAY) * DAY - 7 * HOUR;
  const slot = await ok<Slot>(
    company.post(interviewsPath(), {
      data: {
        startsAt: new Date(bangkokToday + 5 * DAY + 11 * HOUR).toISOString(),
        lengthMinutes: 30,
        locationKind: 'PLACE',
        location: place,
        capacity: 1,
      },
    }),
    201,
  );
  const booking = await ok<{ bookingId: number }>(student.post('/api/student/interview-bookings', { data: { slotId: slot.slotId } }), 201);
  const after = await ok<OpeningInterviews>(company.get(interviewsPath()));
  const booker = after.slots.find((candidate) => candidate.slotId === slot.slotId)!.bookings[0];
  expect(booker.bookingId).toBe(booking.bookingId);

  const page = await pageAs(browser, 'company_user', 390);
  await page.goto(`/applicant/${openingId}/session/${sessionId}/interviews`);
  const card = slotCard(page, place);
  await expect(card).toContainText(name(booker));
  await expect(card).toContainText('จองแล้ว 1/1 ที่ (เต็ม)');
  await expectAccessible(page);
  await screenshot(page, 'interviews-company-390');

  await card.getByRole('button', { name: /^ยกเลิกเวลาสัมภาษณ์/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ยกเลิกเวลาสัมภาษณ์นี้?' });
  await expect(confirm).toContainText(`ผู้ที่จองไว้ 1 คน (${name(booker)}) จะได้รับแจ้ง`);
  await screenshot(page, 'interviews-company-cancel-390');
  await confirm.getByRole('button', { name: 'ยกเลิกเวลาสัมภาษณ์' }).click();
  await expect(confirm).toBeHidden();
  // Cancelled slots stay listed, folded below the live ones and marked.
  await page.getByText(/^เวลาที่ยกเลิกแล้ว \(\d+\)$/).click();
  const cancelledList = page.getByRole('list', { name: 'เวลาที่ยกเลิกแล้ว' });
  await expect(cancelledList.getByRole('group').filter({ hasText: place }).getByText('ยกเลิกแล้ว', { exact: true })).toBeVisible();
  await expect(slotCard(page, place)).not.toContainText('จองแล้ว');
  // The seat is free again for the student: they hold no booking of this opening now.
  const final = await ok<OpeningInterviews>(company.get(interviewsPath()));
  expect(final.applicantsWithoutBooking.map((candidate) => candidate.studentId)).toContain(booker.studentId);
  await page.context().close();
});

test('the admin sees the round interview progress on the session screen', async ({ browser }) => {
  for (const width of [1280, 390]) {
    const page = await pageAs(browser, 'admin', width);
    await page.goto(`/session/${sessionId}`);
    const card = page.getByTestId('admin-interview-progress-card');
    await expect(card.getByRole('heading', { name: 'การสัมภาษณ์' })).toBeVisible();
    await expect(card).toContainText(seeded.openingTitle);
    const unbooked = card.locator('details').first();
    await unbooked.locator('summary').click();
    await expect(unbooked.locator('li').first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `interviews-admin-progress-${width}`);
    await page.context().close();
  }
});
