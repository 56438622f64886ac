import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_BASE_URL } from './base-url';
import { DEV_LOGIN_SECRET, devLogin, expectAccessible, screenshot } from './support';

/**
 * The student's "การสัมภาษณ์ของฉัน" (docs/interviews.md) on the seeded term in its interviews: the demo student sees
 * the booking on the second company's opening and downloads its .ics; the demo company publishes four slots of its own
 * opening for this run (marked by their note); another applicant takes the last seat of one while the student's page
 * still shows it free, so the student's press gets the Thai 409 and the refreshed list; a slot overlapping the seeded
 * booking is refused the same way; the student books a slot, moves it, cancels it, then makes, rotates and revokes the
 * private calendar feed. Only the run's own slots are written to, and they are cancelled at the end (and at the start,
 * after a run that stopped half-way), which frees every booking made on them: the seeded rows stay as they were.
 */
const INTERVIEW_SESSION_TITLE = 'สหกิจศึกษา 2570 (ช่วงสัมภาษณ์)';
const RUN_NOTE = 'นัดของชุดทดสอบหน้าการสัมภาษณ์ของนิสิต';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const BANGKOK_OFFSET = 7 * HOUR;
const SLOT_FULL_MESSAGE = 'เวลาสัมภาษณ์นี้มีผู้จองเต็มแล้ว กรุณาเลือกเวลาอื่น';
const OVERLAP_MESSAGE = 'เวลานี้ซ้อนกับการสัมภาษณ์ที่คุณจองไว้แล้ว';
const CUTOFF_MESSAGE = 'หมดเขตจองเวลาสัมภาษณ์นี้';

type Session = { sessionId: number; title: string };
type Slot = { slotId: number; startsAt: string; note: string | null; isCancelled: boolean };
type OpeningInterviews = { openingTitle: string; slots: Slot[]; applicantsWithoutBooking: { studentId: string }[] };
type StudentSlot = { slotId: number; openingId: number; openingTitle: string; startsAt: string; endsAt: string };
type StudentInterviews = { bookings: { bookingId: number; slot: StudentSlot }[]; offeredSlots: StudentSlot[] };

let admin: APIRequestContext;
let company: APIRequestContext;
let sessionId: number;
let openingId: number;

async function signedInApi(role: 'admin' | 'company_user') {
  const context = await request.newContext({ baseURL: E2E_BASE_URL });
  const answer = await context.get(`/api/auth/devlogin?role=${role}`, { headers: { 'x-dev-login-secret': DEV_LOGIN_SECRET } });
  expect(answer.status()).toBe(200);
  return context;
}

async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

const slotsPath = () => `/api/company/sessions/${sessionId}/openings/${openingId}/interview-slots`;

/** Moves a slot's booking cut-off (the company may set any instant not after the start, a past one too). */
async function setCutoff(slotId: number, bookingCutoffAt: Date) {
  await ok(company.patch(`/api/company/interview-slots/${slotId}`, { data: { bookingCutoffAt: bookingCutoffAt.toISOString() } }));
}

/** Cancels this spec's live slots (earlier runs' too): their bookings are freed with them. */
async function cancelRunSlots() {
  const view = await ok<OpeningInterviews>(company.get(slotsPath()));
  for (const slot of view.slots)
    if (slot.note === RUN_NOTE && !slot.isCancelled) await ok(company.delete(`/api/company/interview-slots/${slot.slotId}`));
}

async function publishSlot(startsAt: Date, lengthMinutes: number, capacity: number): Promise<number> {
  const created = await ok<Slot>(
    company.post(slotsPath(), {
      data: {
        startsAt: startsAt.toISOString(),
        lengthMinutes,
        locationKind: 'PLACE',
        location: 'ห้องสัมภาษณ์ 5 ชั้น 8',
        capacity,
        note: RUN_NOTE,
      },
    }),
    201,
  );
  return created.slotId;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  [admin, company] = await Promise.all([signedInApi('admin'), signedInApi('company_user')]);
  const sessions = await ok<Session[]>(admin.get('/api/common/sessions'));
  const found = sessions.find((candidate) => candidate.title === INTERVIEW_SESSION_TITLE);
  expect(found, 'the seeded term in its interviews').toBeTruthy();
  sessionId = found!.sessionId;
  const openings = await ok<{ items: { openingId: number }[] }>(company.get(`/api/company/sessions/${sessionId}/openings`));
  openingId = openings.items[0].openingId;
  await cancelRunSlots();
});

test.afterAll(async () => {
  if (company && openingId) await cancelRunSlots();
  await Promise.all([admin?.dispose(), company?.dispose()]);
});

test('the student books, is refused in Thai, moves and cancels interviews, and makes a calendar feed', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  const page = await context.newPage();
  await devLogin(page, 'student');
  const me = await ok<{ studentId: string }>(page.request.get('/api/auth/me'));
  const before = await ok<StudentInterviews>(page.request.get('/api/student/interviews'));
  const seeded = before.bookings.find((booking) => booking.slot.openingId !== openingId);
  expect(seeded, 'the seeded booking on the second company’s opening').toBeTruthy();
  const feedBefore = await ok<{ isActive: boolean }>(page.request.get('/api/calendar-feed'));
  if (feedBefore.isActive) await ok(page.request.delete('/api/calendar-feed'));

  // This run's slots on the demo company's opening, two to five days ahead at round Bangkok hours.
  const bangkokMidnight = Math.floor((Date.now() + BANGKOK_OFFSET) / DAY) * DAY - BANGKOK_OFFSET;
  const at = (days: number, hours: number) => new Date(bangkokMidnight + days * DAY + hours * HOUR);
  const freeSlot = await publishSlot(at(5, 9), 30, 2);
  const moveTarget = await publishSlot(at(5, 11), 30, 1);
  const lastSeat = await publishSlot(at(5, 13), 30, 1);
  const overlapping = await publishSlot(new Date(seeded!.slot.startsAt), 30, 3);
  const closing = await publishSlot(at(5, 15), 30, 2);
  const rival = (await ok<OpeningInterviews>(company.get(slotsPath()))).applicantsWithoutBooking.find(
    (applicant) => applicant.studentId !== me.studentId,
  );
  expect(rival, 'another applicant of the opening with no booking').toBeTruthy();

  await test.step('the booking and its calendar file', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/interviews');
    await expect(page.getByRole('heading', { name: 'การสัมภาษณ์ของฉัน', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'สัมภาษณ์' }).first()).toBeVisible();
    const bookings = page.getByRole('list', { name: 'การจองของฉัน' });
    await expect(bookings.getByText(seeded!.slot.openingTitle)).toBeVisible();
    await expect(page.locator(`li[data-slot-id="${lastSeat}"]`)).toContainText('ว่าง (สัมภาษณ์เดี่ยว)');
    await screenshot(page, 'interviews-student-1280');
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bookings.getByRole('link', { name: 'ดาวน์โหลด .ics' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
  });

  await test.step('another applicant takes the last seat first: the student gets the Thai 409 and the refreshed list', async () => {
    await ok(admin.post('/api/admin/auth/assume-identity/student', { data: { studentId: rival!.studentId } }));
    await ok(admin.post('/api/student/interview-bookings', { data: { slotId: lastSeat } }), 201);
    await ok(admin.post('/api/auth/reassume-identity'));
    const row = page.locator(`li[data-slot-id="${lastSeat}"]`);
    await row.getByRole('button', { name: /^จอง/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: SLOT_FULL_MESSAGE });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(row).toContainText('เต็มแล้ว');
    await expect(row.getByRole('button', { name: /^จอง/ })).toBeDisabled();
    await screenshot(page, 'interviews-student-full-1280');
  });

  await test.step('a slot overlapping the seeded booking is refused in Thai', async () => {
    await page.reload();
    await page.locator(`li[data-slot-id="${overlapping}"]`).getByRole('button', { name: /^จอง/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: OVERLAP_MESSAGE })).toBeVisible();
  });

  await test.step('a slot whose cut-off passed while the page was open is refused in Thai', async () => {
    // A fresh page first: the refresh that follows the previous step's 409 must not land after the cut-off moves, or
    // the list would already show the slot closed and nothing would be left to refuse.
    await page.reload();
    const row = page.locator(`li[data-slot-id="${closing}"]`);
    await expect(row.getByRole('button', { name: /^จอง/ })).toBeEnabled();
    await setCutoff(closing, new Date(Date.now() - 60_000));
    await row.getByRole('button', { name: /^จอง/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: CUTOFF_MESSAGE })).toBeVisible();
    await expect(row).toContainText('หมดเขตจองเมื่อ');
    await expect(row.getByRole('button', { name: /^จอง/ })).toBeDisabled();
  });

  await test.step('book a free slot', async () => {
    await page.locator(`li[data-slot-id="${freeSlot}"]`).getByRole('button', { name: /^จอง/ }).click();
    await expect(page.getByText('จองเวลาสัมภาษณ์แล้ว').first()).toBeVisible();
    await expect(page.locator(`li[data-slot-id="${freeSlot}"]`)).toHaveCount(0);
    const bookings = page.getByRole('list', { name: 'การจองของฉัน' });
    await expect(bookings.getByRole('listitem')).toHaveCount(before.bookings.length + 1);
    // One booking per opening: the opening's other slots now point to "move".
    await expect(page.locator(`li[data-slot-id="${moveTarget}"]`).getByRole('button', { name: /^จอง/ })).toBeDisabled();
  });

  await test.step('move the booking to another slot of the opening', async () => {
    const title = (await ok<OpeningInterviews>(company.get(slotsPath()))).openingTitle;
    await page.getByRole('button', { name: `ย้ายเวลา ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'ย้ายเวลาสัมภาษณ์' });
    await expect(dialog).toBeVisible();
    await dialog.locator(`input[type="radio"][value="${moveTarget}"]`).check();
    await screenshot(page, 'interviews-student-move-1280');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interviews-student-move-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'ย้ายไปเวลานี้' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('ย้ายเวลาสัมภาษณ์แล้ว').first()).toBeVisible();
    await expect(page.locator(`li[data-slot-id="${freeSlot}"]`)).toBeVisible();
    const view = await ok<StudentInterviews>(page.request.get('/api/student/interviews'));
    expect(view.bookings.map((booking) => booking.slot.slotId)).toContain(moveTarget);
  });

  await test.step('past the cut-off, move and cancel are disabled with the reason', async () => {
    const title = (await ok<OpeningInterviews>(company.get(slotsPath()))).openingTitle;
    await setCutoff(moveTarget, new Date(Date.now() - 60_000));
    await page.reload();
    const booking = page.getByRole('list', { name: 'การจองของฉัน' }).getByRole('listitem').filter({ hasText: title });
    await expect(booking).toContainText('เปลี่ยนเวลาหรือยกเลิกไม่ได้แล้ว');
    await expect(booking.getByRole('button', { name: 'ย้ายเวลา' })).toBeDisabled();
    await expect(booking.getByRole('button', { name: 'ยกเลิกการจอง' })).toBeDisabled();
    await expect(booking.getByRole('link', { name: 'ดาวน์โหลด .ics' })).toBeVisible();
    await setCutoff(moveTarget, new Date(at(5, 11).getTime() - DAY));
    await page.reload();
    await expect(booking.getByRole('button', { name: `ยกเลิกการจอง ${title}` })).toBeEnabled();
  });

  await test.step('cancel the booking after a confirmation', async () => {
    const title = (await ok<OpeningInterviews>(company.get(slotsPath()))).openingTitle;
    await page.getByRole('button', { name: `ยกเลิกการจอง ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('ยกเลิกการจองนี้?');
    await confirm.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
    await expect(page.getByText('ยกเลิกการจองแล้ว').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'การจองของฉัน' }).getByRole('listitem')).toHaveCount(before.bookings.length);
    await expect(page.locator(`li[data-slot-id="${moveTarget}"]`)).toBeVisible();
  });

  await test.step('make, rotate and revoke the private calendar feed', async () => {
    const card = page.getByRole('heading', { name: 'ปฏิทินของฉัน' }).locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]');
    await card.getByRole('button', { name: 'สร้างลิงก์ปฏิทิน' }).click();
    const field = card.getByLabel('ลิงก์ปฏิทินส่วนตัว');
    await expect(field).toHaveValue(/\/api\/calendar-feeds\//);
    await expect(card).toContainText('ลิงก์นี้แสดงเพียงครั้งนี้เท่านั้น');
    await card.getByRole('button', { name: 'คัดลอกลิงก์' }).click();
    await expect(card.getByRole('status')).toHaveText(/คัดลอก/);
    const firstUrl = new URL(await field.inputValue());
    const anonymous = await request.newContext({ baseURL: E2E_BASE_URL });
    const feed = await anonymous.get(firstUrl.pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await screenshot(page, 'interviews-student-feed-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interviews-student-390');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: 'สร้างลิงก์ใหม่' }).click();
    const rotate = page.getByRole('alertdialog');
    await expect(rotate).toContainText('ลิงก์เดิมจะหยุดทำงานทันที');
    await rotate.getByRole('button', { name: 'สร้างลิงก์ใหม่' }).click();
    await expect(rotate).toBeHidden();
    await expect(field).not.toHaveValue(firstUrl.toString());
    expect((await anonymous.get(firstUrl.pathname)).status()).toBe(404);
    const secondUrl = new URL(await field.inputValue());

    await card.getByRole('button', { name: 'ยกเลิกลิงก์' }).click();
    const revoke = page.getByRole('alertdialog');
    await expect(revoke).toContainText('ยกเลิกลิงก์ปฏิทิน?');
    await revoke.getByRole('button', { name: 'ยกเลิกลิงก์' }).click();
    await expect(card.getByRole('button', { name: 'สร้างลิงก์ปฏิทิน' })).toBeVisible();
    await expect(field).toHaveCount(0);
    expect((await anonymous.get(secondUrl.pathname)).status()).toBe(404);
    await anonymous.dispose();
  });

  const after = await ok<StudentInterviews>(page.request.get('/api/student/interviews'));
  expect(after.bookings.map((booking) => booking.bookingId)).toEqual(before.bookings.map((booking) => booking.bookingId));
  await context.close();
});

test('a student with no interview slots sees why the screen is empty', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  // A student outside the interview term has no slots offered: the admin acts as one (the student's own screen).
  const outside = await ok<{ items: { studentId: string }[] }>(admin.get(`/api/admin/sessions/${sessionId}/not-enrolled-students?limit=1`));
  await devLogin(page, 'admin');
  await ok(page.request.post('/api/admin/auth/assume-identity/student', { data: { studentId: outside.items[0].studentId } }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/interviews');
  await expect(page.getByRole('heading', { name: 'ยังไม่มีเวลาสัมภาษณ์' })).toBeVisible();
  await expect(page.getByText('หลังวันประกาศรายชื่อผู้สมัคร')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ปฏิทินของฉัน' })).toBeVisible();
  await screenshot(page, 'interviews-student-empty-390');
  await expectAccessible(page);
  await ok(page.request.post('/api/auth/reassume-identity'));
  await context.close();
});
